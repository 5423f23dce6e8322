import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Saved cards. Only the provider's reference, brand, last four digits and expiry are kept: a full
 * card number never reaches this server.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The payment provider's id for the saved card (gateway card id or Stripe payment method). */
    providerCardId: text('provider_card_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    zipCode: text('zip_code'),
    isDefault: boolean('is_default').notNull().default(false),
    /** Newest first in the list: a new card is put first. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_cards_account_idx').on(table.accountId),
    // At most one default card per account, whatever races happen.
    uniqueIndex('payment_cards_one_default_idx')
      .on(table.accountId)
      .where(sql`${table.isDefault}`),
  ],
);
export type PaymentCardRow = typeof paymentCards.$inferSelect;

/**
 * The embedded test gateway's one-time tokens (what a browser gets for a card it tokenized).
 * Holds only what the gateway may reveal about the card, plus the test outcome the number stands
 * for; the number itself is dropped at tokenization.
 */
export const gatewayTokens = pgTable('gateway_tokens', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  zipCode: text('zip_code'),
  /** succeeds, card_declined, insufficient_funds, expired_card, incorrect_cvc */
  outcome: text('outcome').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type GatewayTokenRow = typeof gatewayTokens.$inferSelect;

/** Cards the embedded gateway keeps once a token is saved; charges read their test outcome. */
export const gatewayCards = pgTable('gateway_cards', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  zipCode: text('zip_code'),
  outcome: text('outcome').notNull(),
  removedAt: timestamp('removed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type GatewayCardRow = typeof gatewayCards.$inferSelect;

/** The embedded gateway's charges; one per idempotency key, so a retried charge is not repeated. */
export const gatewayCharges = pgTable('gateway_charges', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  cardId: text('card_id')
    .notNull()
    .references(() => gatewayCards.id),
  amountCents: integer('amount_cents').notNull(),
  /** succeeded, or the failure code (insufficient_funds, card_declined) */
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type GatewayChargeRow = typeof gatewayCharges.$inferSelect;

/** The payment provider's customer for an account (Stripe keeps saved cards on a customer). */
export const paymentCustomers = pgTable('payment_customers', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  providerCustomerId: text('provider_customer_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PaymentCustomerRow = typeof paymentCustomers.$inferSelect;

/** Wallet credit moves (referral rewards, refunds, spending); the balance is their sum. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('wallet_entries_account_idx').on(table.accountId)],
);
export type WalletEntryRow = typeof walletEntries.$inferSelect;
