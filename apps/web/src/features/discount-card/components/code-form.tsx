import { useState } from 'react';
import {
  AUTH_MESSAGES,
  OTP_CODE_LENGTH,
  type OtpType,
  type UserResponse,
} from '@fillwell/contracts';
import { formatMobileNumber } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { FormNotice } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { accountApi, reportOtpFailure } from '@/features/account';
import type { SentCode } from './mobile-number-form';

const CODE_PATTERN = new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`);

interface CodeFormProps {
  type: OtpType;
  sent: SentCode;
  matchCode?: string | null;
  /** Said on the submit button while the code is not being checked. */
  submitLabel: string;
  /** Work that follows a correct code (e.g. issuing the card); the button stays busy meanwhile. */
  onVerified: (user: UserResponse) => Promise<void> | void;
  onResent: (sent: SentCode) => void;
  onOtpErrorModal: () => void;
}

/** The 6-digit code texted to a number: verify it, or have a new one sent. */
export function CodeForm({
  type,
  sent,
  matchCode = null,
  submitLabel,
  onVerified,
  onResent,
  onOtpErrorModal,
}: CodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isFinishing, setIsFinishing] = useState(false);
  const [verifyOtp, verifyState] = accountApi.endpoints.verifyOtp.useMutation();
  const [sendOtp, sendState] = accountApi.endpoints.sendOtp.useMutation();
  const isBusy = verifyState.isLoading || isFinishing;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!CODE_PATTERN.test(code)) return setError(AUTH_MESSAGES.otpInvalidCode);
    setError(null);
    setNotice(null);
    const result = await verifyOtp({
      type,
      otpCode: code,
      tid: sent.tid,
      matchCode,
      mobileNumber: sent.mobileNumber,
    });
    if (!result.data) {
      setError(reportOtpFailure(result.error, onOtpErrorModal));
      return;
    }
    setIsFinishing(true);
    try {
      await onVerified(result.data);
    } finally {
      setIsFinishing(false);
    }
  };

  const resend = async () => {
    setError(null);
    setNotice(null);
    const result = await sendOtp({ type, mobileNumber: sent.mobileNumber });
    if (result.data) {
      setCode('');
      setNotice(`We sent a new code to ${formatMobileNumber(sent.mobileNumber)}.`);
      return onResent({ mobileNumber: sent.mobileNumber, tid: result.data.token });
    }
    setError(reportOtpFailure(result.error, onOtpErrorModal));
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Enter your code" className="flex flex-col gap-4">
      <p className="text-muted">
        We texted a {OTP_CODE_LENGTH}-digit code to{' '}
        <strong className="whitespace-nowrap text-ink">
          {formatMobileNumber(sent.mobileNumber)}
        </strong>
        .
      </p>
      <TextField
        label={`${OTP_CODE_LENGTH}-digit code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_CODE_LENGTH}
        value={code}
        error={error}
        isErrorAnnounced
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, ''));
          setError(null);
        }}
      />
      {notice ? <FormNotice>{notice}</FormNotice> : null}
      <Button type="submit" disabled={isBusy}>
        {isBusy ? 'Checking…' : submitLabel}
      </Button>
      <Button
        variant="quiet"
        className="self-start"
        disabled={sendState.isLoading}
        onClick={() => void resend()}
      >
        {sendState.isLoading ? 'Sending…' : 'Resend code'}
      </Button>
    </form>
  );
}
