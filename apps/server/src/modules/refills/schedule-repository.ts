import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, like, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, refillSchedules, type RefillScheduleRow } from '../../db/schema/index';

/**
 * Stored statuses: active, refilling (a job is ordering it right now), paused and cancelled. The
 * API shows refilling as active.
 */
export type StoredScheduleStatus = 'active' | 'refilling' | 'paused' | 'cancelled';

export type NewSchedule = Pick<
  RefillScheduleRow,
  | 'id'
  | 'accountId'
  | 'sourceOrderItemId'
  | 'medId'
  | 'medNameId'
  | 'slug'
  | 'quantity'
  | 'priceCategory'
  | 'intervalDays'
  | 'lastPriceCents'
  | 'nextExecutionOn'
>;

/** A claim older than this is taken to be from a process that stopped half-way. */
const STALE_CLAIM_MINUTES = 10;

const LIVE_STATUSES: StoredScheduleStatus[] = ['active', 'refilling', 'paused'];

/** Active, or claimed by a process that seems to have stopped half-way. */
function isClaimable() {
  return or(
    eq(refillSchedules.status, 'active'),
    and(
      eq(refillSchedules.status, 'refilling'),
      sql`${refillSchedules.updatedAt} < now() - make_interval(mins => ${STALE_CLAIM_MINUTES})`,
    ),
  );
}

/** Schedule ids: unguessable, and free of the key's ':' separator. */
export function createScheduleId(): string {
  return `rfl_${randomBytes(16).toString('hex')}`;
}

/** The idempotency key of the refill due on a date: one order, one charge, however often sent. */
export function toRefillKey(scheduleId: string, dueOn: string): string {
  return `refill:${scheduleId}:${dueOn}`;
}

/** Inserts a schedule unless its order item already has one; true when this call made it. */
export async function insertSchedule(db: Executor, schedule: NewSchedule): Promise<boolean> {
  const inserted = await db
    .insert(refillSchedules)
    .values({ ...schedule, status: 'active' })
    .onConflictDoNothing()
    .returning({ id: refillSchedules.id });
  return inserted.length > 0;
}

export function listAccountSchedules(
  db: Executor,
  accountId: string,
): Promise<RefillScheduleRow[]> {
  return db
    .select()
    .from(refillSchedules)
    .where(eq(refillSchedules.accountId, accountId))
    .orderBy(desc(refillSchedules.createdAt), desc(refillSchedules.id));
}

export async function findAccountSchedule(
  db: Executor,
  accountId: string,
  id: string,
): Promise<RefillScheduleRow | undefined> {
  const [row] = await db
    .select()
    .from(refillSchedules)
    .where(and(eq(refillSchedules.id, id), eq(refillSchedules.accountId, accountId)))
    .limit(1);
  return row;
}

/** Live (not cancelled) schedules of a drug for an account. */
export function listLiveSchedulesOfDrug(
  db: Executor,
  accountId: string,
  medNameId: number,
): Promise<RefillScheduleRow[]> {
  return db
    .select()
    .from(refillSchedules)
    .where(
      and(
        eq(refillSchedules.accountId, accountId),
        eq(refillSchedules.medNameId, medNameId),
        inArray(refillSchedules.status, LIVE_STATUSES),
      ),
    );
}

/** Cancels a live schedule; the row as it now is, or undefined when it was already cancelled. */
export async function cancelSchedule(
  db: Executor,
  id: string,
  reason: string,
): Promise<RefillScheduleRow | undefined> {
  const [row] = await db
    .update(refillSchedules)
    .set({
      status: 'cancelled',
      cancellationReason: reason,
      cancelledAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(refillSchedules.id, id), ne(refillSchedules.status, 'cancelled')))
    .returning();
  return row;
}

/**
 * Moves the next refill of an active or paused schedule (a paused one starts again); undefined
 * when it is cancelled or being ordered right now.
 */
export async function moveSchedule(
  db: Executor,
  id: string,
  nextExecutionOn: string,
): Promise<RefillScheduleRow | undefined> {
  const [row] = await db
    .update(refillSchedules)
    .set({
      status: 'active',
      nextExecutionOn,
      cancellationReason: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(refillSchedules.id, id), inArray(refillSchedules.status, ['active', 'paused'])))
    .returning();
  return row;
}

