import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { orders } from './orders';

/**
 * The invite reward paid for a friend: one row per invited account, so however many of their
 * orders are paid at once, the inviter is credited once. Who invited whom is the invited
 * account's `referred_by_code`; this is what it earned.
 */
export const referralCredits = pgTable(
  'referral_credits',
  {
    id: text('id').primaryKey(),
    invitedAccountId: text('invited_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    inviterAccountId: text('inviter_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The invited person's first paid order, which earned the reward. */
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when that order was refunded in full and the reward taken back. */
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    /** What was taken back: the reward, or what of it was still in the wallet. */
    reversedCents: integer('reversed_cents'),
  },
  (table) => [
    uniqueIndex('referral_credits_invited_idx').on(table.invitedAccountId),
    index('referral_credits_inviter_idx').on(table.inviterAccountId),
    index('referral_credits_order_idx').on(table.orderId),
  ],
);
export type ReferralCreditRow = typeof referralCredits.$inferSelect;
