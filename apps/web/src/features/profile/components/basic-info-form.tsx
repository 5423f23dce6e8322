import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Profile } from '@fillwell/contracts';
import { NAME_MAX_LENGTH } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FormAlert } from '@/components/ui/form-alert';
import { StateSelectField } from '@/components/ui/state-select-field';
import { TextField } from '@/components/ui/text-field';
import { useUpdateProfileMutation } from '../api';
import {
  BASIC_INFO_SERVER_FIELDS,
  createBasicInfoSchema,
  toBasicInfoChanges,
  toDateOfBirthParts,
  type BasicInfoValues,
} from '../basic-info-rules';
import { formatDateOfBirth, formatGender } from '../profile-display';
import { showServerErrors } from '../server-errors';
import { DateOfBirthFields } from './date-of-birth-fields';

export type BasicInfoDefaults = Pick<
  Profile,
  'firstName' | 'lastName' | 'dob' | 'gender' | 'telemedCurrentState'
>;

export interface BasicInfoFormProps {
  /** What the account already holds; the fields start from it. */
  profile: BasicInfoDefaults;
  /** Subscriptions also ask for the state the patient is in. */
  isSubscription?: boolean;
  /**
   * Checkout: a date of birth or gender the account already holds (e.g. from an online visit's
   * eligibility questions) is shown, not asked again.
   */
  isOnlyMissingAsked?: boolean;
  submitLabel?: string;
  /** Called once the details are saved. */
  onContinue: (profile: Profile) => void;
}

const GENDER_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
] as const;

function toDefaultValues(profile: BasicInfoDefaults): BasicInfoValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    dob: toDateOfBirthParts(profile.dob),
    gender: profile.gender ?? '',
    state: profile.telemedCurrentState ?? '',
  };
}

/** The checkout's patient-information step (also the profile's personal details). */
export function BasicInfoForm({
  profile,
  isSubscription = false,
  isOnlyMissingAsked = false,
  submitLabel = 'Continue',
  onContinue,
}: BasicInfoFormProps) {
  const isDobKnown = isOnlyMissingAsked && Boolean(profile.dob);
  const isGenderKnown = isOnlyMissingAsked && Boolean(profile.gender);
  const schema = useMemo(() => createBasicInfoSchema(isSubscription), [isSubscription]);
  const { register, handleSubmit, setError, formState } = useForm<BasicInfoValues>({
    resolver: zodResolver(schema),
    defaultValues: toDefaultValues(profile),
  });
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await updateProfile(toBasicInfoChanges(values, isSubscription));
    if (result.data) onContinue(result.data);
    else setFormError(showServerErrors(result.error, BASIC_INFO_SERVER_FIELDS, setError));
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      {isDobKnown || isGenderKnown ? (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-ink">
          {isDobKnown ? (
            <KnownDetail label="Date of birth" value={formatDateOfBirth(profile.dob)} />
          ) : null}
          {isGenderKnown ? (
            <KnownDetail label="Gender" value={formatGender(profile.gender)} />
          ) : null}
        </dl>
      ) : null}
      {isDobKnown ? null : <DateOfBirthFields register={register} error={errors.dob?.message} />}
      {isGenderKnown ? null : (
        <ChoiceGroup
          legend="Gender"
          options={GENDER_OPTIONS}
          registration={register('gender')}
          error={errors.gender?.message}
        />
      )}
      {isSubscription ? (
        <StateSelectField
          label="Current state"
          error={errors.state?.message}
          {...register('state')}
        />
      ) : null}
      <Button type="submit" disabled={isLoading} className="self-stretch sm:self-start">
        {isLoading ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}

function KnownDetail({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-2">
      <dt className="font-semibold">{label}:</dt>
      <dd>{value}</dd>
    </div>
  );
}
