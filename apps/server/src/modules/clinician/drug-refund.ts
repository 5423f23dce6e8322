import { TELEMED_ERROR_CODES } from '@fillwell/contracts';
import { formatMoney } from '@fillwell/domain';
import type { PaymentProvider } from '../../adapters/payments/index';
import type { AppDatabase, Executor } from '../../db/client';
import type { OrderItemRow, OrderRow } from '../../db/schema/index';
import { HttpError } from '../../plugins/http-error';
import {
  cancelOrderItems,
  computeRemainingCents,
  deleteOrderPayment,
  insertOrderEvents,
  insertOrderPayment,
  insertWalletEntry,
  listOrderItems,
  listOrderPayments,
  lockOrder,
  setPaymentReference,
  updateOrder,
  type NewOrderEvent,
} from '../orders/index';
import { createOrderChangingError, DECISION_MESSAGES, isRefundUnderWay } from './decision-rules';

/** A refund of the medication recorded before the provider is asked, so others see it. */
export interface PendingDrugRefund {
  accountId: string;
  orderId: string;
  itemId: string;
  paymentId: string;
  chargeId: string;
  refundCents: number;
  refundKey: string;
}

/** none: nothing to pay back (nothing charged, or already repaid); the item is still cancelled. */
export type DrugRefundPlan = { kind: 'none' } | { kind: 'refund'; pending: PendingDrugRefund };

/**
 * Plans paying back the declined medication's price (its doctor-visit fee is kept: the visit
 * took place). The refund row is recorded as under way in the caller's transaction; the key is
 * the one the orders module uses for the item, so the item is never repaid twice.
 */
export async function planDrugRefund(
  tx: Executor,
  orderId: string,
  item: OrderItemRow,
): Promise<DrugRefundPlan | null> {
  const order = await lockOrder(tx, orderId);
  if (!order) return null;
  const payments = await listOrderPayments(tx, [orderId]);
  if (isRefundUnderWay(payments, item)) throw createOrderChangingError();
  const charge = payments.find((payment) => payment.kind === 'charge');
  const refundCents = Math.min(item.priceWithCouponsCents, computeRemainingCents(payments));
  if (!charge || refundCents <= 0) return { kind: 'none' };
  const refundKey = `${orderId}:refund:item:${item.id}`;
  const paymentId = await insertOrderPayment(tx, {
    orderId,
    kind: 'refund',
    amountCents: refundCents,
    providerReference: `pending:${refundKey}`,
    orderItemId: item.id,
  });
  const pending = {
    accountId: order.accountId,
    orderId,
    itemId: item.id,
    paymentId,
    chargeId: charge.providerReference,
    refundCents,
    refundKey,
  };
  return { kind: 'refund', pending };
}

/** Asks the provider; on failure the pending row goes and nothing has changed (502). */
export async function payBackDrug(
  db: AppDatabase,
  provider: PaymentProvider,
  pending: PendingDrugRefund,
): Promise<string> {
  const refunded = await provider.refund({
    accountId: pending.accountId,
    chargeId: pending.chargeId,
    amountCents: pending.refundCents,
    idempotencyKey: pending.refundKey,
  });
  if (refunded.ok) return refunded.value.refundId;
  await deleteOrderPayment(db, pending.paymentId);
  throw new HttpError(502, TELEMED_ERROR_CODES.refundFailed, DECISION_MESSAGES.refundFailed);
}

export async function confirmDrugRefund(
  tx: Executor,
  pending: PendingDrugRefund,
  refundId: string,
): Promise<void> {
  await setPaymentReference(tx, pending.paymentId, refundId);
}

/**
 * The declined item is cancelled with an audit trail; with the last active item the order is
 * cancelled too, giving back the wallet credit the card refund did not cover of the medication.
 */
export async function cancelDeclinedItem(
  tx: Executor,
  orderId: string,
  item: OrderItemRow,
  refundCents: number,
): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (!order) return;
  const reason = DECISION_MESSAGES.declineReason;
  await cancelOrderItems(tx, [item.id], reason);
  const events: NewOrderEvent[] = [
    { orderId, kind: 'item_cancelled', actor: 'clinician', note: `${item.id}: ${reason}` },
  ];
  if (refundCents > 0) {
    const note = `${formatMoney(refundCents)} to the card`;
    events.push({ orderId, kind: 'refunded', actor: 'system', note });
  }
  const remaining = (await listOrderItems(tx, [orderId])).filter((row) => row.status === 'active');
  if (!remaining.length && order.status === 'paid') {
    await closeOrder(tx, order, item.priceWithCouponsCents - refundCents, events);
  }
  await insertOrderEvents(tx, events);
}

async function closeOrder(
  tx: Executor,
  order: OrderRow,
  uncoveredCents: number,
  events: NewOrderEvent[],
): Promise<void> {
  const reason = DECISION_MESSAGES.declineReason;
  await updateOrder(tx, order.id, {
    status: 'cancelled',
    fulfillmentStatus: 'cancelled',
    cancellationReason: reason,
  });
  const walletBack = Math.min(order.walletCents, Math.max(0, uncoveredCents));
  if (walletBack > 0) {
    await insertWalletEntry(tx, order.accountId, walletBack, `refund:${order.id}`);
  }
  events.unshift({
    orderId: order.id,
    kind: 'cancelled',
    fromStatus: order.fulfillmentStatus,
    toStatus: 'cancelled',
    actor: 'clinician',
    note: reason,
  });
}
