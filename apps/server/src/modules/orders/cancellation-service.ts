import type { Order } from '@fillwell/contracts';
import { formatMoney } from '@fillwell/domain';
import type { PaymentProvider } from '../../adapters/payments/index';
import type { AppDatabase } from '../../db/client';
import type { OrderRow } from '../../db/schema/index';
import { createNotFoundError, HttpError } from '../../plugins/http-error';
import type { Executor } from '../cart/index';
import {
  planCancellation,
  type CancellationOptions,
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

/** What to cancel, why, and for whom (the order must be the account's). */
export interface CancellationRequest {
  accountId: string;
  orderId: string;
  target: CancellationTarget;
  reason: string;
  /** Who cancels, in the order's history: the person unless said. */
  actor?: 'user' | 'clinician';
  options?: CancellationOptions;
}

type PlannedCancel = Extract<CancellationPlan, { kind: 'cancel' }>;

/** A refund recorded before the provider is asked, so that concurrent requests see it. */
export interface PendingRefund {
  request: CancellationRequest;
  plan: PlannedCancel;
  paymentId: string;
  chargeId: string;
}

/**
 * unchanged: already cancelled or being cancelled (nothing done); cancelled: done, with nothing
 * to pay back; refund: the refund is under way and the card is still to be paid back.
 */
export type CancellationStart =
  | { kind: 'unchanged' }
  | { kind: 'cancelled'; plan: PlannedCancel }
  | { kind: 'refund'; pending: PendingRefund };

export const REFUND_FAILED_MESSAGE =
  'We could not refund your card just now, so nothing was cancelled. Please try again.';

function isPlaced(order: OrderRow): boolean {
  return order.status === 'paid' || (order.status === 'cancelled' && order.failureMessage === null);
}

/**
 * Cancelling an order or one item, and paying back the card, in three steps: start (in a
 * transaction) decides and records the refund as under way; payBack asks the provider (outside
 * any transaction); finish (in a transaction) records the cancellation. Callers may run their
 * own writes in the steps' transactions.
 */
export function createOrderCancellations(options: { db: AppDatabase; provider: PaymentProvider }) {
  const { db, provider } = options;

  async function start(tx: Executor, request: CancellationRequest): Promise<CancellationStart> {
    const { accountId, orderId } = request;
    const order = await lockOrder(tx, orderId);
    if (!order || order.accountId !== accountId || !isPlaced(order)) {
      throw createNotFoundError(ORDER_NOT_FOUND);
    }
    // One after another: a transaction is one connection.
    const items = await listOrderItems(tx, [orderId]);
    const payments = await listOrderPayments(tx, [orderId]);
    const plan = planCancellation({ order, items, payments }, request.target, request.options);
    if (plan.kind === 'unchanged') return plan;
    const charge = payments.find((payment) => payment.kind === 'charge');
    if (plan.refundCents <= 0 || !charge) {
      await recordCancellation(tx, order, plan, request);
      return { kind: 'cancelled', plan };
    }
    const paymentId = await insertOrderPayment(tx, {
      orderId,
      kind: 'refund',
      amountCents: plan.refundCents,
      providerReference: `pending:${plan.refundKey}`,
      orderItemId: plan.orderItemId,
    });
    return {
      kind: 'refund',
      pending: { request, plan, paymentId, chargeId: charge.providerReference },
    };
  }

  /** The provider's refund id; null when it refused (the pending refund is gone: nothing changed). */
  async function payBack(pending: PendingRefund): Promise<string | null> {
    const refunded = await provider.refund({
      accountId: pending.request.accountId,
      chargeId: pending.chargeId,
      amountCents: pending.plan.refundCents,
      idempotencyKey: pending.plan.refundKey,
    });
    if (refunded.ok) return refunded.value.refundId;
    // The same key makes a retry safe at the provider.
    await deleteOrderPayment(db, pending.paymentId);
    return null;
  }

  async function finish(tx: Executor, pending: PendingRefund, refundId: string): Promise<void> {
    const order = await lockOrder(tx, pending.request.orderId);
    if (!order) return;
    await setPaymentReference(tx, pending.paymentId, refundId);
    await recordCancellation(tx, order, pending.plan, pending.request);
  }

  /** The items cancelled; with the last one, the order too and its wallet credit given back. */
  async function recordCancellation(
    tx: Executor,
    order: OrderRow,
    plan: PlannedCancel,
    request: CancellationRequest,
  ): Promise<void> {
    const { reason } = request;
    const actor = request.actor ?? 'user';
    await cancelOrderItems(tx, plan.itemIds, reason);
    const events: NewOrderEvent[] = plan.isWholeOrder
      ? []
      : plan.itemIds.map((itemId) => ({
          orderId: order.id,
          kind: 'item_cancelled',
          actor,
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
      events.unshift(await closeOrder(tx, order, plan, reason, actor));
    }
    await insertOrderEvents(tx, events);
  }

  return { start, payBack, finish };
}

export type OrderCancellations = ReturnType<typeof createOrderCancellations>;

/** The order cancelled, with its wallet credit (up to the plan's cap) given back. */
async function closeOrder(
  tx: Executor,
  order: OrderRow,
  plan: PlannedCancel,
  reason: string,
  actor: string,
): Promise<NewOrderEvent> {
  await updateOrder(tx, order.id, {
    status: 'cancelled',
    fulfillmentStatus: 'cancelled',
    cancellationReason: reason,
  });
  const walletBack = Math.min(order.walletCents, plan.walletCapCents ?? order.walletCents);
  if (walletBack > 0) {
    await insertWalletEntry(tx, order.accountId, walletBack, `refund:${order.id}`);
  }
  return {
    orderId: order.id,
    kind: 'cancelled',
    fromStatus: order.fulfillmentStatus,
    toStatus: 'cancelled',
    actor,
    note: reason,
  };
}

/**
 * A person cancelling an order or one item, and paying back the card. Cancelling what is
 * already cancelled changes nothing.
 */
export function createCancellationService(options: CancellationServiceOptions) {
  const { db, reader } = options;
  const cancellations = createOrderCancellations(options);

  async function cancel(request: CancellationRequest): Promise<Order> {
    const started = await db.transaction((tx) => cancellations.start(tx, request));
    if (started.kind === 'refund') {
      const { pending } = started;
      const refundId = await cancellations.payBack(pending);
      // Nothing changed for the person.
      if (!refundId) throw new HttpError(502, 'refund_failed', REFUND_FAILED_MESSAGE);
      await db.transaction((tx) => cancellations.finish(tx, pending, refundId));
    }
    return reader.getOrder(request.accountId, request.orderId);
  }

  return {
    cancelOrder: (accountId: string, orderId: string, reason: string) =>
      cancel({ accountId, orderId, target: { kind: 'order' }, reason }),
    cancelItem: (accountId: string, orderId: string, itemId: string, reason: string) =>
      cancel({ accountId, orderId, target: { kind: 'item', itemId }, reason }),
  };
}

export type CancellationService = ReturnType<typeof createCancellationService>;
