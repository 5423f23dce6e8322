import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The server processes running on this database, each heartbeating its row every few seconds.
 * Work a process started (a purchase being settled, a refund being paid back) names its instance;
 * an instance that stopped heartbeating is gone and its unfinished work may be taken over.
 */
export const serverInstances = pgTable('server_instances', {
  id: text('id').primaryKey(),
  pid: integer('pid').notNull(),
  hostname: text('hostname').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ServerInstanceRow = typeof serverInstances.$inferSelect;
