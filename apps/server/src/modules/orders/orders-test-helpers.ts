import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { composeMemberId } from '@fillwell/domain';
import {
  discountCards,
  gatewayCards,
  gatewayCharges,
  orders,
  paymentCards,
  pharmacies,
  prescribers,
} from '../../db/schema/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { expectOk, type WireError, type WireMoney } from '../../test/api-helpers';
import { signUpTestAccount, type TestAccount } from '../../test/accounts';
import { addCard, NEXT_YEAR, TEST_CARDS } from '../payments/payments-test-helpers';

export { TEST_CARDS };
export { expectOk, type WireError, type WireMoney };

export type WireCartItem = {
  id: string;
  med_id: number;
  slug: string;
  price_category: string;
  promotional_category: string | null;
  price: {
    base_price: WireMoney;
    price_with_coupons: WireMoney;
    consultation_price: WireMoney | null;
  };
};

export type WireCart = {
  id: string | null;
  items: WireCartItem[];
  subtotal: WireMoney;
  total: WireMoney;
  coupon: { code: string | null; applied_amount: WireMoney } | null;
  wallet_credit: { available_balance: WireMoney; applied_amount: WireMoney } | null;
  fulfillment: string | null;
  updated_on: string | null;
} & WireError;

export type WirePurchase = {
  id: string;
  order_id: string;
  order_number: string;
  pharmacy_id: string | null;
  pharmacy_network_id: number | null;
  cart_flow_id: string;
} & WireError;

export type WireOrderItem = {
  id: string;
  slug: string;
  status: 'active' | 'cancelled';
  rx_src_type: string | null;
  transfer_source: string | null;
  rx_source_name: string | null;
  is_sent_by_own_doctor: boolean;
  prescriber: { provider_id: number; full_name: string; city: string; state: string } | null;
  price: { base_price: WireMoney; price_with_coupons: WireMoney };
  consultation: { price: WireMoney } | null;
  alert: { label: { text: string }; modal: { header: string; content: string[] } } | null;
};

export type WireOrder = {
  id: string;
  order_number: string;
  created_on: string;
  order_status: string;
  fulfillment_status: string;
  fulfillment: string;
  items: WireOrderItem[];
  subtotal: WireMoney;
  total: WireMoney;
  coupon: { description: string; applied_amount: WireMoney } | null;
  wallet_credit: { applied_amount: WireMoney } | null;
  consultation_fee: WireMoney | null;
  shipping: { label: string; price: WireMoney };
  pharmacy: { id: string; name: string; network_id: number } | null;
  shipping_address: { address1: string; city: string } | null;
  payment_method: { brand: string; last4: string } | null;
  consultation_id: string | null;
  consultation_status: string | null;
  update_channel: 'text' | 'email' | null;
  card_payments_refunds: Array<{ id: string; kind: string; amount: WireMoney }>;
  timeline: Array<{ label: string; state: string }>;
  digital_card: {
    member_id: string;
    rx_bin: string;
    first_name: string | null;
    order_number: string;
  } | null;
  estimated_delivery_date: string | null;
  delivery_id: string | null;
  is_cancellable: boolean;
  cancellation_reason: string | null;
};

export type OrderBody = { result: WireOrder } & WireError;
export type OrdersBody = { result: WireOrder[] } & WireError;

type DrugBody = {
  result: {
    forms: Array<{
      dosages: Array<{
        med_id: number;
        display_dosage: string;
        quantities: Array<{
          raw_quantity: number;
          price: Record<string, { price_id: string; amount_cents: number }>;
        }>;
      }>;
    }>;
  };
};

export const PURCHASE_PATH = '/api/cart/purchase';
/** A brand priced well above the welcome offers, so that its purchase charges the card. */
export const PICKUP_DRUG = 'lipitor';
export const ST_LOUIS_ADDRESS = {
  address1: '4400 Lindell Blvd',
  city: 'Saint Louis',
  state: 'MO',
  zip_code: '63108',
};

/** A drug's first dosage and quantity, priced in a category (from the drug page). */
export async function findPriceId(
  baseUrl: string,
  slug: string,
  category = 'edlp',
): Promise<string> {
  const page = await createApiClient(baseUrl).get<DrugBody>(`/api/v2/user/drugs/detail/${slug}`);
  const quantity = page.body.result.forms[0]?.dosages[0]?.quantities[0];
  const priceId = quantity?.price[category]?.price_id;
  if (!priceId) throw new Error(`no ${category} price for ${slug}`);
  return priceId;
}

export async function signUpBuyer(baseUrl: string, card: string | null = TEST_CARDS.visa) {
  const account = await signUpTestAccount(baseUrl, 'buyer');
  if (card) {
    const saved = await addCard(account.client, card);
    if (saved.status !== 200) throw new Error(`Card not saved: ${saved.text}`);
  }
  return account;
}

/**
 * Gives the account an active discount card, as issuing one through its own calls would (that
 * journey is the discount card's own tests): random member ID and number, one per account.
 */
