import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { OTP_CODE_LENGTH, type OtpType, type UserResponse } from '@fillwell/contracts';
import { toMobileDigits, formatMobileNumber } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { MaskedPhoneField } from '@/components/ui/masked-phone-field';
import { TextField } from '@/components/ui/text-field';
import { useSendOtpMutation, useVerifyOtpMutation } from '../api';
import { mobileFormSchema, type MobileFormValues } from '../auth-rules';
import { reportOtpFailure } from '../otp-failure';

export interface OtpPhoneLoginProps {
  type?: OtpType;
  onSignedIn: (user: UserResponse) => void;
  /** The server asked for the 'otp-error' modal (the code can no longer be used). */
  onOtpErrorModal: () => void;
}

interface SentCode {
  tid: string;
  mobileNumber: string;
}

/** Phone-code sign-in: mobile number (masked), then the 6-digit code texted to it. */
export function OtpPhoneLogin({ type = 'login', onSignedIn, onOtpErrorModal }: OtpPhoneLoginProps) {
  const [sent, setSent] = useState<SentCode | null>(null);
  if (!sent) return <MobileStep type={type} onSent={setSent} onOtpErrorModal={onOtpErrorModal} />;
  return (
    <CodeStep
      type={type}
      sent={sent}
      onSignedIn={onSignedIn}
      onRestart={() => setSent(null)}
      onOtpErrorModal={() => {
        setSent(null);
        onOtpErrorModal();
      }}
    />
  );
}

interface MobileStepProps {
  type: OtpType;
  onSent: (sent: SentCode) => void;
  onOtpErrorModal: () => void;
}

function MobileStep({ type, onSent, onOtpErrorModal }: MobileStepProps) {
  const { control, handleSubmit, formState } = useForm<MobileFormValues>({
    resolver: zodResolver(mobileFormSchema),
    mode: 'onTouched',
    defaultValues: { mobileNumber: '' },
  });
  const [sendOtp, { isLoading }] = useSendOtpMutation();
  const [error, setError] = useState<string | null>(null);

  const submit = handleSubmit(async ({ mobileNumber }) => {
    setError(null);
    const digits = toMobileDigits(mobileNumber) ?? '';
    const result = await sendOtp({ type, mobileNumber: digits });
    if (result.data) return onSent({ tid: result.data.token, mobileNumber: digits });
    setError(reportOtpFailure(result.error, onOtpErrorModal));
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Sign in with your phone"
      className="flex flex-col gap-4"
    >
      <MaskedPhoneField
        control={control}
        name="mobileNumber"
        label="Mobile number"
        hint="We will text you a 6-digit code."
        error={formState.errors.mobileNumber?.message}
      />
      <FormAlert message={error} />
      <Button type="submit" disabled={isLoading} className="disabled:opacity-50">
        {isLoading ? 'Sending…' : 'Send code'}
      </Button>
    </form>
  );
}

interface CodeStepProps {
  type: OtpType;
  sent: SentCode;
  onSignedIn: (user: UserResponse) => void;
  onRestart: () => void;
  onOtpErrorModal: () => void;
}

function CodeStep({ type, sent, onSignedIn, onRestart, onOtpErrorModal }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifyOtp, { isLoading }] = useVerifyOtpMutation();
  const isComplete = new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`).test(code);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const result = await verifyOtp({
      type,
      otpCode: code,
      tid: sent.tid,
      mobileNumber: sent.mobileNumber,
    });
    if (result.data) return onSignedIn(result.data);
    setError(reportOtpFailure(result.error, onOtpErrorModal));
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Enter your code" className="flex flex-col gap-4">
      <p className="text-muted">We texted a code to {formatMobileNumber(sent.mobileNumber)}.</p>
      <TextField
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_CODE_LENGTH}
        value={code}
        error={error}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, ''));
          setError(null);
        }}
      />
      <Button
        type="submit"
        disabled={isLoading || !isComplete || Boolean(error)}
        className="disabled:opacity-50"
      >
        {isLoading ? 'Checking…' : 'Verify'}
      </Button>
      <button
        type="button"
        className="self-start text-sm font-semibold text-brand-800 underline"
        onClick={onRestart}
      >
        Use another number or send a new code
      </button>
    </form>
  );
}
