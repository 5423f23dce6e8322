import type { Order } from '@fillwell/contracts';
import { formatMoney } from '@fillwell/domain';
import type {
  PaymentProvider,
  ProviderRefund,
  ProviderResult,
} from '../../adapters/payments/index';
import type { AppDatabase } from '../../db/client';
import type { OrderRow, PendingRefundRow } from '../../db/schema/index';
import { createNotFoundError, HttpError } from '../../plugins/http-error';
import { NO_CRASH, type CrashPoint } from '../../test-faults/crash-point';
import type { Executor } from '../cart/index';
import { SERVER_INSTANCE_ID } from '../server-instances/index';
import { reverseReferralCredit } from '../referrals/index';
import {
  computeRemainingCents,
  planCancellation,
  type CancellationOptions,
  type CancellationPlan,
  type CancellationTarget,
} from './cancellation-plan';
import { ORDER_NOT_FOUND, type OrderReader } from './order-reader';
import {
  cancelOrderItems,
  deleteOrderPayment,
  deletePendingRefund,
  insertOrderEvents,
  insertOrderPayment,
  insertPendingRefund,
  insertWalletEntry,
  listOrderItems,
  listOrderPayments,
  lockOrder,
  setPaymentReference,
  updateOrder,
  type NewOrderEvent,
} from './order-repository';

export interface OrderCancellationsOptions {
  db: AppDatabase;
  provider: PaymentProvider;
  /** The server instance paying refunds back; this process by default. */
  instanceId?: string;
  crashPoint?: CrashPoint;
}

export interface CancellationServiceOptions extends OrderCancellationsOptions {
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

/** How finishing a refund left behind ended. */
export type ResumedRefund =
  | 'finished'
  /** The provider refused it: the refund is dropped and nothing was cancelled. */
  | 'dropped'
  /** The provider could not be reached: still under way, to be tried again. */
  | 'unavailable';

/**
 * unchanged: already cancelled or being cancelled (nothing done); cancelled: done, with nothing
 * to pay back; refund: the refund is under way and the card is still to be paid back.
 */
export type CancellationStart =
  | { kind: 'unchanged' }
  | { kind: 'cancelled'; plan: PlannedCancel }
  | { kind: 'refund'; pending: PendingRefund };

/** A refund payment's reference until the provider's refund id replaces it. */
const PENDING_PREFIX = 'pending:';

export const REFUND_FAILED_MESSAGE =
  'We could not refund your card just now, so nothing was cancelled. Please try again.';

function isPlaced(order: OrderRow): boolean {
  return order.status === 'paid' || (order.status === 'cancelled' && order.failureMessage === null);
}

/**
 * Cancelling an order or one item, and paying back the card, in three steps: start (in a
 * transaction) decides and records the refund as under way, with what finishing it records;
 * payBack asks the provider (outside any transaction); finish (in a transaction) records the
 * cancellation. Callers may run their own writes in the steps' transactions. A refund left under
 * way by a server instance that is gone is finished by resume.
 */
export function createOrderCancellations(options: OrderCancellationsOptions) {
  const { db, provider } = options;
  const instanceId = options.instanceId ?? SERVER_INSTANCE_ID;

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
      providerReference: `${PENDING_PREFIX}${plan.refundKey}`,
      orderItemId: plan.orderItemId,
    });
    const chargeId = charge.providerReference;
    await insertPendingRefund(tx, {
      paymentId,
      orderId,
      instanceId,
      cancellation: { request, plan, chargeId },
    });
    return { kind: 'refund', pending: { request, plan, paymentId, chargeId } };
  }

  /** The same key makes asking again safe: the provider answers the first refund. */
  function askRefund(pending: PendingRefund): Promise<ProviderResult<ProviderRefund>> {
    return provider.refund({
      accountId: pending.request.accountId,
      chargeId: pending.chargeId,
      amountCents: pending.plan.refundCents,
      idempotencyKey: pending.plan.refundKey,
    });
  }

  /** The provider's refund id; null when it refused (the pending refund is gone: nothing changed). */
  async function payBack(pending: PendingRefund): Promise<string | null> {
    const refunded = await askRefund(pending);
    if (refunded.ok) return refunded.value.refundId;
    await deleteOrderPayment(db, pending.paymentId);
    return null;
  }

  /** Records the cancellation once: a second finish of the same refund changes nothing. */
  async function finish(tx: Executor, pending: PendingRefund, refundId: string): Promise<void> {
    const order = await lockOrder(tx, pending.request.orderId);
    if (!order) return;
    const payments = await listOrderPayments(tx, [order.id]);
    const payment = payments.find((row) => row.id === pending.paymentId);
    await deletePendingRefund(tx, pending.paymentId);
    if (!payment?.providerReference.startsWith(PENDING_PREFIX)) return;
    await setPaymentReference(tx, pending.paymentId, refundId);
    await recordCancellation(tx, order, pending.plan, pending.request);
  }

  /** Finishes a refund whose server instance is gone, as payBack and finish would have. */
  async function resume(row: PendingRefundRow): Promise<ResumedRefund> {
    const pending: PendingRefund = { ...row.cancellation, paymentId: row.paymentId };
    const refunded = await askRefund(pending);
    if (!refunded.ok && refunded.error.kind === 'unavailable') return 'unavailable';
    if (!refunded.ok) {
      await deleteOrderPayment(db, pending.paymentId);
      return 'dropped';
    }
    await db.transaction((tx) => finish(tx, pending, refunded.value.refundId));
    return 'finished';
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

  return { start, payBack, finish, resume };
}

export type OrderCancellations = ReturnType<typeof createOrderCancellations>;

/**
 * The order cancelled, with its wallet credit (up to the plan's cap) given back. Refunded in full
 * (nothing left charged, every cent of wallet credit back), it no longer earns an inviter's reward.
 */
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
  const payments = await listOrderPayments(tx, [order.id]);
  if (computeRemainingCents(payments) === 0 && walletBack >= order.walletCents) {
    await reverseReferralCredit(tx, order.id);
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
  const crashPoint = options.crashPoint ?? NO_CRASH;

  async function cancel(request: CancellationRequest): Promise<Order> {
    const started = await db.transaction((tx) => cancellations.start(tx, request));
    if (started.kind === 'refund') {
      const { pending } = started;
      crashPoint('cancel:after-start');
      const refundId = await cancellations.payBack(pending);
      crashPoint('cancel:after-refund');
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
