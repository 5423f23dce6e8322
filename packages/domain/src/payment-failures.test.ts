import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES } from './card-rules';
import { findPaymentFailure, formatPurchaseFailure } from './payment-failures';

describe('payment failures', () => {
  it.each([
    [CARD_MESSAGES.declined, 'card_declined'],
    [CARD_MESSAGES.insufficientFunds, 'insufficient_funds'],
    [CARD_MESSAGES.expired, 'expired_card'],
    [CARD_MESSAGES.cvcIncorrect, 'incorrect_cvc'],
    [CARD_MESSAGES.numberIncorrect, 'incorrect_number'],
  ])('gives "%s" a next step with another card', (message, kind) => {
    const failure = findPaymentFailure(message);
    expect(failure?.kind).toBe(kind);
    expect(failure?.action).toBe('change_card');
    expect(failure?.nextStep).toMatch(/\w/);
  });

  it('finds the failure inside a purchase message, in any case', () => {
    const message = formatPurchaseFailure(`Failed to submit the order: ${CARD_MESSAGES.declined}`);
    expect(findPaymentFailure(message.toUpperCase())?.kind).toBe('card_declined');
  });

  it('gives no next step for a message it does not know', () => {
    expect(findPaymentFailure('Something went wrong')).toBeNull();
  });
});
