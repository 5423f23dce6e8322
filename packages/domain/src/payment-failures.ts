/**
 * The payment-failure texts (core-shopping §8), matched case-insensitively in a failure message,
 * each with the next step the person is offered: the same whether the card was refused when it
 * was saved or at a purchase.
 */
export interface PaymentFailure {
  kind:
    | 'insufficient_funds'
    | 'card_declined'
    | 'active_fill'
    | 'incorrect_number'
    | 'unsupported_purchase'
    | 'expired_card'
    | 'incorrect_cvc';
  match: string;
  nextStep: string;
  /** Where the next step is taken: another card, or the person's orders. */
  action: 'change_card' | 'view_orders';
}

export const PAYMENT_FAILURES: readonly PaymentFailure[] = [
  {
    kind: 'insufficient_funds',
    match: 'insufficient funds',
    nextStep: 'Use another card, or add funds to this one and try again.',
    action: 'change_card',
  },
  {
    kind: 'card_declined',
    match: 'card was declined',
    nextStep: 'Your bank refused the charge. Use another card or call your bank.',
    action: 'change_card',
  },
  {
    kind: 'active_fill',
    match: 'already have an active',
    nextStep: 'Your last order is still being processed. Check its status in Your Orders.',
    action: 'view_orders',
  },
  {
    kind: 'incorrect_number',
    match: 'card number is incorrect',
    nextStep: 'Add the card again with the right number, or use another card.',
    action: 'change_card',
  },
  {
    kind: 'unsupported_purchase',
    match: 'does not support this type of purchase',
    nextStep: 'This card cannot pay for this order. Use another card.',
    action: 'change_card',
  },
  {
    kind: 'expired_card',
    match: 'card has expired',
    nextStep: 'Add a card that has not expired, or update this one.',
    action: 'change_card',
  },
  {
    kind: 'incorrect_cvc',
    match: 'security code is incorrect',
    nextStep: 'Enter the 3 or 4 digits printed on your card again, or use another card.',
    action: 'change_card',
  },
];

/** The payment failure a message describes, if any. */
export function findPaymentFailure(message: string): PaymentFailure | null {
  const lower = message.toLowerCase();
  return PAYMENT_FAILURES.find((failure) => lower.includes(failure.match)) ?? null;
}

/** The purchase-failure message as shown: 'Failed to submit the order' with the server's reason. */
export function formatPurchaseFailure(serverMessage: string): string {
  const reason = serverMessage.replace(/^Failed to submit the order:?\s*/i, '').trim();
  return reason ? `Failed to submit the order: ${reason}` : 'Failed to submit the order';
}
