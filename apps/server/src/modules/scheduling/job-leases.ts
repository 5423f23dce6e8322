import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { jobLeases } from '../../db/schema/index';

export interface LeaseRequest {
  name: string;
  /** Who asks: one name per scheduler (process). */
  holder: string;
  /** How long the lease lasts unless renewed; a holder that dies loses it then. */
  ttlMs: number;
  /** The scheduling period's length: a job runs once per period across all processes. */
  periodMs: number;
  /** Take it even when the job already ran in this period (still never while it runs). */
  isForced: boolean;
}

/** One lease per job, shared by every process on the database. */
export interface JobLeases {
  /** True when the caller now holds the job's lease and should run it. */
  take(request: LeaseRequest): Promise<boolean>;
  /** Extends a lease the holder still has; false when it was lost. */
  renew(name: string, holder: string, ttlMs: number): Promise<boolean>;
  release(name: string, holder: string): Promise<void>;
}

/**
 * Leases in the job_leases table. Taking one is a single conditional UPDATE, so of processes
 * asking at once exactly one gets it, on PostgreSQL and PGlite alike. Periods and expiry are
 * counted in the database's time, which every process shares.
 */
export function createJobLeases(db: AppDatabase): JobLeases {
  const knownNames = new Set<string>();
  const expiry = (ttlMs: number) =>
    sql`now() + ${Math.ceil(ttlMs)}::integer * interval '1 millisecond'`;

  async function ensureRow(name: string): Promise<void> {
    if (knownNames.has(name)) return;
    await db.insert(jobLeases).values({ name }).onConflictDoNothing();
    knownNames.add(name);
  }

  return {
    async take({ name, holder, ttlMs, periodMs, isForced }) {
      await ensureRow(name);
      const period = sql`floor(extract(epoch from now()) * 1000 / ${Math.ceil(periodMs)}::bigint)::bigint`;
      const rows = await db
        .update(jobLeases)
        .set({
          holder,
          lockedUntil: expiry(ttlMs),
          lastPeriod: sql`greatest(${jobLeases.lastPeriod}, ${period})`,
          lastStartedAt: sql`now()`,
          runCount: sql`${jobLeases.runCount} + 1`,
        })
        .where(
          and(
            eq(jobLeases.name, name),
            or(isNull(jobLeases.lockedUntil), lt(jobLeases.lockedUntil, sql`now()`)),
            isForced ? undefined : lt(jobLeases.lastPeriod, period),
          ),
        )
        .returning({ name: jobLeases.name });
      return rows.length === 1;
    },
    async renew(name, holder, ttlMs) {
      const rows = await db
        .update(jobLeases)
        .set({ lockedUntil: expiry(ttlMs) })
        .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)))
        .returning({ name: jobLeases.name });
      return rows.length === 1;
    },
    async release(name, holder) {
      await db
        .update(jobLeases)
        .set({ holder: null, lockedUntil: null, lastFinishedAt: sql`now()` })
        .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
    },
  };
}
