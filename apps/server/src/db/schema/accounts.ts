import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * People with an account. `type` is full (email + password), guest (email only), sms_otp (phone
 * code, maybe no email), reverie (Pharmacy Plus) or clinician. Emails are stored lower-cased.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    email: text('email'),
    /** argon2id hash; null for guest and phone-code accounts. */
    passwordHash: text('password_hash'),
    /** Digits only, with the country code: 1 and ten digits. */
    mobileNumber: text('mobile_number'),
    /** When mobile_number was last proven by a texted code (phone-code sign-in or verification). */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** ISO date (YYYY-MM-DD). */
    dob: text('dob'),
    gender: text('gender'),
    smsOptIn: boolean('sms_opt_in').notNull().default(false),
    medInfoOptIn: boolean('med_info_opt_in').notNull().default(false),
    telemedCurrentState: text('telemed_current_state'),
    /** This account's own code for inviting friends. */
    referralCode: text('referral_code').notNull(),
    /** The invite code this account signed up with. */
    referredByCode: text('referred_by_code'),
    acceptsAgreementsAt: timestamp('accepts_agreements_at', { withTimezone: true }),
    hasMagicCoupon: boolean('has_magic_coupon').notNull().default(false),
    isReverieUser: boolean('is_reverie_user').notNull().default(false),
    /** Set when the account may no longer be used (e.g. a demo staff login without its password). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('accounts_email_idx')
      .on(table.email)
      .where(sql`${table.email} IS NOT NULL`),
    index('accounts_mobile_number_idx').on(table.mobileNumber),
    uniqueIndex('accounts_referral_code_idx').on(table.referralCode),
    index('accounts_referred_by_code_idx').on(table.referredByCode),
  ],
);
export type AccountRow = typeof accounts.$inferSelect;
