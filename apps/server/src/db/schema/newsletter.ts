import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The blog's newsletter. A subscription counts only once its owner follows the e-mailed link and
 * confirms (double opt-in); until then the topics asked for wait in `pendingTopics`.
 */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  /** Blog category slugs; empty once unsubscribed. */
  topics: text('topics').array().notNull(),
  pendingTopics: text('pending_topics').array().notNull(),
  /** SHA-256 (hex) of the secret in the latest e-mailed link. */
  tokenHash: text('token_hash').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
