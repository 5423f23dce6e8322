import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage, isHttpError } from '@/lib/api';
import { useCreateReferralMutation } from '../api';
import { recallExitToken } from '../exit-token-memory';

/**
 * Invite a friend to the pharmacy by e-mail, with the patient's own link when this browser verified
 * one (the signed-in patient otherwise).
 */
export function ReferralForm({ pharmacyName }: { pharmacyName: string }) {
  const exitToken = recallExitToken();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [refer, { isLoading }] = useCreateReferralMutation();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setSentTo(null);
    if (!email.trim()) return setError('Please enter an email address');
    setError(null);
    const result = await refer({ ...(exitToken ? { exitToken } : {}), email: email.trim() });
    if (result.data) {
      setSentTo(result.data.referral.email);
      setEmail('');
      return;
    }
    const fieldError = isHttpError(result.error) ? result.error.validationErrors.email : undefined;
    if (fieldError) setError(fieldError);
    else setFailure(getErrorMessage(result.error));
  }

  return (
    <form
      noValidate
      aria-label="Refer a friend"
      className="flex flex-col gap-3"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <p className="text-ink">Know someone who could order from {pharmacyName} online?</p>
      <TextField
        label="Your friend's email"
        type="email"
        autoComplete="off"
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormAlert message={failure} />
      {sentTo ? <FormNotice>We sent an invitation to {sentTo}.</FormNotice> : null}
      <Button type="submit" variant="secondary" className="self-start" disabled={isLoading}>
        {isLoading ? 'Sending…' : 'Send invitation'}
      </Button>
    </form>
  );
}
