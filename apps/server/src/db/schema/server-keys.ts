import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets every server process on this database shares, made by the first process that needs
 * one: a token one process signs, another checks.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  /** Random bytes, base64url. */
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
