import { and, eq, sql } from 'drizzle-orm';
import type { Account } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { accounts, coupons, discountCards } from '../../db/schema/index';
import { toMagicCoupon } from '../discount-card/index';
import { createCustomerOrders } from '../orders/index';

const customerOrders = createCustomerOrders();

/** The account summary, and the pharmacy of its active discount card (a location id). */
export interface AccountView {
  account: Account;
  magicPharmacyId: string | null;
}

/**
 * The signed-in account as GET /api/v2/user shows it, read in one query; null when the account
 * no longer exists.
 */
export async function loadAccountSummary(
  db: AppDatabase,
  accountId: string,
): Promise<Account | null> {
  return (await loadAccountView(db, accountId))?.account ?? null;
}

export async function loadAccountView(
  db: AppDatabase,
  accountId: string,
): Promise<AccountView | null> {
  const rows = await db
    .select({
      account: accounts,
      // An active discount card, its pharmacy and the coupon held with it.
      cardId: discountCards.id,
      cardPharmacyId: discountCards.pharmacyId,
      coupon: {
        name: coupons.name,
        firstName: coupons.firstName,
        discountCents: coupons.discountCents,
      },
      // Written out: drizzle leaves columns unqualified inside a raw subquery.
      paymentCardCount: sql<number>`(select count(*)::int from payment_cards c where c.account_id = accounts.id)`,
      hasPatientProfile: sql<boolean>`exists (select 1 from patient_profiles p where p.account_id = accounts.id)`,
      hasShippingAddress: sql<boolean>`exists (select 1 from shipping_addresses a where a.account_id = accounts.id)`,
      hasConsultations: sql<boolean>`exists (select 1 from consultations c where c.account_id = accounts.id)`,
      hasSubscriptions: sql<boolean>`exists (select 1 from subscriptions s where s.account_id = accounts.id and s.status <> 'cancelled')`,
      // The invite it joined with names an account (another one).
      hasInviter: sql<boolean>`exists (select 1 from accounts r where r.referral_code = accounts.referred_by_code and r.id <> accounts.id)`,
    })
    .from(accounts)
    .leftJoin(
      discountCards,
      and(eq(discountCards.accountId, accounts.id), eq(discountCards.status, 'active')),
    )
    .leftJoin(coupons, eq(coupons.code, discountCards.couponCode))
    .where(eq(accounts.id, accountId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { account } = row;
  const orderCount = await customerOrders.countOrders(db, accountId);
  const summary: Account = {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    dob: account.dob,
    gender: account.gender === 'male' || account.gender === 'female' ? account.gender : null,
    mobileNumber: account.mobileNumber,
    type: toAccountType(account.type),
    smsOptIn: account.smsOptIn,
    medInfoOptIn: account.medInfoOptIn,
    orderCount,
    paymentCardCount: Number(row.paymentCardCount),
    hasPatientProfile: Boolean(row.hasPatientProfile),
    hasShippingAddress: Boolean(row.hasShippingAddress),
    hasSubscriptions: Boolean(row.hasSubscriptions),
    hasConsultations: Boolean(row.hasConsultations),
    hasReferralCoupon: Boolean(row.hasInviter) && orderCount === 0,
    hasMagicCoupon: account.hasMagicCoupon,
    magicCoupon: row.coupon ? toMagicCoupon(row.coupon) : null,
    isMagicVerified: row.cardId !== null,
    isReverieUser: account.isReverieUser,
    telemedCurrentState: account.telemedCurrentState,
    referralCode: account.referralCode,
    userLocation: null,
  };
  return { account: summary, magicPharmacyId: row.cardPharmacyId };
}

const ACCOUNT_TYPE_SET = new Set<string>([
  'full',
  'guest',
  'sms_otp',
  'reverie',
  'clinician',
  'partner_staff',
  'support',
]);

function toAccountType(type: string): Account['type'] {
  return ACCOUNT_TYPE_SET.has(type) ? (type as Account['type']) : 'guest';
}
