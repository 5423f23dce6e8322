import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { reverieSignupRequestSchema, type UserResponse } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage, isHttpError } from '@/lib/api';
import { useReverieSignupMutation } from '../api';

type SignupField = 'email' | 'password' | 'acceptsAgreements';

/** A Pharmacy Plus account: e-mail, password and the terms; the verified link joins it. */
export function PlusSignupForm({ onSignedUp }: { onSignedUp: (user: UserResponse) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isAccepted, setIsAccepted] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<SignupField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [signup, { isLoading }] = useReverieSignupMutation();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const values = { email, password, acceptsAgreements: isAccepted, rememberMe: true };
    const check = reverieSignupRequestSchema.safeParse(values);
    if (!check.success) {
      const problems: Partial<Record<SignupField, string>> = {};
      for (const issue of check.error.issues) {
        const field = issue.path[0] as SignupField | undefined;
        if (field && !problems[field]) problems[field] = issue.message;
      }
      return setErrors(problems);
    }
    setErrors({});
    // The check above passed, so the agreement is accepted.
    const result = await signup({ ...values, acceptsAgreements: true });
    if (result.data) return onSignedUp(result.data);
    if (isHttpError(result.error)) setErrors(result.error.validationErrors);
    setFailure(getErrorMessage(result.error));
  }

  return (
    <form
      noValidate
      aria-label="Create your Pharmacy Plus account"
      className="flex flex-col gap-4"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <CheckboxField
        checked={isAccepted}
        onChange={(event) => setIsAccepted(event.target.checked)}
        aria-invalid={errors.acceptsAgreements ? true : undefined}
        label={
          <>
            I agree to the{' '}
            <Link to="/legal/terms-of-use" className="font-semibold text-brand-800 underline">
              Terms of Use
            </Link>{' '}
            and the{' '}
            <Link to="/legal/privacy-policy" className="font-semibold text-brand-800 underline">
              Privacy Policy
            </Link>
          </>
        }
      />
      {errors.acceptsAgreements ? (
        <p className="text-sm text-red-700">{errors.acceptsAgreements}</p>
      ) : null}
      <FormAlert message={failure} />
      <Button type="submit" className="self-start" disabled={isLoading}>
        {isLoading ? 'Please wait…' : 'Create account'}
      </Button>
    </form>
  );
}
