import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Browser sessions. `id` is the SHA-256 (hex) of the cookie token; the token itself is never stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id'),
    inviteCode: text('invite_code'),
    /** The visitor's place for price finding: a ZIP code from the zip_codes table. */
    locationZipCode: text('location_zip_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_expires_at_idx').on(table.expiresAt)],
);
export type SessionRow = typeof sessions.$inferSelect;