/** Active schedules due on or before a date, the most overdue first. */
export function listSchedulesDueBy(
  db: Executor,
  date: string,
  limit: number,
): Promise<RefillScheduleRow[]> {
  return db
    .select()
    .from(refillSchedules)
    .where(and(lte(refillSchedules.nextExecutionOn, date), isClaimable()))
    .orderBy(asc(refillSchedules.nextExecutionOn), asc(refillSchedules.id))
    .limit(limit);
}

/**
 * Claims the refill due on `dueOn` for this process (status refilling). Only one caller wins,
 * whatever runs at once; a claim left by a stopped process can be taken again after a while.
 */
export async function claimSchedule(
  db: Executor,
  id: string,
  dueOn: string,
): Promise<RefillScheduleRow | undefined> {
  const [row] = await db
    .update(refillSchedules)
    .set({ status: 'refilling', updatedAt: sql`now()` })
    .where(
      and(eq(refillSchedules.id, id), eq(refillSchedules.nextExecutionOn, dueOn), isClaimable()),
    )
    .returning();
  return row;
}

export interface ClaimOutcome {
  status: 'active' | 'paused';
  prevExecutionOn?: string;
  nextExecutionOn?: string;
  lastPriceCents?: number;
  /** Resets the price notice after a paid refill. */
  isNoticeReset?: boolean;
  pauseReason?: string | null;
}

/**
 * Ends a claim with what the refill came to. A schedule cancelled meanwhile stays cancelled (its
 * dates still record a refill that was paid).
 */
export async function finishClaim(db: Executor, id: string, outcome: ClaimOutcome): Promise<void> {
  await db
    .update(refillSchedules)
    .set({
      status: sql`CASE WHEN ${refillSchedules.status} = 'refilling' THEN ${outcome.status} ELSE ${refillSchedules.status} END`,
      ...(outcome.prevExecutionOn ? { prevExecutionOn: outcome.prevExecutionOn } : {}),
      ...(outcome.nextExecutionOn ? { nextExecutionOn: outcome.nextExecutionOn } : {}),
      ...(outcome.lastPriceCents === undefined ? {} : { lastPriceCents: outcome.lastPriceCents }),
      ...(outcome.isNoticeReset ? { noticedPriceCents: null } : {}),
      ...(outcome.pauseReason === undefined
        ? {}
        : {
            cancellationReason: sql`CASE WHEN ${refillSchedules.status} = 'refilling' THEN ${outcome.pauseReason} ELSE ${refillSchedules.cancellationReason} END`,
          }),
      updatedAt: sql`now()`,
    })
    .where(eq(refillSchedules.id, id));
}

/** Active schedules whose refill falls on or before `date`, to check their price before billing. */
export function listSchedulesToPrice(
  db: Executor,
  date: string,
  limit: number,
): Promise<RefillScheduleRow[]> {
  return db
    .select()
    .from(refillSchedules)
    .where(and(eq(refillSchedules.status, 'active'), lte(refillSchedules.nextExecutionOn, date)))
    .orderBy(asc(refillSchedules.nextExecutionOn), asc(refillSchedules.id))
    .limit(limit);
}

/** Records that the person was told of `priceCents`; false when someone already did. */
export async function markPriceNoticed(
  db: Executor,
  id: string,
  priceCents: number,
): Promise<boolean> {
  const updated = await db
    .update(refillSchedules)
    .set({ noticedPriceCents: priceCents, updatedAt: sql`now()` })
    .where(
      and(
        eq(refillSchedules.id, id),
        or(
          isNull(refillSchedules.noticedPriceCents),
          ne(refillSchedules.noticedPriceCents, priceCents),
        ),
      ),
    )
    .returning({ id: refillSchedules.id });
  return updated.length > 0;
}

/**
 * Declined refill payments of a schedule since its last paid refill: the orders whose charge was
 * refused keep the refill's key with ":failed:<order>" appended.
 */
export async function countDeclinedRefills(
  db: Executor,
  schedule: Pick<RefillScheduleRow, 'id' | 'accountId' | 'prevExecutionOn'>,
): Promise<number> {
  const prefix = `refill:${schedule.id}:`;
  const rows = await db
    .select({ key: orders.idempotencyKey })
    .from(orders)
    .where(
      and(
        eq(orders.accountId, schedule.accountId),
        eq(orders.origin, 'refill'),
        like(orders.idempotencyKey, `${prefix}%:failed:%`),
      ),
    );
  const since = schedule.prevExecutionOn ?? '';
  return rows.filter(
    (row) => row.key.startsWith(prefix) && row.key.slice(prefix.length, prefix.length + 10) > since,
  ).length;
}
