import type { UserResponse } from '@fillwell/contracts';
import { AuthModals } from './components/auth-modals';

export interface NamedAuthModalProps {
  name: 'forgot-password-modal' | 'otp-phone-login' | 'otp-error';
  onClose: () => void;
  /** Opens another modal by name (the shell's modal host). */
  onOpen: (name: string) => void;
  onSignedIn?: (user: UserResponse) => void;
}

/** The sign-in modals as the shell's modal host shows them by name. */
export function NamedAuthModal({ name, onClose, onOpen, onSignedIn }: NamedAuthModalProps) {
  return (
    <AuthModals
      name={name}
      onChange={(next) => (next ? onOpen(next) : onClose())}
      onSignedIn={(user) => onSignedIn?.(user)}
    />
  );
}
