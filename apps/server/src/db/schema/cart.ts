import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { sessions } from './session';

/**
 * Carts. A visitor's cart belongs to the session; a signed-in user's to the account (a visitor's
 * cart moves to the account on the first cart call after sign-in). Exactly one owner each.
 */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').references(() => sessions.id, {
      onDelete: 'cascade',
      onUpdate: 'cascade',
    }),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** The chosen pickup pharmacy (location id), or null. */
    pharmacyId: text('pharmacy_id'),
    /** A chain chosen without a particular store (short name), or null. */
    pharmacyBrand: text('pharmacy_brand'),
    pharmacyNetworkId: integer('pharmacy_network_id'),
    /** The applied coupon (upper case), or null. */
    couponCode: text('coupon_code'),
    /**
     * A visitor's answers to an online visit's eligibility questions (state, ISO date of birth,
     * sex), kept until an account takes the cart and gets them.
     */
    visitState: text('visit_state'),
    visitDob: text('visit_dob'),
    visitGender: text('visit_gender'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('carts_session_idx').on(table.sessionId),
    uniqueIndex('carts_account_idx').on(table.accountId),
    check('carts_one_owner', sql`(${table.sessionId} IS NULL) <> (${table.accountId} IS NULL)`),
  ],
);
export type CartRow = typeof carts.$inferSelect;

/** One medication in a cart: what was chosen (medication, quantity, price category), never a price. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    medId: integer('med_id').notNull(),
    medNameId: integer('med_name_id').notNull(),
    quantity: integer('quantity').notNull(),
    priceCategory: text('price_category').notNull(),
    isRecurring: boolean('is_recurring').notNull().default(false),
    /** consultation, user or null (set by the prescription step of checkout). */
    rxSrcType: text('rx_src_type'),
    /** Where the prescription comes from (transfer step): pharmacy, provider, user or bhp. */
    transferSource: text('transfer_source'),
    /** The pharmacy (location id) to transfer the prescription from, for source pharmacy. */
    rxSrcPharmacyId: text('rx_src_pharmacy_id'),
    /** The prescriber (provider id) to ask for the prescription, for source provider. */
    rxSrcProviderId: integer('rx_src_provider_id'),
    /**
     * The prescription question settled in checkout: prescription (the person has one) or visit
     * (an online doctor visit writes it), for the medication rx_answer_med_id. It stands only while
     * the item is still that medication with the matching rx_src_type.
     */
    rxAnswer: text('rx_answer'),
    rxAnswerMedId: integer('rx_answer_med_id'),
    /** Items list in the order they were added. */
    position: integer('position').generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cart_items_cart_idx').on(table.cartId),
    uniqueIndex('cart_items_cart_med_name_idx').on(table.cartId, table.medNameId),
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);
export type CartItemRow = typeof cartItems.$inferSelect;

/**
 * Coupon codes: data, not code. A discount in cents off the order's eligible items. A coupon's
 * uses are the orders that carry its code and are not cancelled (no separate count to keep).
 */
export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    discountCents: integer('discount_cents').notNull(),
    /** For referral coupons: the friend's first name. */
    firstName: text('first_name'),
    isActive: boolean('is_active').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Orders one account may use it on; null for no limit. */
    maxUsesPerAccount: integer('max_uses_per_account').default(1),
    /** Orders all accounts together may use it on; null for no limit. */
    maxUses: integer('max_uses'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'coupons_max_uses_positive',
      sql`${table.maxUsesPerAccount} > 0 AND ${table.maxUses} > 0`,
    ),
  ],
);
export type CouponRow = typeof coupons.$inferSelect;
