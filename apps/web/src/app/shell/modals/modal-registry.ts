import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadCheckoutInfoModals } from '@/features/checkout';
import { loadFillwellCardAppModal } from '@/features/mobile-app';

export interface ModalContentProps {
  onClose: () => void;
}

type LazyModal = LazyExoticComponent<ComponentType<ModalContentProps>>;

/** Modals the shell can show by name; each loads only when first opened. */
export const MODAL_REGISTRY: Readonly<Record<string, LazyModal>> = {
  'update-required': lazy(() => import('./update-required-modal')),
  'spanish-help': lazy(() => import('./spanish-help-modal')),
  'leave-reverie': lazy(() => import('./leave-reverie-modal')),
  'forgot-password-modal': lazy(() =>
    import('./auth-modals').then((m) => ({ default: m.ForgotPasswordModal })),
  ),
  'otp-phone-login': lazy(() =>
    import('./auth-modals').then((m) => ({ default: m.OtpPhoneLoginModal })),
  ),
  'otp-error': lazy(() => import('./auth-modals').then((m) => ({ default: m.OtpErrorModal }))),
  'consent-information': lazy(() =>
    loadCheckoutInfoModals().then((m) => ({ default: m.ConsentInformationModal })),
  ),
  'telemed-restrictions': lazy(() =>
    loadCheckoutInfoModals().then((m) => ({ default: m.TelemedRestrictionsModal })),
  ),
  'fillwell-card-app': lazy(() =>
    loadFillwellCardAppModal().then((m) => ({ default: m.FillwellCardAppModal })),
  ),
};
