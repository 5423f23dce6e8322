import { and, asc, count, desc, eq, inArray, isNull, lt, not, or, sql } from 'drizzle-orm';
import {
  accounts,
  consultations,
  orderEvents,
  orderItems,
  orderPayments,
  orders,
  pendingRefunds,
  walletEntries,
  type ConsultationRow,
  type OrderEventRow,
  type OrderItemRow,
  type OrderPaymentRow,
  type OrderRow,
  type PendingRefundRow,
} from '../../db/schema/index';
import { isUniqueViolation } from '../../db/errors';
import type { Executor } from '../cart/index';
import { isInstanceGone } from '../server-instances/index';
import { createOrderRecordId } from './order-ids';
import { createOrderNumber } from './order-number';

/** A new order; insertOrder draws its order number. */
export type NewOrder = Omit<OrderRow, 'createdAt' | 'updatedAt' | 'orderNumber'>;
export type NewOrderItem = Omit<OrderItemRow, 'cancelledAt' | 'cancellationReason' | 'status'>;
export type NewOrderEvent = Pick<OrderEventRow, 'orderId' | 'kind' | 'actor'> &
  Partial<Pick<OrderEventRow, 'fromStatus' | 'toStatus' | 'note'>>;
export type NewOrderPayment = Omit<OrderPaymentRow, 'id' | 'createdAt'>;
export type NewConsultation = Omit<ConsultationRow, 'id' | 'createdAt' | 'updatedAt'>;
export type NewPendingRefund = Omit<PendingRefundRow, 'createdAt'>;
export type OrderChanges = Partial<
  Pick<
    OrderRow,
    'status' | 'fulfillmentStatus' | 'idempotencyKey' | 'failureMessage' | 'cancellationReason'
  >
>;

/** Fulfillment statuses the simulator moves on from. */
const ADVANCEABLE_STATUSES = [
  'pending',
  'transferring',
  'dispensing',
  'shipping',
  'ready_for_pickup',
];

/** Orders a person sees: paid ones and cancelled ones that had been paid. */
function isPlaced() {
  return or(
    eq(orders.status, 'paid'),
    and(eq(orders.status, 'cancelled'), isNull(orders.failureMessage)),
  );
}

export async function findOrderByKey(
  db: Executor,
  accountId: string,
  idempotencyKey: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

/** The account's order being bought, if any (at most one at a time). */
export async function findOpenOrder(
  db: Executor,
  accountId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.status, 'open')))
    .limit(1);
  return row;
}

/** An open order as the recovery sees it: who was last settling it. */
export type AbandonedOrder = Pick<OrderRow, 'id' | 'settlingInstanceId'>;

/** Open orders whose settling instance is gone, oldest first. */
export function listAbandonedOrders(db: Executor, limit: number): Promise<AbandonedOrder[]> {
  return db
    .select({ id: orders.id, settlingInstanceId: orders.settlingInstanceId })
    .from(orders)
    .where(and(eq(orders.status, 'open'), isInstanceGone(orders.settlingInstanceId)))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

/** Paid purchases whose settling instance died before sending their confirmation, oldest first. */
export function listUnconfirmedOrders(db: Executor, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'paid'),
        eq(orders.isConfirmationDue, true),
        isInstanceGone(orders.settlingInstanceId),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

/**
 * Takes the paid order's confirmation to send: the order for exactly one caller, however many
 * ask at once; undefined for the others and once it was taken.
 */
export async function claimConfirmation(
  db: Executor,
  orderId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ isConfirmationDue: false })
    .where(
      and(eq(orders.id, orderId), eq(orders.status, 'paid'), eq(orders.isConfirmationDue, true)),
    )
    .returning();
  return row;
}

function isSettledBy(instanceId: string | null) {
  return instanceId === null
    ? isNull(orders.settlingInstanceId)
    : eq(orders.settlingInstanceId, instanceId);
}

/**
 * Takes an open order over from the instance last seen settling it. False when it is no longer
 * open or someone else took it first: one taker at a time.
 */
export async function claimOpenOrder(
  db: Executor,
  orderId: string,
  seenInstanceId: string | null,
  instanceId: string,
): Promise<boolean> {
  const claimed = await db
    .update(orders)
    .set({ settlingInstanceId: instanceId, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'open'), isSettledBy(seenInstanceId)))
    .returning({ id: orders.id });
  return claimed.length > 0;
}

