import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import {
  gatewayCards,
  paymentCards,
  subscriptionCharges,
  subscriptions,
} from '../../db/schema/index';
import type { ApiClient } from '../../test/api-client';
import {
  expectOk,
  type DefaultMedication,
  type WireError,
  type WireMoney,
} from '../../test/api-helpers';
import { signUpBuyer, ST_LOUIS_ADDRESS, TEST_CARDS } from '../orders/orders-test-helpers';

export { TEST_CARDS };

export type WireSubscriptionCart = {
  med: {
    med_id: number;
    med_name_id: number;
    med_price_id: string;
    quantity: number;
    name: string;
    formatted_description: string;
  } | null;
  coupon: null;
  total_price_with_coupons: WireMoney | null;
  subscription_fee: WireMoney | null;
  medical_fee: WireMoney | null;
  shipping: { label: string; price: WireMoney };
} & WireError;

export type WireSubscription = {
  id: string;
  plan_name: string;
  status: 'active' | 'past_due' | 'cancelled';
  created_on: string;
  next_charge_on: string;
  cycle_cost_cents: number;
  subscription_fee: WireMoney;
  medical_fee: WireMoney;
  current_cycle: number;
  med_id: number;
  med_name_id: number;
  quantity: number;
  last_payment_failure: string | null;
};

export type WirePurchase = { order_id: string; subscription: WireSubscription } & WireError;
export type WireEligibility = {
  result: {
    med_name_id: number;
    med_id: number | null;
    is_offered: boolean;
    is_eligible: boolean;
    condition: string | null;
    state: string | null;
    reason: string | null;
  };
} & WireError;
export type WireActionItem = {
  kind: string;
  subscription_id: string;
  title: string;
  link: string;
};

export const PURCHASE_PATH = '/api/v2/subscription/drug_purchase';

export interface SubscriberProfile {
  gender?: 'male' | 'female';
  dob?: string;
  state?: string;
  card?: string | null;
}

/** A full account with profile (and current state), phone, shipping address and a card. */
export async function prepareSubscriber(baseUrl: string, profile: SubscriberProfile = {}) {
  const account = await signUpBuyer(
    baseUrl,
    profile.card === undefined ? TEST_CARDS.visa : profile.card,
  );
  await expectOk(
    account.client.patch('/api/v2/user/account', {
      first_name: 'Sam',
      last_name: 'Rivera',
      dob: profile.dob ?? '1980-04-02',
      gender: profile.gender ?? 'male',
      mobile_number: '3145550123',
      telemed_current_state: profile.state ?? 'MO',
    }),
  );
  await expectOk(account.client.post('/api/v2/user/account/address', ST_LOUIS_ADDRESS));
  return account;
}

export function toPurchaseBody(
  medication: DefaultMedication,
  overrides: Record<string, unknown> = {},
) {
  return {
    med_id: medication.medId,
    med_name_id: medication.medNameId,
    med_price_id: `p-${medication.medId}-${medication.quantity}-delivery`,
    quantity: medication.quantity,
    sanofi_consent_given: true,
    telemed_current_state: 'MO',
    ...overrides,
  };
}

export function purchaseSubscription(
  client: ApiClient,
  body: Record<string, unknown>,
  idempotencyKey?: string,
) {
  const headers: Record<string, string> = idempotencyKey
    ? { 'idempotency-key': idempotencyKey }
    : {};
  return client.post<WirePurchase>(PURCHASE_PATH, body, { headers });
}

export function createKey(): string {
  return `test-${randomBytes(8).toString('hex')}`;
}

export function listSubscriptionRows(db: AppDatabase, accountId: string) {
  return db.select().from(subscriptions).where(eq(subscriptions.accountId, accountId));
}

export function listChargeRows(db: AppDatabase, subscriptionId: string) {
  return db
    .select()
    .from(subscriptionCharges)
    .where(eq(subscriptionCharges.subscriptionId, subscriptionId));
}

/** From now on every charge on the account's saved cards is declined. */
export async function declineFutureCharges(db: AppDatabase, accountId: string): Promise<void> {
  const cards = await db.select().from(paymentCards).where(eq(paymentCards.accountId, accountId));
  for (const card of cards) {
    await db
      .update(gatewayCards)
      .set({ outcome: 'charge_declined' })
      .where(eq(gatewayCards.id, card.providerCardId));
  }
}
