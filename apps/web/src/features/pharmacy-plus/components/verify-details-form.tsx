import { useState, type FormEvent } from 'react';
import type { VerifyPatientDetailsResponse } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage, isHttpError } from '@/lib/api';
import { useVerifyPatientDetailsMutation } from '../api';
import { checkPatientDetails, type DetailsErrors } from '../verification-rules';

interface VerifyDetailsFormProps {
  onCodeSent: (answer: VerifyPatientDetailsResponse) => void;
}

/** Last name, date of birth and phone: the pharmacy texts a code to the phone on file. */
export function VerifyDetailsForm({ onCodeSent }: VerifyDetailsFormProps) {
  const [lastName, setLastName] = useState('');
  const [dob, setDob] = useState('');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [verify, { isLoading }] = useVerifyPatientDetailsMutation();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const values = { lastName, dob, phoneNumber };
    const problems = checkPatientDetails(values);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const result = await verify(values);
    if (result.data) return onCodeSent(result.data);
    if (isHttpError(result.error) && Object.keys(result.error.validationErrors).length) {
      setErrors(result.error.validationErrors);
    }
    setFailure(getErrorMessage(result.error));
  }

  return (
    <form
      noValidate
      aria-label="Verify your details"
      className="flex flex-col gap-4"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <TextField
        label="Last name"
        autoComplete="family-name"
        value={lastName}
        error={errors.lastName}
        onChange={(event) => setLastName(event.target.value)}
      />
      <TextField
        label="Date of birth"
        hint="MM/DD/YYYY"
        inputMode="numeric"
        autoComplete="bday"
        value={dob}
        error={errors.dob}
        onChange={(event) => setDob(event.target.value)}
      />
      <TextField
        label="Mobile phone number"
        type="tel"
        autoComplete="tel"
        value={phoneNumber}
        error={errors.phoneNumber}
        onChange={(event) => setPhoneNumber(event.target.value)}
      />
      <FormAlert message={failure} />
      <Button type="submit" className="self-start" disabled={isLoading}>
        {isLoading ? 'Sending your code…' : 'Send me a code'}
      </Button>
    </form>
  );
}
