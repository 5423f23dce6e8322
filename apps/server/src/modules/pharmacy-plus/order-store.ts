import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { createRecordId } from '../../db/record-id';
import {
  partnerPatients,
  plusOrderItems,
  plusOrders,
  type PlusOrderItemRow,
  type PlusOrderRow,
} from '../../db/schema/index';

/** Statuses of an order the patient is still building (or paying for). */
export const UNSUBMITTED_STATUSES = ['open', 'submitting'] as const;
export const SUBMITTED_STATUSES = ['paid', 'cancelled'] as const;

export async function findOrder(db: Executor, orderId: string): Promise<PlusOrderRow | null> {
  const rows = await db.select().from(plusOrders).where(eq(plusOrders.id, orderId)).limit(1);
  return rows[0] ?? null;
}

/** The order, when its patient is the account's. */
export async function findAccountOrder(
  db: Executor,
  orderId: string,
  accountId: string,
): Promise<PlusOrderRow | null> {
  const rows = await db
    .select({ order: plusOrders })
    .from(plusOrders)
    .innerJoin(partnerPatients, eq(partnerPatients.id, plusOrders.patientId))
    .where(and(eq(plusOrders.id, orderId), eq(partnerPatients.accountId, accountId)))
    .limit(1);
  return rows[0]?.order ?? null;
}

/** The patient's order being built, made when there is none. */
export async function findOrCreateOpenOrder(
  db: Executor,
  patientId: string,
  partnerPharmacyId: string,
): Promise<PlusOrderRow> {
  const findOpen = async () => {
    const rows = await db
      .select()
      .from(plusOrders)
      .where(
        and(
          eq(plusOrders.patientId, patientId),
          inArray(plusOrders.status, [...UNSUBMITTED_STATUSES]),
        ),
      )
      .limit(1);
    return rows[0] ?? null;
  };
  const existing = await findOpen();
  if (existing) return existing;
  // The unique index keeps one open order per patient when two calls race.
  await db
    .insert(plusOrders)
    .values({ id: createRecordId('po'), patientId, partnerPharmacyId, status: 'open' })
    .onConflictDoNothing();
  const created = await findOpen();
  if (!created) throw new Error('open order missing after insert');
  return created;
}

export async function listPatientOrders(
  db: Executor,
  patientId: string,
  statuses: readonly string[],
): Promise<PlusOrderRow[]> {
  return db
    .select()
    .from(plusOrders)
    .where(and(eq(plusOrders.patientId, patientId), inArray(plusOrders.status, [...statuses])))
    .orderBy(desc(sql`coalesce(${plusOrders.submittedAt}, ${plusOrders.createdAt})`));
}

export async function listPharmacyOrders(
  db: Executor,
  partnerPharmacyId: string,
  statuses: readonly string[],
): Promise<PlusOrderRow[]> {
  return db
    .select()
    .from(plusOrders)
    .where(
      and(
        eq(plusOrders.partnerPharmacyId, partnerPharmacyId),
        inArray(plusOrders.status, [...statuses]),
      ),
    )
    .orderBy(desc(sql`coalesce(${plusOrders.submittedAt}, ${plusOrders.createdAt})`))
    .limit(200);
}

export async function listOrderItems(
  db: Executor,
  orderIds: readonly string[],
): Promise<PlusOrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(plusOrderItems)
    .where(inArray(plusOrderItems.orderId, [...orderIds]))
    .orderBy(asc(plusOrderItems.createdAt), asc(plusOrderItems.id));
}

export async function updateOrder(
  db: Executor,
  orderId: string,
  changes: Partial<Omit<PlusOrderRow, 'id' | 'patientId' | 'partnerPharmacyId' | 'createdAt'>>,
): Promise<void> {
  await db
    .update(plusOrders)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(plusOrders.id, orderId));
}
