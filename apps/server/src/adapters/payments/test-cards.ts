import { CARD_MESSAGES } from '@fillwell/domain';

/**
 * What a saved card does in the embedded gateway, following Stripe's public test numbers: any
 * other valid number succeeds. Declines, expired cards and wrong security codes fail when the card
 * is saved (Stripe verifies a card when it is attached); insufficient funds, and the card Stripe
 * documents as attaching but declining every charge (…0341), fail only at a charge.
 */
export const TEST_CARD_OUTCOMES = [
  'succeeds',
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'charge_declined',
] as const;
export type TestCardOutcome = (typeof TEST_CARD_OUTCOMES)[number];

const OUTCOME_BY_NUMBER: ReadonlyMap<string, TestCardOutcome> = new Map([
  ['4000000000000002', 'card_declined'],
  ['4000000000009995', 'insufficient_funds'],
  ['4000000000000069', 'expired_card'],
  ['4000000000000127', 'incorrect_cvc'],
  ['4000000000000341', 'charge_declined'],
]);

export function getTestCardOutcome(digits: string): TestCardOutcome {
  return OUTCOME_BY_NUMBER.get(digits) ?? 'succeeds';
}

export function isTestCardOutcome(value: string): value is TestCardOutcome {
  return (TEST_CARD_OUTCOMES as readonly string[]).includes(value);
}

/** The failure a card with this outcome gives when it is saved, or null when saving succeeds. */
export function getSaveFailure(outcome: TestCardOutcome): { code: string; message: string } | null {
  if (outcome === 'card_declined')
    return { code: 'card_declined', message: CARD_MESSAGES.declined };
  if (outcome === 'expired_card') return { code: 'expired_card', message: CARD_MESSAGES.expired };
  if (outcome === 'incorrect_cvc') {
    return { code: 'incorrect_cvc', message: CARD_MESSAGES.cvcIncorrect };
  }
  return null;
}

/** The failure a charge on a saved card with this outcome gives, or null when it succeeds. */
export function getChargeFailure(
  outcome: TestCardOutcome,
): { code: string; message: string } | null {
  if (outcome === 'insufficient_funds') {
    return { code: 'insufficient_funds', message: CARD_MESSAGES.insufficientFunds };
  }
  if (outcome === 'charge_declined')
    return { code: 'card_declined', message: CARD_MESSAGES.declined };
  return getSaveFailure(outcome);
}
