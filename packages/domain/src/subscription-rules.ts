import { SUBSCRIPTION_CHECKOUT_BASE_PATH, SUBSCRIPTION_REVIEW_PATH } from './checkout-paths';
import { findNextStep, SUBSCRIPTION_FLOW, type CheckoutProgress } from './checkout-steps';
import { PRODUCT } from './product';

/**
 * Monthly telehealth subscriptions (core-shopping §9): a monthly fee (the medication and online
 * care) plus a one-time, non-refundable medical fee charged with the first month.
 */

/** The online care part of the monthly fee, added to the medication's home-delivery price. */
export const SUBSCRIPTION_CARE_FEE_CENTS = 1500;
/** The one-time, non-refundable medical fee (the clinician's first review). */
export const SUBSCRIPTION_MEDICAL_FEE_CENTS = 2500;

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  past_due: 'Past due',
  cancelled: 'Cancelled',
};

export const SUBSCRIPTION_MESSAGES = {
  alreadyExists: 'Subscription already exists for the drug',
  alreadyExistsPath: '/account/orders',
  notOffered: 'This medication is not offered as a monthly subscription',
  fullAccountRequired: 'Sign in with an email and password to start a subscription',
  profileIncomplete: 'Add your name, date of birth, sex and current state to continue',
  phoneMissing: 'Add your email and mobile number to continue',
  consentRequired: 'Please agree to the subscription terms to continue',
  emptyCart: 'Your subscription cart is empty',
  medicalFeeLabel: 'One-time medical fee (non-refundable)',
  monthlyFeeLabel: 'Monthly fee (medication and online care)',
  updatePaymentTitle: 'Update your payment method',
  updatePaymentDetail:
    'Your last monthly payment did not go through. Add another card, or update this one, in your account.',
  completeVisitTitle: 'Complete your online visit',
  completeVisitDetail:
    'Answer a few questions so a doctor can review your treatment. It takes about 5 minutes.',
} as const;

/** The renewal terms, word for word (core-shopping §9); the support phone is shown beside it. */
export const AUTO_RENEWAL_TEXT =
  'Telemedicine is a monthly subscription that auto-renews; cancel through a support phone line.';

/** The renewal terms with the line to call. */
export function describeAutoRenewal(supportPhone: string = PRODUCT.supportPhone): string {
  return `${AUTO_RENEWAL_TEXT} Call ${supportPhone} to cancel.`;
}

/** The monthly fee: the medication's home-delivery price plus online care. */
export function computeSubscriptionFeeCents(deliveryPriceCents: number): number {
  return deliveryPriceCents + SUBSCRIPTION_CARE_FEE_CENTS;
}

/** What the first month costs today: the monthly fee and the one-time medical fee. */
export function computeFirstChargeCents(
  subscriptionFeeCents: number,
  medicalFeeCents = SUBSCRIPTION_MEDICAL_FEE_CENTS,
): number {
  return subscriptionFeeCents + medicalFeeCents;
}

/**
 * The same day a month later (YYYY-MM-DD); a day the next month lacks becomes its last day
 * (January 31 → February 28 or 29).
 */
export function addOneMonth(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date: ${isoDate}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const nextMonthIndex = month % 12;
  const nextYear = month === 12 ? year + 1 : year;
  const lastDay = new Date(Date.UTC(nextYear, nextMonthIndex + 1, 0)).getUTCDate();
  const next = new Date(Date.UTC(nextYear, nextMonthIndex, Math.min(day, lastDay)));
  return next.toISOString().slice(0, 10);
}

/** The subscription checkout's next page: its first incomplete step, or its review-order. */
export function getNextSubscriptionCheckoutPath(progress: CheckoutProgress): string {
  const next = findNextStep(SUBSCRIPTION_FLOW, progress);
  return next ? `${SUBSCRIPTION_CHECKOUT_BASE_PATH}/${next}` : SUBSCRIPTION_REVIEW_PATH;
}
