import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { createRecordId } from '../../db/record-id';
import {
  accounts,
  consultations,
  orderItems,
  orderPayments,
  visitChats,
  visitRecords,
  type ConsultationRow,
  type OrderItemRow,
  type OrderPaymentRow,
  type VisitAnswer,
  type VisitChatRow,
  type VisitRecordRow,
} from '../../db/schema/index';

export type ChatAuthor = 'patient' | 'clinician';

export function createVisitRecordId(prefix: 'chat' | 'rx'): string {
  return createRecordId(prefix);
}

/** The account's consultation; undefined for an unknown id or another person's. */
export async function findAccountConsultation(
  db: Executor,
  accountId: string,
  id: string,
): Promise<ConsultationRow | undefined> {
  const [row] = await db
    .select()
    .from(consultations)
    .where(and(eq(consultations.id, id), eq(consultations.accountId, accountId)))
    .limit(1);
  return row;
}

export async function findConsultation(
  db: Executor,
  id: string,
): Promise<ConsultationRow | undefined> {
  const [row] = await db.select().from(consultations).where(eq(consultations.id, id)).limit(1);
  return row;
}

/** The consultation locked for the rest of the transaction. */
export async function lockConsultation(
  db: Executor,
  id: string,
): Promise<ConsultationRow | undefined> {
  const [row] = await db.select().from(consultations).where(eq(consultations.id, id)).for('update');
  return row;
}

export function listAccountConsultations(
  db: Executor,
  accountId: string,
): Promise<ConsultationRow[]> {
  return db
    .select()
    .from(consultations)
    .where(eq(consultations.accountId, accountId))
    .orderBy(desc(consultations.createdAt), desc(consultations.id));
}

export function listOrderConsultationRows(
  db: Executor,
  accountId: string,
  orderId: string,
): Promise<ConsultationRow[]> {
  return db
    .select()
    .from(consultations)
    .where(and(eq(consultations.orderId, orderId), eq(consultations.accountId, accountId)))
    .orderBy(asc(consultations.createdAt), asc(consultations.id));
}

/** Moves the status only from `from` (two writers cannot both move it); true when it moved. */
export async function moveConsultationStatus(
  db: Executor,
  id: string,
  from: string,
  to: string,
): Promise<boolean> {
  const moved = await db
    .update(consultations)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(consultations.id, id), eq(consultations.status, from)))
    .returning({ id: consultations.id });
  return moved.length > 0;
}

export async function setConsultationPharmacy(
  db: Executor,
  ids: readonly string[],
  pharmacyId: string,
): Promise<void> {
  if (!ids.length) return;
  await db
    .update(consultations)
    .set({ pharmacyId, updatedAt: sql`now()` })
    .where(inArray(consultations.id, [...ids]));
}

export function listItemsByIds(db: Executor, ids: readonly string[]): Promise<OrderItemRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.id, [...ids]));
}

/** Refunds paid back for these order items. */
export function listItemRefunds(
  db: Executor,
  itemIds: readonly string[],
): Promise<OrderPaymentRow[]> {
  if (!itemIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.kind, 'refund'), inArray(orderPayments.orderItemId, [...itemIds])));
}

export function listVisitRecords(
  db: Executor,
  consultationIds: readonly string[],
): Promise<VisitRecordRow[]> {
  if (!consultationIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(visitRecords)
    .where(inArray(visitRecords.consultationId, [...consultationIds]));
}

/** The visit's record, made when the patient first opens the visit. */
export async function ensureVisitRecord(
  db: Executor,
  consultationId: string,
  accountId: string,
): Promise<void> {
  await db.insert(visitRecords).values({ consultationId, accountId }).onConflictDoNothing();
}

export async function saveSubmittedAnswers(
  db: Executor,
  consultationId: string,
  accountId: string,
  answers: VisitAnswer[],
): Promise<void> {
  await db
    .insert(visitRecords)
    .values({ consultationId, accountId, answers, submittedAt: sql`now()` })
    .onConflictDoUpdate({
      target: visitRecords.consultationId,
      set: { answers, submittedAt: sql`now()`, updatedAt: sql`now()` },
    });
}

/** Names of accounts (clinicians), by id. */
export async function readAccountNames(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(inArray(accounts.id, [...ids]));
  return new Map(rows.map((row) => [row.id, formatFullName(row)]));
}

export function formatFullName(name: { firstName: string | null; lastName: string | null }) {
  return [name.firstName, name.lastName].filter(Boolean).join(' ') || 'Your clinician';
}

export function listChatMessages(
  db: Executor,
  accountId: string,
  consultationId: string | null,
): Promise<VisitChatRow[]> {
  const byAccount = eq(visitChats.accountId, accountId);
  return db
    .select()
    .from(visitChats)
    .where(
      consultationId ? and(byAccount, eq(visitChats.consultationId, consultationId)) : byAccount,
    )
    .orderBy(asc(visitChats.createdAt), asc(visitChats.id));
}

export async function insertChatMessage(
  db: Executor,
  message: { accountId: string; consultationId: string; author: ChatAuthor; body: string },
): Promise<VisitChatRow> {
  const [row] = await db
    .insert(visitChats)
    // The clock, not the transaction's start: messages of one transaction keep their order.
    .values({ id: createVisitRecordId('chat'), createdAt: sql`clock_timestamp()`, ...message })
    .returning();
  if (!row) throw new Error('chat message not stored');
  return row;
}
