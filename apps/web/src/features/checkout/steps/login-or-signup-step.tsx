import { useState } from 'react';
import { Navigate } from 'react-router';
import { LoginOrSignupForm, type AuthMode } from '@/features/account';
import { StepHeader } from '../components/step-header';
import { useCheckout } from '../checkout-context';
import { useGoToNextStep } from '../use-checkout-navigation';

/** Sign in or create an account; a visitor's cart comes along. */
export function LoginOrSignupStep() {
  const { account } = useCheckout();
  const goToNextStep = useGoToNextStep();
  const [mode, setMode] = useState<AuthMode>('signup');
  const [isSignedIn, setIsSignedIn] = useState(false);
  // Already signed in (e.g. the back button): the next step is elsewhere.
  if (account && !isSignedIn) return <Navigate to="/checkout" replace />;
  return (
    <>
      <StepHeader title={mode === 'signup' ? 'Create your account' : 'Sign in to continue'}>
        Sign in or create an account to check out.
      </StepHeader>
      <LoginOrSignupForm
        mode={mode}
        onModeChange={setMode}
        onSuccess={() => {
          setIsSignedIn(true);
          void goToNextStep();
        }}
      />
    </>
  );
}
