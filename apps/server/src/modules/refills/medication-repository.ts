import { and, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  accounts,
  cartItems,
  carts,
  orderItems,
  orders,
  prescriptions,
  refillSchedules,
  type OrderItemRow,
  type OrderRow,
  type PrescriptionRow,
} from '../../db/schema/index';

/** How many unenrolled recurring items one enrolment pass looks at. */
const ENROLMENT_BATCH = 200;
/** How many ordered items the medication lists read (newest first). */
const ORDERED_ITEMS_LIMIT = 300;

export interface EnrolmentCandidate {
  item: OrderItemRow;
  accountId: string;
  orderedAt: Date;
}

/**
 * Paid home-delivery items bought with auto-refill that have no schedule yet, newest first: for
 * one account, or for everyone.
 */
export async function listEnrolmentCandidates(
  db: Executor,
  accountId: string | null,
): Promise<EnrolmentCandidate[]> {
  const rows = await db
    .select({ item: orderItems, accountId: orders.accountId, orderedAt: orders.createdAt })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(refillSchedules, eq(refillSchedules.sourceOrderItemId, orderItems.id))
    .where(
      and(
        eq(orderItems.isRecurring, true),
        eq(orderItems.status, 'active'),
        eq(orders.status, 'paid'),
        eq(orders.origin, 'cart'),
        eq(orders.fulfillment, 'delivery'),
        isNull(refillSchedules.id),
        accountId ? eq(orders.accountId, accountId) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orderItems.id))
    .limit(ENROLMENT_BATCH);
  return rows;
}

/** Whether the account has an auto-refill of the drug made at or after `since`. */
export async function hasScheduleSince(
  db: Executor,
  accountId: string,
  medNameId: number,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: refillSchedules.id })
    .from(refillSchedules)
    .where(
      and(
        eq(refillSchedules.accountId, accountId),
        eq(refillSchedules.medNameId, medNameId),
        gte(refillSchedules.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Cancels auto-refills that never refilled and whose order (or item) was cancelled: a person who
 * cancels the purchase does not expect its refill a month later.
 */
export async function cancelSchedulesOfCancelledOrders(
  db: Executor,
  accountId: string | null,
  reason: string,
): Promise<number> {
  const cancelledItems = db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        or(eq(orderItems.status, 'cancelled'), eq(orders.status, 'cancelled')),
        accountId ? eq(orders.accountId, accountId) : undefined,
      ),
    );
  const updated = await db
    .update(refillSchedules)
    .set({
      status: 'cancelled',
      cancellationReason: reason,
      cancelledAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        inArray(refillSchedules.status, ['active', 'paused']),
        isNull(refillSchedules.prevExecutionOn),
        inArray(refillSchedules.sourceOrderItemId, cancelledItems),
      ),
    )
    .returning({ id: refillSchedules.id });
  return updated.length;
}

export interface OrderedItem {
  item: OrderItemRow;
  order: OrderRow;
}

/** The account's items of paid orders that were not cancelled, newest first. */
export function listOrderedItems(db: Executor, accountId: string): Promise<OrderedItem[]> {
  return db
    .select({ item: orderItems, order: orders })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.accountId, accountId),
        eq(orders.status, 'paid'),
        eq(orderItems.status, 'active'),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orderItems.position))
    .limit(ORDERED_ITEMS_LIMIT);
}

/** The account's prescriptions, newest first. */
export function listPrescriptions(db: Executor, accountId: string): Promise<PrescriptionRow[]> {
  return db
    .select()
    .from(prescriptions)
    .where(eq(prescriptions.accountId, accountId))
    .orderBy(desc(prescriptions.writtenOn), desc(prescriptions.createdAt));
}

/** Cart item ids by medication name, of the account's cart. */
export async function listCartItemsByDrug(
  db: Executor,
  accountId: string,
): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: cartItems.id, medNameId: cartItems.medNameId })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.accountId, accountId));
  return new Map(rows.map((row) => [row.medNameId, row.id]));
}

export interface AccountContact {
  email: string | null;
  mobileNumber: string | null;
  firstName: string | null;
}

export async function findAccountContact(
  db: Executor,
  accountId: string,
): Promise<AccountContact | undefined> {
  const [row] = await db
    .select({
      email: accounts.email,
      mobileNumber: accounts.mobileNumber,
      firstName: accounts.firstName,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}
