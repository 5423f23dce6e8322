import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What people ask of the support team: contact requests from each audience's contact page, and
 * price-match claims. Each is acknowledged by e-mail.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: text('id').primaryKey(),
    /** contact or price-match */
    kind: text('kind').notNull(),
    /** The contact page's audience (patients, doctors…); null for a price-match claim. */
    audience: text('audience'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** A price-match claim: the order, the medication, the lower price and where it was seen. */
    orderNumber: text('order_number'),
    medication: text('medication'),
    lowerPriceCents: integer('lower_price_cents'),
    seenAt: text('seen_at'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_requests_created_idx').on(table.createdAt)],
);
