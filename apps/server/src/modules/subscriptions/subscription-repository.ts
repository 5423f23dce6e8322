import { and, asc, desc, eq, inArray, isNotNull, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  accounts,
  consultations,
  subscriptionCarts,
  subscriptionCharges,
  subscriptions,
  type ConsultationRow,
  type SubscriptionCartRow,
  type SubscriptionChargeRow,
  type SubscriptionRow,
} from '../../db/schema/index';

export type NewSubscription = Omit<SubscriptionRow, 'cancelledAt'>;
export type NewSubscriptionCharge = Omit<SubscriptionChargeRow, 'createdAt' | 'updatedAt'>;
export type NewConsultation = Omit<ConsultationRow, 'createdAt' | 'updatedAt'>;
export type SubscriptionChanges = Partial<
  Pick<SubscriptionRow, 'status' | 'currentCycle' | 'nextChargeOn' | 'cancelledAt' | 'updatedAt'>
>;
export type ChargeChanges = Partial<
  Pick<SubscriptionChargeRow, 'status' | 'failureMessage' | 'orderId' | 'providerReference'>
>;

// Subscription cart (one per session).

export async function findSubscriptionCart(
  db: Executor,
  sessionId: string,
): Promise<SubscriptionCartRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionCarts)
    .where(eq(subscriptionCarts.sessionId, sessionId))
    .limit(1);
  return row;
}

export async function saveSubscriptionCart(
  db: Executor,
  row: Omit<SubscriptionCartRow, 'updatedAt'>,
): Promise<void> {
  const changes = { ...row, updatedAt: new Date() };
  await db
    .insert(subscriptionCarts)
    .values(changes)
    .onConflictDoUpdate({ target: subscriptionCarts.sessionId, set: changes });
}

export async function deleteSubscriptionCart(db: Executor, sessionId: string): Promise<void> {
  await db.delete(subscriptionCarts).where(eq(subscriptionCarts.sessionId, sessionId));
}

/** What a subscription needs to know of the person. */
export interface SubscriberFacts {
  type: string;
  email: string | null;
  mobileNumber: string | null;
  firstName: string | null;
  lastName: string | null;
  dob: string | null;
  gender: string | null;
  telemedCurrentState: string | null;
}

export async function readSubscriberFacts(
  db: Executor,
  accountId: string,
): Promise<SubscriberFacts | undefined> {
  const [row] = await db
    .select({
      type: accounts.type,
      email: accounts.email,
      mobileNumber: accounts.mobileNumber,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      dob: accounts.dob,
      gender: accounts.gender,
      telemedCurrentState: accounts.telemedCurrentState,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}

// Subscriptions.

export async function findSubscription(
  db: Executor,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row;
}

/** The account's subscription to a drug that is not cancelled (at most one: a unique index). */
export async function findLiveSubscription(
  db: Executor,
  accountId: string,
  medNameId: number,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.accountId, accountId),
        eq(subscriptions.medNameId, medNameId),
        ne(subscriptions.status, 'cancelled'),
      ),
    )
    .limit(1);
  return row;
}

export function listAccountSubscriptions(
  db: Executor,
  accountId: string,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

/** Active subscriptions whose next month is due on or before the day. */
export function listDueSubscriptions(db: Executor, today: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.nextChargeOn, today)))
    .orderBy(asc(subscriptions.nextChargeOn), asc(subscriptions.id));
}

export async function insertSubscription(db: Executor, row: NewSubscription): Promise<void> {
  await db.insert(subscriptions).values(row);
}

/** Changes a subscription only while it is in the status (and cycle) the caller saw. */
export async function updateSubscription(
  db: Executor,
  id: string,
  expected: { status: string; currentCycle?: number },
  changes: SubscriptionChanges,
): Promise<boolean> {
  const conditions = [eq(subscriptions.id, id), eq(subscriptions.status, expected.status)];
  if (expected.currentCycle !== undefined) {
    conditions.push(eq(subscriptions.currentCycle, expected.currentCycle));
  }
  const rows = await db
    .update(subscriptions)
    .set({ updatedAt: new Date(), ...changes })
    .where(and(...conditions))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

// Charges: one row per cycle, whatever retries.

/** Inserts the cycle's charge; false when another attempt has it already. */
export async function tryInsertCharge(db: Executor, row: NewSubscriptionCharge): Promise<boolean> {
  const rows = await db
    .insert(subscriptionCharges)
    .values(row)
    .onConflictDoNothing({
      target: [subscriptionCharges.subscriptionId, subscriptionCharges.cycle],
    })
    .returning({ id: subscriptionCharges.id });
  return rows.length > 0;
}

export async function findCharge(
  db: Executor,
  subscriptionId: string,
  cycle: number,
): Promise<SubscriptionChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptionCharges)
    .where(
      and(
        eq(subscriptionCharges.subscriptionId, subscriptionId),
        eq(subscriptionCharges.cycle, cycle),
      ),
    )
    .limit(1);
  return row;
}

export function listCharges(
  db: Executor,
  subscriptionIds: readonly string[],
): Promise<SubscriptionChargeRow[]> {
  if (!subscriptionIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(subscriptionCharges)
    .where(inArray(subscriptionCharges.subscriptionId, [...subscriptionIds]))
    .orderBy(asc(subscriptionCharges.cycle));
}

/** Records a pending charge's outcome; false when it was already recorded. */
export async function settleCharge(
  db: Executor,
  id: string,
  changes: ChargeChanges,
): Promise<boolean> {
  const rows = await db
    .update(subscriptionCharges)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(subscriptionCharges.id, id), eq(subscriptionCharges.status, 'pending')))
    .returning({ id: subscriptionCharges.id });
  return rows.length > 0;
}

/** Forgets a pending charge so that the next run tries the cycle again. */
export async function deletePendingCharge(db: Executor, id: string): Promise<void> {
  await db
    .delete(subscriptionCharges)
    .where(and(eq(subscriptionCharges.id, id), eq(subscriptionCharges.status, 'pending')));
}

// The subscription's online visit.

export async function insertConsultation(db: Executor, row: NewConsultation): Promise<void> {
  await db.insert(consultations).values(row);
}

export async function findSubscriptionConsultation(
  db: Executor,
  subscriptionId: string,
): Promise<ConsultationRow | undefined> {
  const [row] = await db
    .select()
    .from(consultations)
    .where(eq(consultations.subscriptionId, subscriptionId))
    .limit(1);
  return row;
}

/** The account's subscription visits still to be done. */
export function listIncompleteVisits(db: Executor, accountId: string): Promise<ConsultationRow[]> {
  return db
    .select()
    .from(consultations)
    .where(
      and(
        eq(consultations.accountId, accountId),
        isNotNull(consultations.subscriptionId),
        eq(consultations.status, 'incomplete'),
      ),
    )
    .orderBy(asc(consultations.createdAt));
}
