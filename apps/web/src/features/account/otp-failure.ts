import { isHttpError } from '@/lib/api';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/http';
import { readOtpErrorDetails } from './auth-rules';

/**
 * An OTP call failed (spec §8): log the error's name, then either open the 'otp-error' modal when
 * the server asks for it (answers null) or answer the message to show.
 */
export function reportOtpFailure(error: unknown, onOtpErrorModal: () => void): string | null {
  const httpError = isHttpError(error) ? error : null;
  const details = readOtpErrorDetails(httpError?.errorDetails);
  if (details) console.info(`OTP error: ${details.errorName}`);
  if (details?.showModal) {
    onOtpErrorModal();
    return null;
  }
  return httpError?.message ?? DEFAULT_ERROR_MESSAGE;
}
