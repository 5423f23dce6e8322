import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES } from '@fillwell/domain';
import type { HttpError } from '@/lib/http';
import { isSettledFailure, toSubscriptionProblem } from './subscription-problems';

function httpError(overrides: Partial<HttpError>): HttpError {
  return {
    message: 'Something went wrong, please try again',
    code: null,
    status: 400,
    validationErrors: {},
    errorDetails: null,
    ...overrides,
  };
}

describe('toSubscriptionProblem', () => {
  it('links an existing subscription to Your Orders', () => {
    const problem = toSubscriptionProblem(
      httpError({
        status: 409,
        code: 'subscription_exists',
        message: 'Subscription already exists for the drug',
      }),
    );
    expect(problem).toEqual({
      kind: 'failure',
      message: 'Subscription already exists for the drug',
      nextStep: null,
      action: { label: 'Go to Your Orders', path: '/account/orders' },
    });
  });

  it('shows a payment failure with the checkout text and a card change in this flow', () => {
    const problem = toSubscriptionProblem(
      httpError({ status: 402, code: 'payment_failed', message: CARD_MESSAGES.declined }),
    );
    expect(problem.message).toBe(`Failed to submit the order: ${CARD_MESSAGES.declined}`);
    expect(problem.nextStep).toMatch(/another card/);
    expect(problem.action).toEqual({
      label: 'Use another card',
      path: '/checkout/subscriptions/payment-info',
    });
  });

  it('sends an unfinished step back to it', () => {
    const problem = toSubscriptionProblem(
      httpError({
        code: 'checkout_incomplete',
        message: 'Add a shipping address to continue',
        errorDetails: { step: 'delivery-address' },
      }),
    );
    expect(problem.action?.path).toBe('/checkout/subscriptions/delivery-address');
  });

  it('keeps the attempt key for timeouts and server failures only', () => {
    expect(isSettledFailure(httpError({ status: 402 }))).toBe(true);
    expect(isSettledFailure(httpError({ status: 504 }))).toBe(false);
    expect(isSettledFailure(new Error('boom'))).toBe(false);
  });
});
