import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { coupons } from './cart';

/**
 * Fillwell discount cards: one per account and one per verified mobile number. The member ID
 * (cardholder_id) is random and checksummed; BIN, PCN and group come from configuration.
 */
export const discountCards = pgTable(
  'discount_cards',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    cardholderId: text('cardholder_id').notNull(),
    /** The verified number the card was issued to: 1 and ten digits. */
    mobileNumber: text('mobile_number').notNull(),
    /** active or inactive. */
    status: text('status').notNull().default('active'),
    /** The card's pharmacy (a pharmacy location id in the discount-card network), if chosen. */
    pharmacyId: text('pharmacy_id'),
    /** The offer held with the card (spec: magicCoupon). */
    couponCode: text('coupon_code').references(() => coupons.code),
    /** The match code the card was issued or matched with. */
    matchCode: text('match_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('discount_cards_account_idx').on(table.accountId),
    uniqueIndex('discount_cards_cardholder_idx').on(table.cardholderId),
    uniqueIndex('discount_cards_mobile_number_idx').on(table.mobileNumber),
  ],
);
export type DiscountCardRow = typeof discountCards.$inferSelect;

/**
 * Codes from /qs/{code} (a pharmacy's or a campaign's invitation) and /qs/rf/{code} (a member's
 * referral). A code is used at most max_uses times (null: no limit) and once per card.
 */
export const discountCardMatchCodes = pgTable(
  'discount_card_match_codes',
  {
    code: text('code').primaryKey(),
    /** pharmacy, campaign or referral. */
    kind: text('kind').notNull(),
    /** The pharmacy the card is matched to (kind pharmacy). */
    pharmacyId: text('pharmacy_id'),
    couponCode: text('coupon_code').references(() => coupons.code),
    /** The member whose referral this is (kind referral). */
    referrerCardId: text('referrer_card_id').references(() => discountCards.id),
    maxUses: integer('max_uses'),
    useCount: integer('use_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'discount_card_match_codes_uses',
      sql`${table.maxUses} IS NULL OR ${table.useCount} <= ${table.maxUses}`,
    ),
  ],
);
export type DiscountCardMatchCodeRow = typeof discountCardMatchCodes.$inferSelect;

/** Paid claims: each fill a pharmacy priced on a member's card, kept for the savings history. */
export const discountCardClaims = pgTable(
  'discount_card_claims',
  {
    id: text('id').primaryKey(),
    cardId: text('card_id')
      .notNull()
      .references(() => discountCards.id),
    pharmacyId: text('pharmacy_id').notNull(),
    pharmacyNpi: text('pharmacy_npi').notNull(),
    medId: integer('med_id').notNull(),
    quantity: integer('quantity').notNull(),
    priceId: text('price_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The same pharmacy's retail (edlp) price for the fill. */
    retailCents: integer('retail_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('discount_card_claims_card_idx').on(table.cardId, table.createdAt)],
);
export type DiscountCardClaimRow = typeof discountCardClaims.$inferSelect;
