import { lazy, Suspense } from 'react';
import { loadAuthModals } from '@/features/account';

const NamedAuthModal = lazy(() => loadAuthModals().then((m) => ({ default: m.NamedAuthModal })));

interface OtpErrorDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** "Get a new code": back to the number step of this screen. */
  onRetry: () => void;
}

/**
 * The 'otp-error' modal, opened when the server asks for it. Its "Get a new code" leads back to
 * this screen's number step rather than to phone sign-in, so the card is still issued.
 */
export function OtpErrorDialog({ isOpen, onClose, onRetry }: OtpErrorDialogProps) {
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <NamedAuthModal
        name="otp-error"
        onClose={onClose}
        onOpen={() => {
          onClose();
          onRetry();
        }}
      />
    </Suspense>
  );
}
