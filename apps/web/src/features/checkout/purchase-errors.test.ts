import { CHECKOUT_MESSAGES } from '@fillwell/domain';
import type { HttpError } from '@/lib/http';
import { toPurchaseProblem } from './purchase-errors';

function httpError(overrides: Partial<HttpError>): HttpError {
  return {
    message: 'Something went wrong, please try again',
    code: null,
    status: 402,
    validationErrors: {},
    errorDetails: null,
    ...overrides,
  };
}

describe('a failed purchase', () => {
  it('shows a declined card with the server reason and the next step', () => {
    const problem = toPurchaseProblem(
      httpError({ message: 'Your card was declined.', code: 'payment_failed' }),
    );
    expect(problem).toEqual({
      kind: 'failure',
      message: 'Failed to submit the order: Your card was declined.',
      nextStep: 'Your bank refused the charge. Use another card or call your bank.',
      action: { label: 'Use another card', path: '/checkout/payment-info' },
    });
  });

  it('does not repeat the prefix the server already gave', () => {
    const problem = toPurchaseProblem(
      httpError({ message: 'Failed to submit the order: Your card has insufficient funds.' }),
    );
    expect(problem).toMatchObject({
      message: 'Failed to submit the order: Your card has insufficient funds.',
      nextStep: 'Use another card, or add funds to this one and try again.',
    });
  });

  it('reports an active purchase with its own message', () => {
    const message = `${CHECKOUT_MESSAGES.activePurchase}. Please wait until it is complete.`;
    expect(toPurchaseProblem(httpError({ message, code: 'active_purchase' }))).toEqual({
      kind: 'active-purchase',
      message,
    });
  });

  it('opens the opioid restriction with the details the server sent', () => {
    const details = { medIds: [1, 2], itemIds: ['a', 'b'], label: 'Opioids', text: 'Only one.' };
    expect(
      toPurchaseProblem(httpError({ code: 'too_many_opioids', errorDetails: details })),
    ).toEqual({ kind: 'opioids', details });
    expect(toPurchaseProblem(httpError({ code: 'too_many_opioids' }))).toMatchObject({
      kind: 'opioids',
      details: { itemIds: [], label: CHECKOUT_MESSAGES.tooManyOpioidsLabel },
    });
  });

  it('sends an unfinished checkout to the step the server names', () => {
    const problem = toPurchaseProblem(
      httpError({
        message: CHECKOUT_MESSAGES.noPharmacy,
        code: 'checkout_incomplete',
        errorDetails: { step: 'select-pharmacy' },
      }),
    );
    expect(problem).toEqual({
      kind: 'failure',
      message: `Failed to submit the order: ${CHECKOUT_MESSAGES.noPharmacy}`,
      nextStep: null,
      action: { label: 'Finish this step', path: '/checkout/select-pharmacy' },
    });
  });

  it('shows any other failure without a next step', () => {
    expect(toPurchaseProblem(new Error('boom'))).toEqual({
      kind: 'failure',
      message: 'Failed to submit the order: Something went wrong, please try again',
      nextStep: null,
      action: null,
    });
  });
});
