import { CHECKOUT_BASE_PATH, REVIEW_ORDER_PATH } from './checkout-paths';
/** The checkout's step slugs (core-shopping §2). */
export const CHECKOUT_STEPS = [
  'login-or-signup',
  'basic-info',
  'verify-rx',
  'select-pharmacy',
  'transfer-rx',
  'delivery-address',
  'telehealth-address',
  'additional-info',
  'payment-info',
  'phone-number',
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const PICKUP_FLOW: readonly CheckoutStep[] = [
  'login-or-signup',
  'basic-info',
  'verify-rx',
  'select-pharmacy',
  'telehealth-address',
  'phone-number',
  'payment-info',
];

export const DELIVERY_FLOW: readonly CheckoutStep[] = [
  'login-or-signup',
  'basic-info',
  'verify-rx',
  'transfer-rx',
  'delivery-address',
  'additional-info',
  'payment-info',
  'phone-number',
];

export const SUBSCRIPTION_FLOW: readonly CheckoutStep[] = [
  'login-or-signup',
  'basic-info',
  'delivery-address',
  'additional-info',
  'phone-number',
  'payment-info',
];

export type CheckoutFlow = 'pickup' | 'delivery' | 'subscription';

export function getCheckoutFlow(flow: CheckoutFlow): readonly CheckoutStep[] {
  if (flow === 'delivery') return DELIVERY_FLOW;
  if (flow === 'subscription') return SUBSCRIPTION_FLOW;
  return PICKUP_FLOW;
}

/** What the checkout knows of the person and the cart, to judge which steps are done. */
export interface CheckoutProgress {
  isLoggedIn: boolean;
  isProfileComplete: boolean;
  /** Every item answered on verify-rx. */
  arePrescriptionsConfirmed: boolean;
  isPharmacySelected: boolean;
  /** Delivery: every item has a prescription source. */
  hasPrescriptionSources: boolean;
  /** A doctor's visit is in the cart: the telehealth address is needed. */
  needsTelehealthAddress: boolean;
  hasTelehealthAddress: boolean;
  hasShippingAddress: boolean;
  isHealthProfileComplete: boolean;
  hasEmail: boolean;
  hasPhone: boolean;
  hasCard: boolean;
}

/** Whether a step is complete. Steps not needed for this cart count as complete. */
export function isStepComplete(step: CheckoutStep, progress: CheckoutProgress): boolean {
  switch (step) {
    case 'login-or-signup':
      return progress.isLoggedIn;
    case 'basic-info':
      return progress.isProfileComplete;
    case 'verify-rx':
      return progress.arePrescriptionsConfirmed;
    case 'select-pharmacy':
      return progress.isPharmacySelected;
    case 'transfer-rx':
      return progress.hasPrescriptionSources;
    case 'delivery-address':
      return progress.hasShippingAddress;
    case 'telehealth-address':
      return !progress.needsTelehealthAddress || progress.hasTelehealthAddress;
    case 'additional-info':
      return progress.isHealthProfileComplete;
    case 'payment-info':
      return progress.hasCard;
    case 'phone-number':
      return progress.hasEmail && progress.hasPhone;
  }
}

/** The first incomplete step of the flow, or null when all are done (go to review-order). */
export function findNextStep(
  flow: readonly CheckoutStep[],
  progress: CheckoutProgress,
): CheckoutStep | null {
  return flow.find((step) => !isStepComplete(step, progress)) ?? null;
}

/** Where the checkout sends the person now. */
export function getNextCheckoutPath(
  flow: readonly CheckoutStep[],
  progress: CheckoutProgress,
): string {
  const next = findNextStep(flow, progress);
  return next ? `${CHECKOUT_BASE_PATH}/${next}` : REVIEW_ORDER_PATH;
}

/** The progress bar: step number divided by total steps, as a whole percentage. */
export function getProgressPercent(flow: readonly CheckoutStep[], step: CheckoutStep): number {
  const index = flow.indexOf(step);
  if (index < 0) return 0;
  return Math.round(((index + 1) / flow.length) * 100);
}

export function isCheckoutStep(value: string): value is CheckoutStep {
  return (CHECKOUT_STEPS as readonly string[]).includes(value);
}

export const CHECKOUT_MESSAGES = {
  verifyRxOne: (medication: string) => `Do you have a prescription for ${medication} yet?`,
  verifyRxMany: 'Do you have prescriptions for these medications yet?',
  formulationTitle: 'Please update quantity and dosage',
  removeDoctorVisitTitle: "Remove a doctor's visit",
  oneWithoutPrescription:
    "You can only order one medication without a prescription at a time. If you need multiple medications along with doctors' visits, please purchase them separately.",
  notEligibleForVisit:
    "Sorry, you are not eligible for an online doctor's visit. This service is only available in certain states.",
  transferFrom: 'Transfer my prescriptions from',
  transferAll: 'Transfer all prescriptions from one place',
  emptySearch: "Sorry, we couldn't find anything matching that search.",
  shippingDelay: 'Shipping may take 7-10 business days. Thank you for your patience.',
  purchaseFailed: 'Failed to submit the order',
  activePurchase: 'You already have an active purchase',
  emptyCart: 'Your cart is empty',
  noCard: 'Add a payment card to complete your purchase',
  noPharmacy: 'Choose a pharmacy to pick up your order',
  noShippingAddress: 'Add a shipping address to continue',
  noPrescriptionSource: 'Tell us where each prescription comes from to continue',
  consentRequired: 'Please agree to the terms to continue',
  tooManyOpioids:
    'Only one opioid medication can be ordered at a time. Remove these medications to continue.',
  tooManyOpioidsLabel: 'Opioid restriction',
} as const;

/** Opioid medications one order may hold. */
export const MAX_OPIOIDS_PER_ORDER = 1;

/** Delivery arrives about 7 days from the order (core-shopping §9). */
export const DELIVERY_ESTIMATE_DAYS = 7;
