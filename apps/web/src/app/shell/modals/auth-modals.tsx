import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { loadAuthModals } from '@/features/account';
import { useAppDispatch } from '../../hooks';
import type { ModalContentProps } from './modal-registry';
import { modalOpened } from './modal-slice';

const NamedAuthModal = lazy(() => loadAuthModals().then((m) => ({ default: m.NamedAuthModal })));

function createAuthModal(name: 'forgot-password-modal' | 'otp-phone-login' | 'otp-error') {
  return function AuthModal({ onClose }: ModalContentProps) {
    const dispatch = useAppDispatch();
    const navigate = useNavigate();
    return (
      <Suspense fallback={null}>
        <NamedAuthModal
          name={name}
          onClose={onClose}
          onOpen={(next) => dispatch(modalOpened(next))}
          onSignedIn={() => {
            onClose();
            void navigate('/account');
          }}
        />
      </Suspense>
    );
  };
}

export const ForgotPasswordModal = createAuthModal('forgot-password-modal');
export const OtpPhoneLoginModal = createAuthModal('otp-phone-login');
export const OtpErrorModal = createAuthModal('otp-error');
