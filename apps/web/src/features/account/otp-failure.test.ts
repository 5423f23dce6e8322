import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportOtpFailure } from './otp-failure';

const httpError = (errorDetails: unknown) => ({
  message: 'Too many wrong codes. Please request a new one.',
  code: 'otp_attempts_exceeded',
  status: 429,
  validationErrors: {},
  errorDetails,
});

describe('reportOtpFailure', () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs the failure's name and opens the modal when the server asks for it", () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => {});
    const openModal = vi.fn();
    const details = { errorName: 'otp_attempts_exceeded', showModal: true };
    expect(reportOtpFailure(httpError(details), openModal)).toBeNull();
    expect(openModal).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledWith('OTP error: otp_attempts_exceeded');
  });

  it("answers the server's message when no modal is asked for", () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const openModal = vi.fn();
    const details = { errorName: 'otp_invalid', showModal: false };
    expect(reportOtpFailure(httpError(details), openModal)).toBe(
      'Too many wrong codes. Please request a new one.',
    );
    expect(openModal).not.toHaveBeenCalled();
  });

  it('answers the default message when the call never reached the server', () => {
    const openModal = vi.fn();
    expect(reportOtpFailure(new Error('offline'), openModal)).toBe(
      'Something went wrong, please try again',
    );
    expect(openModal).not.toHaveBeenCalled();
  });
});
