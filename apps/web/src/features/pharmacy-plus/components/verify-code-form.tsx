import { useState, type FormEvent } from 'react';
import { PATIENT_CODE_LENGTH, type VerifiedPatientResponse } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api';
import { useVerifyPatientCodeMutation } from '../api';
import { checkVerifyCode } from '../verification-rules';

interface VerifyCodeFormProps {
  exitToken: string;
  /** Where the code went, e.g. "(•••) •••-1234". */
  sentTo: string;
  onVerified: (answer: VerifiedPatientResponse) => void;
}

/** The code the pharmacy texted. */
export function VerifyCodeForm({ exitToken, sentTo, onVerified }: VerifyCodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [verify, { isLoading }] = useVerifyPatientCodeMutation();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const problem = checkVerifyCode(code);
    setError(problem);
    if (problem) return;
    const result = await verify({ exitToken, verifyCode: code.trim() });
    if (result.data) return onVerified(result.data);
    setFailure(getErrorMessage(result.error));
  }

  return (
    <form
      noValidate
      aria-label="Enter your code"
      className="flex flex-col gap-4"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <p className="text-ink">
        We sent a {PATIENT_CODE_LENGTH}-digit code to {sentTo}.
      </p>
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={PATIENT_CODE_LENGTH}
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <FormAlert message={failure} />
      <Button type="submit" className="self-start" disabled={isLoading}>
        {isLoading ? 'Checking…' : 'Verify'}
      </Button>
    </form>
  );
}