export async function giveDiscountCard(db: AppDatabase, accountId: string): Promise<void> {
  const digits = (count: number) =>
    Array.from(randomBytes(count), (byte) => String(byte % 10)).join('');
  await db.insert(discountCards).values({
    id: `dc-${accountId}`,
    accountId,
    cardholderId: composeMemberId(digits(12)),
    mobileNumber: `1314${digits(7)}`,
  });
}

/** A pickup pharmacy of the test directory in a network. */
export async function findPickupPharmacyId(db: AppDatabase, networkId = 1): Promise<string> {
  const rows = await db.select().from(pharmacies).where(eq(pharmacies.isMailOrder, false));
  const row = rows.find((candidate) => candidate.networkIds.includes(networkId));
  if (!row) throw new Error(`no pharmacy in network ${networkId}`);
  return row.id;
}

export async function findPrescriber(db: AppDatabase) {
  const [row] = await db.select().from(prescribers).limit(1);
  if (!row) throw new Error('no prescribers');
  return row;
}

export const getCart = (client: ApiClient) => expectOk(client.get<WireCart>('/api/v2/cart'));

/** Fills the cart for pickup at a pharmacy, as the checkout does. */
export async function fillPickupCart(
  baseUrl: string,
  db: AppDatabase,
  client: ApiClient,
  slugs: readonly string[] = [PICKUP_DRUG],
): Promise<WireCart> {
  const priceIds = await Promise.all(slugs.map((slug) => findPriceId(baseUrl, slug)));
  await expectOk(
    client.post<WireCart>('/api/v2/cart/items', {
      items: priceIds.map((price_id) => ({ price_id })),
      clear: true,
      force: true,
    }),
  );
  return expectOk(
    client.post<WireCart>('/api/v2/cart/pharmacy', { pharmacy_id: await findPickupPharmacyId(db) }),
  );
}

/** Fills the cart for delivery with a shipping address and each item's prescription source. */
export async function fillDeliveryCart(
  baseUrl: string,
  client: ApiClient,
  sources: ReadonlyArray<{ slug: string; source: Record<string, unknown> }>,
): Promise<WireCart> {
  const priceIds = await Promise.all(
    sources.map(({ slug }) => findPriceId(baseUrl, slug, 'delivery')),
  );
  const cart = await expectOk(
    client.post<WireCart>('/api/v2/cart/items', {
      items: priceIds.map((price_id) => ({ price_id })),
      clear: true,
      force: true,
    }),
  );
  await expectOk(client.post('/api/v2/user/account/address', ST_LOUIS_ADDRESS));
  return expectOk(
    client.patch<WireCart>('/api/v2/cart/prescriptions', {
      items: cart.items.map((item, index) => ({ item_id: item.id, ...sources[index]?.source })),
    }),
  );
}

export function purchase(
  client: ApiClient,
  body: Record<string, unknown> = {},
  idempotencyKey?: string,
) {
  const headers: Record<string, string> = idempotencyKey
    ? { 'idempotency-key': idempotencyKey }
    : {};
  return client.post<WirePurchase>(PURCHASE_PATH, body, { headers });
}

/**
 * Saves a card as the gateway keeps it, for outcomes the gateway refuses at saving (a card that
 * was good when saved and is declined later), or with an expiry already past.
 */
export async function insertSavedCard(
  db: AppDatabase,
  account: TestAccount,
  options: { outcome: string; expMonth?: number; expYear?: number },
): Promise<string> {
  const providerCardId = `card_${randomBytes(8).toString('hex')}`;
  const expiry = { expMonth: options.expMonth ?? 12, expYear: options.expYear ?? NEXT_YEAR };
  await db.insert(gatewayCards).values({
    id: providerCardId,
    brand: 'visa',
    last4: '0002',
    ...expiry,
    outcome: options.outcome,
  });
  const id = randomBytes(16).toString('base64url');
  await db
    .update(paymentCards)
    .set({ isDefault: false })
    .where(eq(paymentCards.accountId, account.accountId));
  await db.insert(paymentCards).values({
    id,
    accountId: account.accountId,
    providerCardId,
    brand: 'visa',
    last4: '0002',
    ...expiry,
    isDefault: true,
    position: 1000,
  });
  return id;
}

export function listAccountOrders(db: AppDatabase, accountId: string) {
  return db.select().from(orders).where(eq(orders.accountId, accountId));
}

/** The gateway's charge for an order (its key is `order:<id>`). */
export function listOrderCharges(db: AppDatabase, orderId: string) {
  return db
    .select()
    .from(gatewayCharges)
    .where(and(eq(gatewayCharges.idempotencyKey, `order:${orderId}`)));
}

export function listRefunds(db: AppDatabase, chargeId: string) {
  return db
    .select()
    .from(gatewayCharges)
    .where(like(gatewayCharges.idempotencyKey, `refund:${chargeId}:%`));
}
