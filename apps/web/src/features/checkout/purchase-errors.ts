import {
  ORDER_ERROR_CODES,
  opioidRestrictionDetailsSchema,
  type OpioidRestrictionDetails,
} from '@fillwell/contracts';
import {
  CHECKOUT_BASE_PATH,
  CHECKOUT_MESSAGES,
  findPaymentFailure,
  formatPurchaseFailure,
  isCheckoutStep,
  type PaymentFailure,
} from '@fillwell/domain';
import { isHttpError } from '@/lib/api';
import { DEFAULT_ERROR_MESSAGE, type HttpError } from '@/lib/http';

/** Where the person fixes a failed purchase. */
export interface PurchaseFixAction {
  label: string;
  path: string;
}

/** How the review page shows a failed purchase (core-shopping §8). */
export type PurchaseProblem =
  /** An earlier order is still open: its message and a way to the orders. */
  | { kind: 'active-purchase'; message: string }
  /** Too many opioids: the opioid-restriction modal. */
  | { kind: 'opioids'; details: OpioidRestrictionDetails }
  /** Anything else, at the top of the summary, with the next step when the failure is known. */
  | { kind: 'failure'; message: string; nextStep: string | null; action: PurchaseFixAction | null };

/** Where a payment failure's next step is taken, and what its button says. */
export const PAYMENT_FAILURE_ACTIONS: Record<PaymentFailure['action'], PurchaseFixAction> = {
  change_card: { label: 'Use another card', path: `${CHECKOUT_BASE_PATH}/payment-info` },
  view_orders: { label: 'Go to Your Orders', path: '/account/orders' },
};

const FINISH_STEP_LABEL = 'Finish this step';

function readOpioidDetails(errorDetails: unknown): OpioidRestrictionDetails {
  const parsed = opioidRestrictionDetailsSchema.safeParse(errorDetails);
  if (parsed.success) return parsed.data;
  return {
    medIds: [],
    itemIds: [],
    label: CHECKOUT_MESSAGES.tooManyOpioidsLabel,
    text: CHECKOUT_MESSAGES.tooManyOpioids,
  };
}

/** checkout_incomplete names the step still to do in error_details.step. */
function readIncompleteStep(error: HttpError): PurchaseFixAction | null {
  if (error.code !== ORDER_ERROR_CODES.checkoutIncomplete) return null;
  const details = error.errorDetails as { step?: unknown } | null;
  const step = typeof details?.step === 'string' ? details.step : '';
  return isCheckoutStep(step)
    ? { label: FINISH_STEP_LABEL, path: `${CHECKOUT_BASE_PATH}/${step}` }
    : null;
}

function toFailure(error: HttpError | null, message: string): PurchaseProblem {
  const paymentFailure = findPaymentFailure(message);
  return {
    kind: 'failure',
    message: formatPurchaseFailure(message),
    nextStep: paymentFailure?.nextStep ?? null,
    action: paymentFailure
      ? PAYMENT_FAILURE_ACTIONS[paymentFailure.action]
      : error && readIncompleteStep(error),
  };
}

export function toPurchaseProblem(error: unknown): PurchaseProblem {
  const httpError = isHttpError(error) ? error : null;
  const message = httpError?.message ?? DEFAULT_ERROR_MESSAGE;
  if (httpError?.code === ORDER_ERROR_CODES.tooManyOpioids) {
    return { kind: 'opioids', details: readOpioidDetails(httpError.errorDetails) };
  }
  if (message.includes(CHECKOUT_MESSAGES.activePurchase)) {
    return { kind: 'active-purchase', message };
  }
  return toFailure(httpError, message);
}
