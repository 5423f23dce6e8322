import type { UserResponse } from '@fillwell/contracts';
import { ForgotPasswordModal } from './forgot-password-modal';
import { OtpErrorModal, OtpPhoneLoginModal } from './otp-modals';

export type AuthModalName = 'forgot-password-modal' | 'otp-phone-login' | 'otp-error';

export interface AuthModalsProps {
  name: string | null;
  onChange: (name: AuthModalName | null) => void;
  onSignedIn: (user: UserResponse) => void;
}

/** The sign-in modals by name; one open at a time, each able to hand over to another. */
export function AuthModals({ name, onChange, onSignedIn }: AuthModalsProps) {
  const close = () => onChange(null);
  if (name === 'forgot-password-modal') {
    return <ForgotPasswordModal onClose={close} onPhoneLogin={() => onChange('otp-phone-login')} />;
  }
  if (name === 'otp-phone-login') {
    return (
      <OtpPhoneLoginModal
        onClose={close}
        onSignedIn={(user) => {
          close();
          onSignedIn(user);
        }}
        onOtpError={() => onChange('otp-error')}
      />
    );
  }
  if (name === 'otp-error') {
    return <OtpErrorModal onClose={close} onRetry={() => onChange('otp-phone-login')} />;
  }
  return null;
}

export function isAuthModalName(name: string): name is AuthModalName {
  return name === 'forgot-password-modal' || name === 'otp-phone-login' || name === 'otp-error';
}
