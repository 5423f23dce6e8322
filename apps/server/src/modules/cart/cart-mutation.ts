import { CART_ERROR_CODES, type Cart } from '@fillwell/contracts';
import {
  CART_LIMITS,
  CART_MESSAGES,
  getFulfillment,
  isOverOrderCeiling,
  type Fulfillment,
  type PriceCategory,
} from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import type { CartItemRow, CartRow } from '../../db/schema/index';
import { HttpError } from '../../plugins/http-error';
import { getNetworkCategory, type PharmacyTarget } from './cart-pharmacy';
import { deleteCartItems, listCartItems, updateCart, updateCartItem } from './cart-repository';

type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** A cart change in progress: its transaction, the locked cart and its items. */
export interface MutationContext {
  tx: Transaction;
  cart: CartRow;
  items: CartItemRow[];
  isVerified: boolean;
}

export function createFulfillmentConflict(fulfillment: Fulfillment): HttpError {
  return new HttpError(
    409,
    CART_ERROR_CODES.fulfillmentConflict,
    CART_MESSAGES.fulfillmentConflict,
    {
      errorDetails: { fulfillment },
    },
  );
}

/** Reads the items again after a change. */
export async function refresh(context: MutationContext): Promise<void> {
  context.items = await listCartItems(context.tx, context.cart.id);
}

/** The pickup category new pickup items take when the cart has a pharmacy. */
export function cartPickupCategory(cart: CartRow): PriceCategory | null {
  const networkId = cart.pharmacyNetworkId;
  if (!networkId || (!cart.pharmacyId && !cart.pharmacyBrand)) return null;
  const category = getNetworkCategory(networkId);
  return category && category !== 'delivery' ? category : null;
}

export function assertCategoryAllowed(category: PriceCategory, isVerified: boolean) {
  if (category === 'magic' && !isVerified) {
    throw new HttpError(
      400,
      CART_ERROR_CODES.discountCardRequired,
      CART_MESSAGES.discountCardRequired,
    );
  }
}

/**
 * One fulfillment per cart. Items of the other kind answer 409 unless `force`, which removes
 * them (and a pickup pharmacy when the cart turns to delivery).
 */
export async function settleFulfillment(
  context: MutationContext,
  incoming: Fulfillment,
  isForced: boolean,
): Promise<void> {
  const others = context.items.filter(
    (item) => getFulfillment(item.priceCategory as PriceCategory) !== incoming,
  );
  if (!others.length) return;
  if (!isForced) {
    throw createFulfillmentConflict(incoming);
  }
  await deleteCartItems(
    context.tx,
    context.cart.id,
    others.map((item) => item.id),
  );
  if (incoming === 'delivery') {
    await updateCart(context.tx, context.cart.id, {
      pharmacyId: null,
      pharmacyBrand: null,
      pharmacyNetworkId: null,
    });
    context.cart = {
      ...context.cart,
      pharmacyId: null,
      pharmacyBrand: null,
      pharmacyNetworkId: null,
    };
  }
  await refresh(context);
}

/** Makes the target the cart's pharmacy and prices every item at its network. */
export async function applyTarget(
  context: MutationContext,
  target: PharmacyTarget,
  isForced: boolean,
) {
  const conflicting = context.items.filter(
    (item) => getFulfillment(item.priceCategory as PriceCategory) !== target.fulfillment,
  );
  if (conflicting.length && !isForced) {
    throw createFulfillmentConflict(target.fulfillment);
  }
  for (const item of context.items) {
    if (item.priceCategory !== target.category)
      await updateCartItem(context.tx, context.cart.id, item.id, {
        priceCategory: target.category,
        isRecurring: target.fulfillment === 'delivery' ? item.isRecurring : false,
      });
  }
  const changes = {
    pharmacyId: target.pharmacyId,
    pharmacyBrand: target.pharmacyBrand,
    pharmacyNetworkId: target.networkId,
  };
  await updateCart(context.tx, context.cart.id, changes);
  context.cart = { ...context.cart, ...changes };
  await refresh(context);
}

/** A cart that would cost more than one order may is refused (the change is rolled back). */
export function assertWithinOrderCeiling(view: Cart): void {
  if (isOverOrderCeiling([view.subtotal.amountCents, view.total.amountCents])) {
    throw new HttpError(400, CART_ERROR_CODES.orderCeiling, CART_MESSAGES.orderCeiling);
  }
}

export function assertRoom(items: readonly CartItemRow[]) {
  if (items.length > CART_LIMITS.maxItems) {
    throw new HttpError(400, CART_ERROR_CODES.cartFull, CART_MESSAGES.cartFull);
  }
}
