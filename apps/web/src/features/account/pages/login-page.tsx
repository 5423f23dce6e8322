import { useState } from 'react';
import { Navigate } from 'react-router';
import { useAppSessionSelector } from '../session-hooks';
import type { AuthMode } from '../auth-rules';
import { AuthPageLayout } from '../components/auth-page-layout';
import { LoginOrSignupForm } from '../components/login-or-signup-form';
import { useAuthRedirect } from '../use-auth-redirect';

const TITLES: Record<AuthMode, string> = {
  login: 'Sign in to your account',
  signup: 'Create your account',
};

/** /login and /signup: one form, two modes. Signed-in visitors go on to `next`. */
export function AuthPage({ initialMode }: { initialMode: AuthMode }) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const { nextPath, goNext } = useAuthRedirect();
  const session = useAppSessionSelector();
  if (session.account?.isReverieUser) return <Navigate to="/order-service/account" replace />;
  if (session.isAuthenticated) return <Navigate to={nextPath} replace />;
  return (
    <AuthPageLayout title={TITLES[mode]}>
      <LoginOrSignupForm mode={mode} onModeChange={setMode} onSuccess={goNext} />
    </AuthPageLayout>
  );
}

export function LoginPage() {
  return <AuthPage initialMode="login" />;
}

export function SignupPage() {
  return <AuthPage initialMode="signup" />;
}
