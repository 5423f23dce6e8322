import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import {
  gatewayCards,
  gatewayCharges,
  paymentCards,
  subscriptionCharges,
  subscriptions,
} from '../../db/schema/index';
import type { ApiClient } from '../../test/api-client';
import { expectOk, signUpBuyer, ST_LOUIS_ADDRESS, TEST_CARDS } from '../orders/orders-test-helpers';

export { TEST_CARDS };

export type WireMoney = { amount_cents: number; display_value: string };

export type WireError = {
  message: string;
  code: string;
  status: number;
  validation_errors: Record<string, string[]>;
  error_details: Record<string, unknown> | null;
};

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

type DrugBody = {
  result: {
    med_name_id: number;
    default_med_id: number;
    forms: Array<{
      dosages: Array<{
        med_id: number;
        default_quantity_index: number;
        quantities: Array<{ raw_quantity: number }>;
      }>;
    }>;
  };
};

export interface TestMedication {
  medId: number;
  medNameId: number;
  quantity: number;
}

/** A drug's default dosage and quantity, from the drug page. */
export async function findMedication(client: ApiClient, slug: string): Promise<TestMedication> {
  const page = await expectOk(client.get<DrugBody>(`/api/v2/user/drugs/detail/${slug}`));
  const dosages = page.result.forms.flatMap((form) => form.dosages);
  const dosage = dosages.find((entry) => entry.med_id === page.result.default_med_id);
  const quantity = dosage?.quantities[dosage.default_quantity_index]?.raw_quantity;
  if (!dosage || quantity === undefined) throw new Error(`no default dosage for ${slug}`);
  return { medId: dosage.med_id, medNameId: page.result.med_name_id, quantity };
}

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
  medication: TestMedication,
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

/** The gateway's charges of an order (its key is `order:<id>`). */
export function listGatewayCharges(db: AppDatabase, orderId: string) {
  return db
    .select()
    .from(gatewayCharges)
    .where(and(eq(gatewayCharges.idempotencyKey, `order:${orderId}`)));
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

export async function advanceClock(client: ApiClient, days: number) {
  return expectOk(
    client.post<{ today: string; jobs: Array<{ name: string; handled: number | null }> }>(
      '/api/dev/clock',
      { advance_days: days },
    ),
  );
}
