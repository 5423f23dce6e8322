import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { OtpType } from '@fillwell/contracts';
import { ACCOUNT_MESSAGES, toMobileDigits } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { MaskedPhoneField } from '@/components/ui/masked-phone-field';
import { accountApi, reportOtpFailure } from '@/features/account';

const mobileFormSchema = z.object({
  mobileNumber: z
    .string()
    .refine((value) => toMobileDigits(value) !== null, ACCOUNT_MESSAGES.invalidPhone),
});
type MobileFormValues = z.input<typeof mobileFormSchema>;

export interface SentCode {
  /** Ten digits. */
  mobileNumber: string;
  tid: string;
}

interface MobileNumberFormProps {
  type: OtpType;
  formLabel: string;
  submitLabel: string;
  onSent: (sent: SentCode) => void;
  onOtpErrorModal: () => void;
}

/** A mobile number (masked +1 (___) ___-____) and the button that texts it a 6-digit code. */
export function MobileNumberForm({
  type,
  formLabel,
  submitLabel,
  onSent,
  onOtpErrorModal,
}: MobileNumberFormProps) {
  const { control, handleSubmit, formState } = useForm<MobileFormValues>({
    resolver: zodResolver(mobileFormSchema),
    mode: 'onTouched',
    defaultValues: { mobileNumber: '' },
  });
  const [sendOtp, { isLoading }] = accountApi.endpoints.sendOtp.useMutation();
  const [error, setError] = useState<string | null>(null);

  const submit = handleSubmit(async ({ mobileNumber }) => {
    setError(null);
    const digits = toMobileDigits(mobileNumber) ?? '';
    const result = await sendOtp({ type, mobileNumber: digits });
    if (result.data) return onSent({ mobileNumber: digits, tid: result.data.token });
    setError(reportOtpFailure(result.error, onOtpErrorModal));
  });

  return (
    <form noValidate onSubmit={submit} aria-label={formLabel} className="flex flex-col gap-4">
      <MaskedPhoneField
        control={control}
        name="mobileNumber"
        label="Mobile number"
        hint="We will text you a 6-digit code. Message and data rates may apply."
        error={formState.errors.mobileNumber?.message}
      />
      <FormAlert message={error} />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Sending…' : submitLabel}
      </Button>
    </form>
  );
}
