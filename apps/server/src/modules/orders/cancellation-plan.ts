import { ORDER_ERROR_CODES } from '@fillwell/contracts';
import { isOrderCancellable } from '@fillwell/domain';
import type { OrderItemRow, OrderPaymentRow, OrderRow } from '../../db/schema/index';
import { createNotFoundError, HttpError } from '../../plugins/http-error';
import { readFulfillmentStatus } from './stored-values';

export const CANCELLATION_MESSAGES = {
  notCancellable:
    'This order has already shipped or been picked up, so it can no longer be cancelled.',
  itemNotFound: 'Order item not found',
} as const;

/** The whole order, or one of its items. */
export type CancellationTarget = { kind: 'order' } | { kind: 'item'; itemId: string };

export interface CancellationOptions {
  /**
   * A clinician declined the item after its online visit: the visit took place, so its fee stays
   * charged and only the medication's price is repaid (an item target only).
   */
  isVisitFeeKept?: boolean;
}

export type CancellationPlan =
  /** Already cancelled, or being cancelled by another request: nothing to do, no second refund. */
  | { kind: 'unchanged' }
  | {
      kind: 'cancel';
      itemIds: string[];
      /**
       * The last active item goes: the order is cancelled and gets back what remains. Never with
       * the visit fee kept, though the order still closes with its last item.
       */
      isWholeOrder: boolean;
      refundCents: number;
      /** The refund row's order item; null for the whole order. */
      orderItemId: string | null;
      /** The provider's key for this refund: one refund per item and one for the order. */
      refundKey: string;
      /**
       * With the visit fee kept: the most wallet credit given back if the order closes, the part
       * of the medication's price the card refund does not cover. Unset: all of it.
       */
      walletCapCents?: number;
    };

export interface CancellationState {
  order: OrderRow;
  items: readonly OrderItemRow[];
  payments: readonly OrderPaymentRow[];
}

function sumCents(payments: readonly OrderPaymentRow[], kind: 'charge' | 'refund'): number {
  return payments
    .filter((payment) => payment.kind === kind)
    .reduce((sum, payment) => sum + payment.amountCents, 0);
}

/** What is still charged: the charge less every refund made or under way. */
export function computeRemainingCents(payments: readonly OrderPaymentRow[]): number {
  return Math.max(0, sumCents(payments, 'charge') - sumCents(payments, 'refund'));
}

/** An item repays its price after discounts and its doctor visit's fee. */
export function computeItemRefundCents(item: OrderItemRow): number {
  return item.priceWithCouponsCents + (item.consultationPriceCents ?? 0);
}

function assertCancellable(order: OrderRow): void {
  const isCancellable =
    order.status === 'paid' && isOrderCancellable(readFulfillmentStatus(order.fulfillmentStatus));
  if (!isCancellable) {
    throw new HttpError(
      409,
      ORDER_ERROR_CODES.notCancellable,
      CANCELLATION_MESSAGES.notCancellable,
    );
  }
}

function planWholeOrder(state: CancellationState, itemIds: string[]): CancellationPlan {
  return {
    kind: 'cancel',
    itemIds,
    isWholeOrder: true,
    refundCents: computeRemainingCents(state.payments),
    orderItemId: null,
    refundKey: `${state.order.id}:refund:order`,
  };
}

/** The medication alone: its price, never more than remains charged; the visit fee stays. */
function planMedicationOnly(state: CancellationState, item: OrderItemRow): CancellationPlan {
  const refundCents = Math.min(item.priceWithCouponsCents, computeRemainingCents(state.payments));
  return {
    kind: 'cancel',
    itemIds: [item.id],
    isWholeOrder: false,
    refundCents,
    orderItemId: item.id,
    refundKey: `${state.order.id}:refund:item:${item.id}`,
    walletCapCents: Math.max(0, item.priceWithCouponsCents - refundCents),
  };
}

/**
 * What cancelling the target means now. Items with a refund recorded count as cancelled even
 * while their refund is under way, so concurrent cancellations never repay the same thing twice.
 */
export function planCancellation(
  state: CancellationState,
  target: CancellationTarget,
  options: CancellationOptions = {},
): CancellationPlan {
  const { order, items, payments } = state;
  const refundedItemIds = new Set(
    payments.filter((payment) => payment.kind === 'refund').map((payment) => payment.orderItemId),
  );
  const item = target.kind === 'item' ? items.find((row) => row.id === target.itemId) : undefined;
  if (target.kind === 'item' && !item)
    throw createNotFoundError(CANCELLATION_MESSAGES.itemNotFound);
  const isOrderGoing = order.status === 'cancelled' || refundedItemIds.has(null);
  const isItemGoing = item && (item.status === 'cancelled' || refundedItemIds.has(item.id));
  if (isOrderGoing || isItemGoing) return { kind: 'unchanged' };
  assertCancellable(order);
  const active = items.filter((row) => row.status === 'active' && !refundedItemIds.has(row.id));
  if (!item)
    return planWholeOrder(
      state,
      active.map((row) => row.id),
    );
  if (options.isVisitFeeKept) return planMedicationOnly(state, item);
  const others = active.filter((row) => row.id !== item.id);
  if (!others.length) return planWholeOrder(state, [item.id]);
  return {
    kind: 'cancel',
    itemIds: [item.id],
    isWholeOrder: false,
    refundCents: Math.min(computeItemRefundCents(item), computeRemainingCents(payments)),
    orderItemId: item.id,
    refundKey: `${order.id}:refund:item:${item.id}`,
  };
}
