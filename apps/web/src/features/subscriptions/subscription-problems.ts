import { ORDER_ERROR_CODES, SUBSCRIPTION_ERROR_CODES } from '@fillwell/contracts';
import {
  findPaymentFailure,
  formatPurchaseFailure,
  isCheckoutStep,
  SUBSCRIPTION_CHECKOUT_BASE_PATH,
  SUBSCRIPTION_MESSAGES,
  type PaymentFailure,
} from '@fillwell/domain';
import { isHttpError } from '@/lib/api';
import { DEFAULT_ERROR_MESSAGE, type HttpError } from '@/lib/http';

/** Where the person fixes a failed subscription purchase. */
export interface SubscriptionFixAction {
  label: string;
  path: string;
}

/** A failed purchase as the review page shows it, at the top (core-shopping §8). */
export interface SubscriptionProblem {
  kind: 'failure';
  message: string;
  nextStep: string | null;
  action: SubscriptionFixAction | null;
}

export const ORDERS_ACTION: SubscriptionFixAction = {
  label: 'Go to Your Orders',
  path: SUBSCRIPTION_MESSAGES.alreadyExistsPath,
};

/** The checkout's next steps for payment failures, within the subscription flow. */
const PAYMENT_FAILURE_ACTIONS: Record<PaymentFailure['action'], SubscriptionFixAction> = {
  change_card: {
    label: 'Use another card',
    path: `${SUBSCRIPTION_CHECKOUT_BASE_PATH}/payment-info`,
  },
  view_orders: ORDERS_ACTION,
};

/** checkout_incomplete names the step still to do in error_details.step. */
function readIncompleteStep(error: HttpError): SubscriptionFixAction | null {
  if (error.code !== ORDER_ERROR_CODES.checkoutIncomplete) return null;
  const details = error.errorDetails as { step?: unknown } | null;
  const step = typeof details?.step === 'string' ? details.step : '';
  return isCheckoutStep(step)
    ? { label: 'Finish this step', path: `${SUBSCRIPTION_CHECKOUT_BASE_PATH}/${step}` }
    : null;
}

export function toSubscriptionProblem(error: unknown): SubscriptionProblem {
  const httpError = isHttpError(error) ? error : null;
  const message = httpError?.message ?? DEFAULT_ERROR_MESSAGE;
  if (httpError?.code === SUBSCRIPTION_ERROR_CODES.exists) {
    return { kind: 'failure', message, nextStep: null, action: ORDERS_ACTION };
  }
  if (httpError?.code === ORDER_ERROR_CODES.paymentFailed) {
    const failure = findPaymentFailure(message);
    return {
      kind: 'failure',
      message: formatPurchaseFailure(message),
      nextStep: failure?.nextStep ?? null,
      action: failure ? PAYMENT_FAILURE_ACTIONS[failure.action] : null,
    };
  }
  return {
    kind: 'failure',
    message,
    nextStep: null,
    action: httpError ? readIncompleteStep(httpError) : null,
  };
}

/** A refusal the same attempt would meet again: the next attempt gets a new key. */
export function isSettledFailure(error: unknown): boolean {
  return isHttpError(error) && error.status >= 400 && error.status < 500;
}
