import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Profile, UpdateProfileRequest } from '@fillwell/contracts';
import { EMAIL_MAX_LENGTH, formatMobileNumber, toMobileDigits } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { MaskedPhoneField } from '@/components/ui/masked-phone-field';
import { TextField } from '@/components/ui/text-field';
import { useUpdateProfileMutation } from '../api';
import {
  canContinue,
  createPhoneNumberSchema,
  type PhoneNumberValues,
} from '../phone-number-rules';
import { showServerErrors } from '../server-errors';

export interface PhoneNumberFormProps {
  profile: Pick<Profile, 'email' | 'mobileNumber'>;
  submitLabel?: string;
  /** Called once the email and mobile are saved. */
  onContinue: (profile: Profile) => void;
}

const SERVER_FIELDS = { email: 'email', mobileNumber: 'mobileNumber' } as const;

/** The checkout's phone-number step: email (fixed once the account has one) and mobile. */
export function PhoneNumberForm({
  profile,
  submitLabel = 'Continue',
  onContinue,
}: PhoneNumberFormProps) {
  const isEmailLocked = Boolean(profile.email);
  const schema = useMemo(() => createPhoneNumberSchema(isEmailLocked), [isEmailLocked]);
  const { register, control, handleSubmit, setError, formState } = useForm<PhoneNumberValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      email: profile.email ?? '',
      mobileNumber: profile.mobileNumber ? formatMobileNumber(profile.mobileNumber) : '',
    },
  });
  const [email, mobileNumber] = useWatch({ control, name: ['email', 'mobileNumber'] });
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const { errors } = formState;

  const submit = handleSubmit(async ({ email, mobileNumber }) => {
    setFormError(null);
    const changes: UpdateProfileRequest = {
      mobileNumber: toMobileDigits(mobileNumber) ?? mobileNumber,
      ...(isEmailLocked ? {} : { email: email.trim() }),
    };
    const result = await updateProfile(changes);
    if (result.data) onContinue(result.data);
    else setFormError(showServerErrors(result.error, SERVER_FIELDS, setError));
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormAlert message={formError} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        disabled={isEmailLocked}
        error={errors.email?.message}
        {...register('email')}
      />
      <MaskedPhoneField
        control={control}
        name="mobileNumber"
        label="Mobile number"
        error={errors.mobileNumber?.message}
      />
      <Button
        type="submit"
        disabled={isLoading || !canContinue({ email, mobileNumber })}
        className="self-stretch sm:self-start"
      >
        {isLoading ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