export async function countPlacedOrders(db: Executor, accountId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), isPlaced()));
  return row?.total ?? 0;
}

export async function findOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** The account's placed order; undefined for anyone else's, an unknown id or a failed purchase. */
export async function findPlacedOrder(
  db: Executor,
  accountId: string,
  id: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.accountId, accountId), isPlaced()))
    .limit(1);
  return row;
}

/** The order locked for the rest of the transaction. */
export async function lockOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export function listPlacedOrders(db: Executor, accountId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, accountId), isPlaced()))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

const ORDER_NUMBER_INDEX = 'orders_order_number_idx';
/** A taken number is drawn again; five taken in a row means something else is wrong. */
const ORDER_NUMBER_ATTEMPTS = 5;

/** Inserts the order with a fresh order number (drawn again while taken); answers the number. */
export async function insertOrder(
  db: Executor,
  order: NewOrder,
  items: readonly NewOrderItem[],
  drawNumber: () => string = createOrderNumber,
): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const orderNumber = drawNumber();
    try {
      // In a savepoint: a taken number fails this insert alone, not the caller's transaction.
      await db.transaction((savepoint) =>
        savepoint.insert(orders).values({ ...order, orderNumber }),
      );
      if (items.length) await db.insert(orderItems).values([...items]);
      return orderNumber;
    } catch (error) {
      if (attempt >= ORDER_NUMBER_ATTEMPTS || !isUniqueViolation(error, ORDER_NUMBER_INDEX)) {
        throw error;
      }
    }
  }
}

export async function updateOrder(db: Executor, id: string, changes: OrderChanges): Promise<void> {
  await db
    .update(orders)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(orders.id, id));
}

/**
 * Moves the fulfillment status only if it is still `from` (two movers cannot both step the same
 * order). True when it moved.
 */
export async function moveFulfillmentStatus(
  db: Executor,
  id: string,
  from: string,
  to: string,
): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({ fulfillmentStatus: to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.status, 'paid'), eq(orders.fulfillmentStatus, from)))
    .returning({ id: orders.id });
  return moved.length > 0;
}

/** Consultation statuses after which the prescription exists and the order may move on. */
const PRESCRIBED_CONSULTATION_STATUSES = ['prescribed', 'completed'];

/** The order holds an active item whose doctor visit has not prescribed it yet. */
function isWaitingForPrescription() {
  return sql`exists (
    select 1 from ${consultations}
    join ${orderItems} on ${orderItems.id} = ${consultations.orderItemId}
    where ${consultations.orderId} = ${orders.id}
      and ${orderItems.status} = 'active'
      and ${consultations.status} not in (${sql.join(
        PRESCRIBED_CONSULTATION_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )})
  )`;
}

/**
 * Paid orders on their way whose status has not moved for `idleSeconds`, oldest first; an order
 * waiting for a doctor's prescription stays where it is.
 */
export async function listIdleOrders(
  db: Executor,
  idleSeconds: number,
  limit: number,
): Promise<Array<{ id: string; fulfillmentStatus: string }>> {
  return db
    .select({ id: orders.id, fulfillmentStatus: orders.fulfillmentStatus })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'paid'),
        inArray(orders.fulfillmentStatus, ADVANCEABLE_STATUSES),
        lt(orders.updatedAt, sql`now() - make_interval(secs => ${idleSeconds})`),
        not(isWaitingForPrescription()),
      ),
    )
    .orderBy(asc(orders.updatedAt))
    .limit(limit);
}

export function listOrderItems(db: Executor, orderIds: readonly string[]): Promise<OrderItemRow[]> {
  if (!orderIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.position));
}

/** The doctor who sends the item's prescription (a provider id). */
export async function setItemPrescriber(
  db: Executor,
  itemId: string,
  providerId: number,
): Promise<void> {
  await db.update(orderItems).set({ rxSrcProviderId: providerId }).where(eq(orderItems.id, itemId));
}

export async function cancelOrderItems(
  db: Executor,
  itemIds: readonly string[],
  reason: string,
): Promise<void> {
  if (!itemIds.length) return;
  await db
    .update(orderItems)
    .set({ status: 'cancelled', cancellationReason: reason, cancelledAt: sql`now()` })
    .where(and(inArray(orderItems.id, [...itemIds]), eq(orderItems.status, 'active')));
}

