import type { Order } from '@fillwell/contracts';
import { formatMoney } from '@fillwell/domain';
import type { PaymentProvider } from '../../adapters/payments/index';
import type { AppDatabase } from '../../db/client';
import type { OrderRow } from '../../db/schema/index';
import { createNotFoundError, HttpError } from '../../plugins/http-error';
import type { Executor } from '../cart/index';
import {
  planCancellation,
  type CancellationPlan,
  type CancellationTarget,
} from './cancellation-plan';
import { ORDER_NOT_FOUND, type OrderReader } from './order-reader';
import {
  cancelOrderItems,
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
} from './order-repository';

export interface CancellationServiceOptions {
  db: AppDatabase;
  provider: PaymentProvider;
  reader: OrderReader;
}

type PlannedCancel = Extract<CancellationPlan, { kind: 'cancel' }>;

/** A refund recorded before the provider is asked, so that concurrent requests see it. */
interface PendingRefund {
  plan: PlannedCancel;
  paymentId: string;
  chargeId: string;
}

export const REFUND_FAILED_MESSAGE =
  'We could not refund your card just now, so nothing was cancelled. Please try again.';

function isPlaced(order: OrderRow): boolean {
  return order.status === 'paid' || (order.status === 'cancelled' && order.failureMessage === null);
}

/**
 * Cancelling an order or one item, and paying back the card. Step one (a transaction) decides
 * and records the refund as under way; step two asks the provider (outside any transaction);
 * step three records the cancellation. Cancelling what is already cancelled changes nothing.
 */
export function createCancellationService(options: CancellationServiceOptions) {
  const { db, provider, reader } = options;

  async function cancel(
    accountId: string,
    orderId: string,
    target: CancellationTarget,
    reason: string,
  ): Promise<Order> {
    const pending = await db.transaction((tx) => decide(tx, accountId, orderId, target, reason));
    if (pending) await refundAndRecord(accountId, orderId, pending, reason);
    return reader.getOrder(accountId, orderId);
  }

  async function decide(
    tx: Executor,
    accountId: string,
    orderId: string,
    target: CancellationTarget,
    reason: string,
  ): Promise<PendingRefund | null> {
    const order = await lockOrder(tx, orderId);
    if (!order || order.accountId !== accountId || !isPlaced(order)) {
      throw createNotFoundError(ORDER_NOT_FOUND);
    }
    // One after another: a transaction is one connection.
    const items = await listOrderItems(tx, [orderId]);
    const payments = await listOrderPayments(tx, [orderId]);
    const plan = planCancellation({ order, items, payments }, target);
    if (plan.kind === 'unchanged') return null;
    const charge = payments.find((payment) => payment.kind === 'charge');
    if (plan.refundCents <= 0 || !charge) {
      await recordCancellation(tx, order, plan, reason);
      return null;
    }
    const paymentId = await insertOrderPayment(tx, {
      orderId,
      kind: 'refund',
      amountCents: plan.refundCents,
      providerReference: `pending:${plan.refundKey}`,
      orderItemId: plan.orderItemId,
    });
    return { plan, paymentId, chargeId: charge.providerReference };
  }

  async function refundAndRecord(
    accountId: string,
    orderId: string,
    pending: PendingRefund,
    reason: string,
  ): Promise<void> {
    const refunded = await provider.refund({
      accountId,
      chargeId: pending.chargeId,
      amountCents: pending.plan.refundCents,
      idempotencyKey: pending.plan.refundKey,
    });
    if (!refunded.ok) {
      // Nothing changed for the person; the same key makes a retry safe at the provider.
      await deleteOrderPayment(db, pending.paymentId);
      throw new HttpError(502, 'refund_failed', REFUND_FAILED_MESSAGE);
    }
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) return;
      await setPaymentReference(tx, pending.paymentId, refunded.value.refundId);
      await recordCancellation(tx, order, pending.plan, reason);
    });
  }

  /** The items cancelled; with the last one, the order too and its wallet credit given back. */
  async function recordCancellation(
    tx: Executor,
    order: OrderRow,
    plan: PlannedCancel,
    reason: string,
  ): Promise<void> {
    await cancelOrderItems(tx, plan.itemIds, reason);
    const events: NewOrderEvent[] = plan.isWholeOrder
      ? []
      : plan.itemIds.map((itemId) => ({
          orderId: order.id,
          kind: 'item_cancelled',
          actor: 'user',
          note: `${itemId}: ${reason}`,
        }));
    if (plan.refundCents > 0) {
      const note = `${formatMoney(plan.refundCents)} to the card`;
      events.push({ orderId: order.id, kind: 'refunded', actor: 'system', note });
    }
    const remaining = (await listOrderItems(tx, [order.id])).filter(
      (item) => item.status === 'active',
    );
    if (!remaining.length && order.status === 'paid') {
      await closeOrder(tx, order, reason, events);
    }
    await insertOrderEvents(tx, events);
  }

  async function closeOrder(
    tx: Executor,
    order: OrderRow,
    reason: string,
    events: NewOrderEvent[],
  ): Promise<void> {
    await updateOrder(tx, order.id, {
      status: 'cancelled',
      fulfillmentStatus: 'cancelled',
      cancellationReason: reason,
    });
    if (order.walletCents > 0) {
      await insertWalletEntry(tx, order.accountId, order.walletCents, `refund:${order.id}`);
    }
    events.unshift({
      orderId: order.id,
      kind: 'cancelled',
      fromStatus: order.fulfillmentStatus,
      toStatus: 'cancelled',
      actor: 'user',
      note: reason,
    });
  }

  return {
    cancelOrder: (accountId: string, orderId: string, reason: string) =>
      cancel(accountId, orderId, { kind: 'order' }, reason),
    cancelItem: (accountId: string, orderId: string, itemId: string, reason: string) =>
      cancel(accountId, orderId, { kind: 'item', itemId }, reason),
  };
}

export type CancellationService = ReturnType<typeof createCancellationService>;
