import { useState } from 'react';
import { Link } from 'react-router';
import { AuthModals, type AuthModalName } from '../components/auth-modals';
import { AuthPageLayout } from '../components/auth-page-layout';
import { OtpPhoneLogin } from '../components/otp-phone-login';
import { useAuthRedirect } from '../use-auth-redirect';

/** /login/otp: sign in with a code texted to a mobile number. */
export function OtpLoginPage() {
  const { goNext } = useAuthRedirect();
  const [openModal, setOpenModal] = useState<AuthModalName | null>(null);
  return (
    <AuthPageLayout title="Sign in with your phone">
      <OtpPhoneLogin onSignedIn={goNext} onOtpErrorModal={() => setOpenModal('otp-error')} />
      <p className="mt-6 text-sm text-muted">
        Have a password?{' '}
        <Link to="/login" className="font-semibold text-brand-800 underline">
          Sign in with your email
        </Link>
      </p>
      <AuthModals
        name={openModal === 'otp-error' ? 'otp-error' : null}
        onChange={() => setOpenModal(null)}
        onSignedIn={goNext}
      />
    </AuthPageLayout>
  );
}