export async function insertOrderEvents(
  db: Executor,
  events: readonly NewOrderEvent[],
): Promise<void> {
  if (!events.length) return;
  await db
    .insert(orderEvents)
    // The clock, not the transaction's start: events of one transaction keep their order.
    .values(
      events.map((event) => ({
        id: createOrderRecordId('oev'),
        createdAt: sql`clock_timestamp()`,
        ...event,
      })),
    );
}

export async function findLastOrderEvent(
  db: Executor,
  orderId: string,
): Promise<OrderEventRow | undefined> {
  const [row] = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  return row;
}

export function listOrderEvents(db: Executor, orderId: string): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt));
}

/** Inserts the payment row and answers its id. */
export async function insertOrderPayment(db: Executor, payment: NewOrderPayment): Promise<string> {
  const id = createOrderRecordId('pay');
  await db.insert(orderPayments).values({ id, ...payment });
  return id;
}

export async function setPaymentReference(
  db: Executor,
  id: string,
  providerReference: string,
): Promise<void> {
  await db.update(orderPayments).set({ providerReference }).where(eq(orderPayments.id, id));
}

export async function deleteOrderPayment(db: Executor, id: string): Promise<void> {
  await db.delete(orderPayments).where(eq(orderPayments.id, id));
}

export function listOrderPayments(
  db: Executor,
  orderIds: readonly string[],
): Promise<OrderPaymentRow[]> {
  if (!orderIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(orderPayments)
    .where(inArray(orderPayments.orderId, [...orderIds]))
    .orderBy(asc(orderPayments.createdAt), asc(orderPayments.id));
}

export async function insertConsultations(
  db: Executor,
  rows: readonly NewConsultation[],
): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(consultations)
    .values(rows.map((row) => ({ id: createOrderRecordId('cons'), ...row })));
}

export function listOrderConsultations(
  db: Executor,
  orderIds: readonly string[],
): Promise<ConsultationRow[]> {
  if (!orderIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(consultations)
    .where(inArray(consultations.orderId, [...orderIds]))
    .orderBy(asc(consultations.createdAt), asc(consultations.id));
}

/** A wallet move: negative spends credit, positive gives it back. */
export async function insertWalletEntry(
  db: Executor,
  accountId: string,
  amountCents: number,
  reason: string,
): Promise<void> {
  await db
    .insert(walletEntries)
    .values({ id: createOrderRecordId('wal'), accountId, amountCents, reason });
}

export interface OrderAccount {
  email: string | null;
  mobileNumber: string | null;
  smsOptIn: boolean;
  firstName: string | null;
  lastName: string | null;
  telemedCurrentState: string | null;
}

export async function readOrderAccount(
  db: Executor,
  accountId: string,
): Promise<OrderAccount | undefined> {
  const [row] = await db
    .select({
      email: accounts.email,
      mobileNumber: accounts.mobileNumber,
      smsOptIn: accounts.smsOptIn,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      telemedCurrentState: accounts.telemedCurrentState,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}

export async function insertPendingRefund(db: Executor, row: NewPendingRefund): Promise<void> {
  await db.insert(pendingRefunds).values(row);
}

/** Removes the refund's record of being under way; false when it was gone already. */
export async function deletePendingRefund(db: Executor, paymentId: string): Promise<boolean> {
  const deleted = await db
    .delete(pendingRefunds)
    .where(eq(pendingRefunds.paymentId, paymentId))
    .returning({ paymentId: pendingRefunds.paymentId });
  return deleted.length > 0;
}

/** Refunds under way whose instance is gone, oldest first. */
export function listAbandonedRefunds(db: Executor, limit: number): Promise<PendingRefundRow[]> {
  return db
    .select()
    .from(pendingRefunds)
    .where(isInstanceGone(pendingRefunds.instanceId))
    .orderBy(asc(pendingRefunds.createdAt))
    .limit(limit);
}

/** Takes a refund under way over from the instance last seen on it (or gives it up, with null). */
export async function claimPendingRefund(
  db: Executor,
  paymentId: string,
  seenInstanceId: string | null,
  instanceId: string | null,
): Promise<boolean> {
  const claimed = await db
    .update(pendingRefunds)
    .set({ instanceId })
    .where(
      and(
        eq(pendingRefunds.paymentId, paymentId),
        seenInstanceId === null
          ? isNull(pendingRefunds.instanceId)
          : eq(pendingRefunds.instanceId, seenInstanceId),
      ),
    )
    .returning({ paymentId: pendingRefunds.paymentId });
  return claimed.length > 0;
}
