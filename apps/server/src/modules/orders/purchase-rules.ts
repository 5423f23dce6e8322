import {
  ORDER_ERROR_CODES,
  type Cart,
  type OpioidRestrictionDetails,
  type PurchaseRequest,
} from '@fillwell/contracts';
import {
  CARD_MESSAGES,
  CART_MESSAGES,
  CHECKOUT_MESSAGES,
  isOverOrderCeiling,
  MAX_OPIOIDS_PER_ORDER,
  type CheckoutStep,
} from '@fillwell/domain';
import { HttpError } from '../../plugins/http-error';

/** The purchase's refusals, each in the one error shape with the checkout's words. */
export const PURCHASE_ERRORS = {
  emptyCart: () => new HttpError(400, ORDER_ERROR_CODES.emptyCart, CHECKOUT_MESSAGES.emptyCart),
  activePurchase: () =>
    new HttpError(409, ORDER_ERROR_CODES.activePurchase, CHECKOUT_MESSAGES.activePurchase),
  noCard: () => new HttpError(400, ORDER_ERROR_CODES.noCard, CHECKOUT_MESSAGES.noCard),
  consentRequired: () =>
    new HttpError(400, ORDER_ERROR_CODES.consentRequired, CHECKOUT_MESSAGES.consentRequired),
  paymentFailed: (message: string) => new HttpError(402, ORDER_ERROR_CODES.paymentFailed, message),
  orderCeiling: () =>
    new HttpError(400, ORDER_ERROR_CODES.orderCeiling, CART_MESSAGES.orderCeiling),
  /** A step of the checkout is not done; error_details.step names it for the web app. */
  checkoutIncomplete: (message: string, step: CheckoutStep) =>
    new HttpError(400, ORDER_ERROR_CODES.checkoutIncomplete, message, { errorDetails: { step } }),
};

/** What the purchase knows besides the cart when it checks it. */
export interface PurchaseCheckContext {
  hasShippingAddress: boolean;
}

/** Too many opioids for one order (core-shopping §8): which items, for the restriction modal. */
export function findOpioidRestriction(view: Cart): OpioidRestrictionDetails | null {
  const opioids = view.items.filter((item) => item.promotionalCategory === 'opioid');
  if (opioids.length <= MAX_OPIOIDS_PER_ORDER) return null;
  return {
    medIds: opioids.map((item) => item.medId),
    itemIds: opioids.map((item) => item.id),
    label: CHECKOUT_MESSAGES.tooManyOpioidsLabel,
    text: CHECKOUT_MESSAGES.tooManyOpioids,
  };
}

function hasPrescriptionSource(item: Cart['items'][number]): boolean {
  return item.rxSrcType !== null || item.transferSource !== null;
}

/**
 * Whether the cart can be bought as it is, in the order the person would fix things: what is in
 * the cart, where it goes, where its prescriptions come from, then the agreement.
 */
export function assertCartPurchasable(
  view: Cart,
  request: PurchaseRequest,
  context: PurchaseCheckContext,
): void {
  if (!view.items.length) throw PURCHASE_ERRORS.emptyCart();
  if (isOverOrderCeiling([view.subtotal.amountCents, view.total.amountCents])) {
    throw PURCHASE_ERRORS.orderCeiling();
  }
  const opioids = findOpioidRestriction(view);
  if (opioids) {
    throw new HttpError(422, ORDER_ERROR_CODES.tooManyOpioids, opioids.text, {
      errorDetails: opioids,
    });
  }
  if (view.fulfillment === 'delivery') {
    if (!context.hasShippingAddress) {
      throw PURCHASE_ERRORS.checkoutIncomplete(
        CHECKOUT_MESSAGES.noShippingAddress,
        'delivery-address',
      );
    }
    if (!view.items.every(hasPrescriptionSource)) {
      throw PURCHASE_ERRORS.checkoutIncomplete(
        CHECKOUT_MESSAGES.noPrescriptionSource,
        'transfer-rx',
      );
    }
  } else if (!view.pharmacy) {
    throw PURCHASE_ERRORS.checkoutIncomplete(CHECKOUT_MESSAGES.noPharmacy, 'select-pharmacy');
  }
  const hasConsultation = view.items.some((item) => item.rxSrcType === 'consultation');
  if (
    view.reimbursementConsentRequired &&
    request.reimbursementConsent !== true &&
    !hasConsultation
  ) {
    throw PURCHASE_ERRORS.consentRequired();
  }
}

/** The wallet credit the order spends: what the cart says it would apply, when asked to. */
export function computeWalletCents(view: Cart, useWallet: boolean | undefined): number {
  return useWallet ? (view.walletCredit?.appliedAmount.amountCents ?? 0) : 0;
}

/** A card is expired once the month of its expiry has passed. */
export function isCardExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}

export function assertCardUsable(card: { expMonth: number; expYear: number }, now: Date): void {
  if (isCardExpired(card, now)) throw PURCHASE_ERRORS.paymentFailed(CARD_MESSAGES.expired);
}
