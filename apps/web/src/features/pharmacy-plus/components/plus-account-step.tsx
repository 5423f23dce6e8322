import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { PHARMACY_PLUS_ACCOUNT_PATH } from '@fillwell/domain';
import { LoginOrSignupForm, selectAccount } from '@/features/account';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { getErrorMessage } from '@/lib/api';
import { useMapExitTokenMutation } from '../api';
import { PlusSignupForm } from './plus-signup-form';

interface PlusAccountStepProps {
  exitToken: string;
  /** The patient has an account already: sign in is offered first. */
  hasAccount: boolean;
}

/**
 * After the code: create a Pharmacy Plus account, or sign in (or go on as the person signed in)
 * and join the verified link to that account.
 */
export function PlusAccountStep({ exitToken, hasAccount }: PlusAccountStepProps) {
  const account = useSelector(selectAccount);
  const [isSigningIn, setIsSigningIn] = useState(hasAccount);
  const [failure, setFailure] = useState<string | null>(null);
  const [mapExitToken, { isLoading }] = useMapExitTokenMutation();
  const navigate = useNavigate();
  const goToArea = () => void navigate(PHARMACY_PLUS_ACCOUNT_PATH, { replace: true });

  async function joinAccount() {
    setFailure(null);
    const result = await mapExitToken(exitToken);
    if (result.error) return setFailure(getErrorMessage(result.error));
    goToArea();
  }

  if (account) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-ink">
          You are signed in as {account.email ?? 'your account'}. Your prescriptions will be kept
          with this account.
        </p>
        <FormAlert message={failure} />
        <Button onClick={() => void joinAccount()} disabled={isLoading}>
          {isLoading ? 'Please wait…' : 'Continue'}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {isSigningIn ? (
        <LoginOrSignupForm
          mode="login"
          onModeChange={(mode) => setIsSigningIn(mode === 'login')}
          onSuccess={() => void joinAccount()}
        />
      ) : (
        <>
          <PlusSignupForm onSignedUp={goToArea} />
          <button
            type="button"
            className="self-start text-sm font-semibold text-brand-800 underline"
            onClick={() => setIsSigningIn(true)}
          >
            Have an account? Sign in
          </button>
        </>
      )}
      <FormAlert message={failure} />
    </div>
  );
}
