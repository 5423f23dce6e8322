// The checkout's step screens and parts that another checkout flow (the subscription checkout)
// reuses. Import this only from pages that are loaded lazily: it brings the steps' forms.
export {
  CheckoutFlowOverrideContext,
  type CheckoutContext,
  type CheckoutFlowOverride,
} from './checkout-context';
export { buildAccountProgress, type AccountProgress } from './checkout-progress';
export { LoginOrSignupStep } from './steps/login-or-signup-step';
export { DeliveryAddressStep } from './steps/address-step';
export { AdditionalInfoStep } from './steps/additional-info-step';
export { PhoneNumberStep } from './steps/phone-number-step';
export { StepHeader } from './components/step-header';
export { PurchaseProblemAlert } from './components/purchase-problem-alert';
export { DeliveryCard, PaymentCard } from './components/review-cards';
export { SummaryAside } from './components/checkout-cart-summary';
export { StepFrame } from './components/checkout-frame';
export { CheckoutSpinner } from './components/checkout-spinner';
export type { PurchaseProblem, PurchaseFixAction } from './purchase-errors';
export { createIdempotencyKey } from './review-order-rules';
export { useGoToNextStep } from './use-checkout-navigation';
