import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One version per set of data the server processes hold in memory (the catalogue, the pharmacy
 * directory, the ZIP codes). Every write to such data bumps its version in the same
 * transaction; each process reloads what it holds when a version it has seen changes.
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
export type DataVersionRow = typeof dataVersions.$inferSelect;

/**
 * Who runs a scheduled job now: one lease per job, shared by all server processes, so that a job
 * runs in one process at a time and once per scheduling period. A lease whose holder died
 * expires at `locked_until`.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder'),
  /** Null or past: free. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** The scheduling period (time since 1970 divided by the period's length) of the last run. */
  lastPeriod: bigint('last_period', { mode: 'number' }).notNull().default(-1),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  runCount: integer('run_count').notNull().default(0),
});
export type JobLeaseRow = typeof jobLeases.$inferSelect;
