import { CLAIMS, formatMoney, PRODUCT } from '@fillwell/domain';
import type { QuicksaveOffer } from './card-rules';

export const CARD_NAME = `${PRODUCT.name} discount card`;

/** The price the card gets, as the quicksave screens name it (spec §9: the quick save category). */
export const QUICK_SAVE_LABEL = 'Quick save price';

export const QUICKSAVE_TITLE = `Get your free ${CARD_NAME}`;

export const QUICKSAVE_INTRO = `Save up to ${CLAIMS.maxSavingsPercent}% on ${CLAIMS.medicationCount} medications. Your card is ready on your phone in about a minute.`;

/** What the card is, in four plain facts. */
export const CARD_FACTS = [
  {
    title: 'Free',
    text: 'No fee, no membership and nothing to cancel. You only pay for your medication.',
  },
  {
    title: 'Not insurance',
    text: `${PRODUCT.name} is not insurance. The card is a discount plan operated by a separate discount plan organization. Use it instead of insurance, or when you have none.`,
  },
  {
    title: 'Accepted at pharmacies in its network',
    text: 'Show it at the counter of any pharmacy in the card network. You can also choose one pharmacy as your card pharmacy.',
  },
  {
    title: `The ${QUICK_SAVE_LABEL.toLowerCase()}`,
    text: `The ${QUICK_SAVE_LABEL.toLowerCase()} is the discount-card price you see on ${PRODUCT.name}: the same price at the pharmacy counter and when you buy online for pickup.`,
  },
] as const;

export const SIGNUP_STEPS = [
  'Enter your mobile number.',
  'Type in the 6-digit code we text you.',
  'Your card is ready: show its member ID, BIN, PCN and group at the pharmacy.',
] as const;

export function describeOffer(offer: QuicksaveOffer): string {
  return `This link includes ${formatMoney(offer.discountCents)} off your next ${PRODUCT.name} order, kept with your card when you sign up.`;
}

export const MATCH_CODE_NOTE = 'Your invitation is applied when your card is issued.';

export const CARD_PAGE_TITLE = `Your ${CARD_NAME}`;
export const NEW_CARD_NOTICE = `Your ${CARD_NAME} is ready. Show it at the pharmacy counter, or buy online at the ${QUICK_SAVE_LABEL.toLowerCase()}.`;
