import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * One-time codes sent by SMS (phone sign-in) and single-use links sent by email (password reset,
 * magic link, guest login). Only a hash of the secret is stored; `consumedAt` makes them
 * single-use and `attempts` caps guessing.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: text('id').primaryKey(),
    /** otp, password_reset, magic_link, guest_login */
    kind: text('kind').notNull(),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** Where the secret went: digits of a mobile number, or an email. */
    destination: text('destination').notNull(),
    secretHash: text('secret_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_challenges_destination_idx').on(table.kind, table.destination)],
);
export type AuthChallengeRow = typeof authChallenges.$inferSelect;

/** Messages (email, SMS) the product sent; the embedded adapter keeps them here for /dev/outbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: text('id').primaryKey(),
    /** email or sms */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_messages_created_idx').on(table.createdAt)],
);
export type OutboxMessageRow = typeof outboxMessages.$inferSelect;

/**
 * What the sign-in throttles count, shared by every server process: failed passwords, wrong
 * phone codes and codes sent. Rows older than the longest window are deleted as new ones come.
 */
export const authThrottleEvents = pgTable(
  'auth_throttle_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** password_failure, otp_failure or otp_send */
    kind: text('kind').notNull(),
    /** SHA-256 (hex) of what was tried: the email or the mobile number. */
    subjectHash: text('subject_hash').notNull(),
    /** The client: its address (ip:…), or a device trusted for the account (device:…). */
    client: text('client').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('auth_throttle_events_subject_idx').on(table.kind, table.subjectHash, table.createdAt),
    index('auth_throttle_events_created_idx').on(table.createdAt),
  ],
);
export type AuthThrottleEventRow = typeof authThrottleEvents.$inferSelect;

/**
 * Browsers an account signed in from (a long-lived device cookie): the throttles spare them the
 * account-wide lock. `tokenHash` is the SHA-256 (hex) of the cookie; the cookie is not stored.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tokenHash, table.accountId] }),
    index('trusted_devices_expires_idx').on(table.expiresAt),
  ],
);
