import type { UserResponse } from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { OtpPhoneLogin } from './otp-phone-login';

export interface OtpPhoneLoginModalProps {
  onClose: () => void;
  onSignedIn: (user: UserResponse) => void;
  onOtpError: () => void;
}

/** 'otp-phone-login': phone-code sign-in in a dialog. */
export function OtpPhoneLoginModal({ onClose, onSignedIn, onOtpError }: OtpPhoneLoginModalProps) {
  return (
    <Modal title="Sign in with your phone" isOpen onClose={onClose}>
      <OtpPhoneLogin onSignedIn={onSignedIn} onOtpErrorModal={onOtpError} />
    </Modal>
  );
}

/** 'otp-error': the code can no longer be used (expired, used, too many tries). */
export function OtpErrorModal({ onClose, onRetry }: { onClose: () => void; onRetry?: () => void }) {
  return (
    <Modal
      title="That code can't be used"
      description="It expired, was already used, or was entered wrongly too many times. Please request a new code."
      isOpen
      onClose={onClose}
    >
      <Button onClick={onRetry ?? onClose} className="w-full">
        Get a new code
      </Button>
    </Modal>
  );
}
