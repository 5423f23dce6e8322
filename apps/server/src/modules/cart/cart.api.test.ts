import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CART_MESSAGES, WELCOME_OFFERS } from '@fillwell/domain';
import { CART_ERROR_CODES } from '@fillwell/contracts';
import { pharmacies } from '../../db/schema/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { signUpTestAccount } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';

type WireMoney = { amount_cents: number; display_value: string };
type WireItem = {
  id: string;
  med_id: number;
  med_name_id: number;
  price_id: string;
  formatted_name: string;
  formatted_description: string;
  slug: string;
  quantity: number;
  price_category: string;
  fulfillment: string;
  is_recurring: boolean;
  is_auto_refill_eligible: boolean;
  is_telemed_eligible: boolean;
  promotional_category: string | null;
  rx_src_type: string | null;
  price: {
    base_price: WireMoney;
    price_with_coupons: WireMoney;
    price_category: string;
    consultation_price: WireMoney | null;
    display_value: string;
  };
};
type WireCart = {
  id: string | null;
  items: WireItem[];
  subtotal: WireMoney;
  total: WireMoney;
  coupon: { code: string | null; description: string; applied_amount: WireMoney } | null;
  promotion_note: string | null;
  has_coupons: boolean;
  wallet_credit: { available_balance: WireMoney; applied_amount: WireMoney } | null;
  fulfillment: string | null;
  shipping: { label: string; price: WireMoney } | null;
  pharmacy: { id: string; name: string } | null;
  pharmacy_brand: string | null;
  cart_pharmacy_network_id: number | null;
  reimbursement_consent_required: boolean;
  is_blocked: boolean;
  updated_on: string | null;
};
type WireError = {
  message: string;
  code: string;
  status: number;
  validation_errors: Record<string, string[]>;
};
type CartBody = WireCart & WireError;
type CouponBody = { name: string; discount: WireMoney; cart: WireCart } & WireError;
type ComparisonBody = {
  result: Array<{
    fulfillment: string;
    pharmacy: { location: { id: string }; network_id: number };
    items: Array<{ price_id: string; price: WireMoney }>;
    total: WireMoney;
  }>;
} & WireError;
type WireQuantity = {
  raw_quantity: number;
  price: Record<string, { price_id: string; amount_cents: number }>;
};
type DrugBody = {
  result: {
    forms: Array<{
      dosages: Array<{ med_id: number; display_dosage: string; quantities: WireQuantity[] }>;
    }>;
  };
};

const CART = '/api/v2/cart';
const ITEMS = '/api/v2/cart/items';
const COUPONS = '/api/coupons';
const ST_LOUIS_ZIP = '63103';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
});
afterAll(async () => {
  await server?.close();
});

const visitor = () => createApiClient(server.baseUrl);

/** The drug page's price for a dosage (by its display text), quantity and category. */
async function findPrice(slug: string, dosage: string, quantity: number, category: string) {
  const page = await visitor().get<DrugBody>(`/api/v2/user/drugs/detail/${slug}`);
  const dosages = page.body.result.forms.flatMap((form) => form.dosages);
  const match = dosages.find((candidate) => candidate.display_dosage.replace(/\s/g, '') === dosage);
  const price = match?.quantities.find((entry) => entry.raw_quantity === quantity)?.price[category];
  if (!match || !price) throw new Error(`no ${slug} ${dosage} ×${quantity} ${category}`);
  return { medId: match.med_id, priceId: price.price_id, amountCents: price.amount_cents };
}

const addItems = (client: ApiClient, body: Record<string, unknown>) =>
  client.post<CartBody>(ITEMS, body);
const add = (client: ApiClient, priceId: string, extra: Record<string, unknown> = {}) =>
  addItems(client, { items: [{ price_id: priceId }], ...extra });
const getCart = (client: ApiClient) => client.get<CartBody>(CART);
const patchItems = (client: ApiClient, items: unknown[], extra: Record<string, unknown> = {}) =>
  client.patch<CartBody>(ITEMS, { items, ...extra });

describe('GET /api/v2/cart', () => {
  it('answers an empty cart to a new visitor without starting a session', async () => {
    const response = await getCart(visitor());
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.body).toMatchObject({
      id: null,
      items: [],
      total: { amount_cents: 0, display_value: 'Free' },
      has_coupons: false,
      wallet_credit: null,
      fulfillment: null,
      is_blocked: false,
    });
  });
});

describe('POST /api/v2/cart/items', () => {
  it("adds a visitor's medication priced by the server, refusing any price the client sends", async () => {
    const client = visitor();
    const atorvastatin = await findPrice('atorvastatin', '20mg', 30, 'edlp');
    const chosen = { price_id: atorvastatin.priceId, med_id: atorvastatin.medId };
    const priced = await addItems(client, { items: [{ ...chosen, price: 1 }], total: 1 });
    expect(priced.status).toBe(400);
    expect(Object.keys(priced.body.validation_errors)).toEqual(['items.0.price', 'total']);
    const response = await addItems(client, { items: [chosen] });
    expect(response.status).toBe(200);
    expect(response.body.id).toMatch(/^cart_[\w-]{20,}$/);
    const [item] = response.body.items;
    expect(item).toMatchObject({
      med_id: atorvastatin.medId,
      formatted_name: 'Atorvastatin',
      slug: 'atorvastatin',
      quantity: 30,
      price_category: 'edlp',
      fulfillment: 'pickup',
      price_id: atorvastatin.priceId,
      is_telemed_eligible: true,
      is_auto_refill_eligible: false,
      rx_src_type: null,
    });
    expect(item?.id).toMatch(/^item_[\w-]{20,}$/);
    expect(item?.formatted_description).toMatch(/30 tablets/);
    // docs/pricing.md: atorvastatin 20 mg × 30 at retail is $13.11.
    expect(item?.price.base_price).toEqual({ amount_cents: 1311, display_value: '$13.11' });
    expect(response.body.total).toEqual({ amount_cents: 1311, display_value: '$13.11' });
    expect(response.body.shipping).toEqual({
      label: 'Local Pickup',
      price: { amount_cents: 0, display_value: 'Free' },
    });
    expect((await getCart(client)).body.items).toHaveLength(1);
  });

  it('replaces the item of a drug already in the cart', async () => {
    const client = visitor();
    const thirty = await findPrice('atorvastatin', '20mg', 30, 'edlp');
    const ninety = await findPrice('atorvastatin', '40mg', 90, 'edlp');
    await add(client, thirty.priceId);
    const response = await add(client, ninety.priceId);
    expect(response.body.items).toHaveLength(1);
    expect(response.body.items[0]).toMatchObject({ med_id: ninety.medId, quantity: 90 });
    expect(response.body.total.amount_cents).toBe(ninety.amountCents);
  });

  it.each([
    ['an unknown medication', 'p-999999999-30-edlp'],
    ['a malformed id', 'hello'],
    ['an unknown category', 'p-240139578-30-quicksave'],
    ['markup', '<script>alert(1)</script>'],
    ['Unicode', 'p-２４-30-edlp'],
  ])('answers 400 with a clear message for %s', async (_name, priceId) => {
    const response = await add(visitor(), priceId);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(CART_MESSAGES.priceUnavailable);
    expect(response.body.code).toBe('price_unavailable');
  });

  it.each([0, -1, 2.5, 1_000_000_000, '30', null])(
    'answers 400 for the quantity %j',
    async (quantity) => {
      const { priceId } = await findPrice('atorvastatin', '20mg', 30, 'edlp');
      const response = await addItems(visitor(), { items: [{ price_id: priceId, quantity }] });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.validation_errors).join()).toMatch(/quantity/);
    },
  );

  it("refuses a quantity the medication is not sold in, and a med_id that is not the price's", async () => {
    const inhaler = await findPrice('albuterol', '90mcg/actuation', 1, 'edlp');
    const wrongQuantity = await addItems(visitor(), {
      items: [{ price_id: inhaler.priceId, quantity: 3 }],
    });
    expect(wrongQuantity.status).toBe(400);
    const tablets = await findPrice('atorvastatin', '20mg', 30, 'edlp');
    const custom = await addItems(visitor(), {
      items: [{ price_id: tablets.priceId, quantity: 45 }],
    });
    expect(custom.body.items[0]?.quantity).toBe(45);
    const wrongMed = await addItems(visitor(), {
      items: [{ price_id: tablets.priceId, med_id: 1 }],
    });
    expect(wrongMed.status).toBe(400);
    expect(wrongMed.body.message).toBe(CART_MESSAGES.medicationMismatch);
  });

  it.each([
    { items: [] },
    {},
    { items: 'p-1-30-edlp' },
    { items: [{ price_id: '' }] },
    { items: [{ price_id: 'x'.repeat(500) }] },
  ])('answers 400 for the body %j', async (body) => {
    const response = await addItems(visitor(), body);
    expect(response.status).toBe(400);
  });

  it('keeps one fulfillment per cart: 409 without force, force replaces the other kind', async () => {
    const client = visitor();
    const pickup = await findPrice('atorvastatin', '20mg', 30, 'edlp');
    const delivery = await findPrice('lisinopril', '10mg', 30, 'delivery');
    await add(client, pickup.priceId);
    const conflict = await add(client, delivery.priceId);
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('cart_fulfillment_conflict');
    expect((await getCart(client)).body.items).toHaveLength(1);
    const forced = await add(client, delivery.priceId, { force: true });
    expect(forced.status).toBe(200);
    expect(forced.body.items.map((item) => item.price_category)).toEqual(['delivery']);
    expect(forced.body.fulfillment).toBe('delivery');
    expect(forced.body.shipping?.label).toBe('USPS First Class');
    expect(forced.body.items[0]?.is_auto_refill_eligible).toBe(true);
  });

  it('needs a verified discount card for the discount-card price', async () => {
    const { priceId } = await findPrice('atorvastatin', '20mg', 30, 'magic');
    const response = await add(visitor(), priceId);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('discount_card_required');
  });

  it('empties the cart first with clear, and holds at most 10 medications', async () => {
    const client = visitor();
    const slugs = [
      'atorvastatin',
      'lisinopril',
      'metformin',
      'amlodipine',
      'levothyroxine',
      'omeprazole',
    ];
    const search = await Promise.all(
      slugs.map(async (slug) => {
        const page = await visitor().get<DrugBody>(`/api/v2/user/drugs/detail/${slug}`);
        const quantity = page.body.result.forms[0]?.dosages[0]?.quantities[0];
        return quantity?.price.edlp?.price_id ?? '';
      }),
    );
    await addItems(client, { items: search.slice(0, 3).map((price_id) => ({ price_id })) });
    const cleared = await addItems(client, {
      items: search.slice(3).map((price_id) => ({ price_id })),
      clear: true,
    });
    expect(cleared.body.items.map((item) => item.slug)).toEqual(slugs.slice(3));
    const tooMany = await addItems(client, {
      items: Array.from({ length: 11 }, () => ({ price_id: search[0] })),
    });
    expect(tooMany.status).toBe(400);
  });
});

describe('PATCH /api/v2/cart/items and DELETE /api/v2/cart/items/{id}', () => {
  it('changes the quantity, prices it again, and removes items', async () => {
    const client = visitor();
    const thirty = await findPrice('atorvastatin', '20mg', 30, 'edlp');
    const ninety = await findPrice('atorvastatin', '20mg', 90, 'edlp');
    const added = await add(client, thirty.priceId);
    const itemId = added.body.items[0]?.id ?? '';
    const changed = await patchItems(client, [{ item_id: itemId, quantity: 90 }]);
    expect(changed.status).toBe(200);
    expect(changed.body.items[0]).toMatchObject({ quantity: 90, price_id: ninety.priceId });
    expect(changed.body.total.amount_cents).toBe(ninety.amountCents);
    const removed = await client.delete<CartBody>(`${ITEMS}/${itemId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.items).toEqual([]);
    expect(removed.body.total.display_value).toBe('Free');
  });

  it('deletes with delete: true and refuses auto-refill for a pickup item', async () => {
    const client = visitor();
    const { priceId } = await findPrice('atorvastatin', '20mg', 30, 'edlp');
    const itemId = (await add(client, priceId)).body.items[0]?.id ?? '';
    const refill = await patchItems(client, [{ item_id: itemId, is_recurring: true }]);
    expect(refill.status).toBe(400);
    expect(refill.body.message).toBe(CART_MESSAGES.autoRefillNotEligible);
    const nothing = await patchItems(client, [{ item_id: itemId }]);
    expect(nothing.status).toBe(400);
    const deleted = await patchItems(client, [{ item_id: itemId, delete: true }]);
    expect(deleted.body.items).toEqual([]);
  });

  it('turns on auto-refill for a delivery item', async () => {
    const client = visitor();
    const { priceId } = await findPrice('lisinopril', '10mg', 30, 'delivery');
    const itemId = (await add(client, priceId)).body.items[0]?.id ?? '';
    const response = await patchItems(client, [{ item_id: itemId, is_recurring: true }]);
    expect(response.body.items[0]?.is_recurring).toBe(true);
  });

  it("answers 404 for unknown items and for another person's items", async () => {
    const owner = visitor();
    const stranger = visitor();
    const { priceId } = await findPrice('atorvastatin', '20mg', 30, 'edlp');
    const itemId = (await add(owner, priceId)).body.items[0]?.id ?? '';
    await add(stranger, priceId);
    const responses = await Promise.all([
      patchItems(stranger, [{ item_id: itemId, quantity: 90 }]),
      stranger.delete<CartBody>(`${ITEMS}/${itemId}`),
      patchItems(owner, [{ item_id: 'item_nope', quantity: 90 }]),
      owner.delete<CartBody>(`${ITEMS}/item_nope`),
    ]);
    expect(responses.map((response) => response.status)).toEqual([404, 404, 404, 404]);
    expect(responses[0]?.body.message).toBe(CART_MESSAGES.itemNotFound);
    expect((await getCart(owner)).body.items[0]?.quantity).toBe(30);
  });

  it('answers 400 for a stale price id and bad quantities, changing nothing', async () => {
    const client = visitor();
    const { priceId } = await findPrice('atorvastatin', '20mg', 30, 'edlp');
    const itemId = (await add(client, priceId)).body.items[0]?.id ?? '';
    const stale = await patchItems(client, [{ item_id: itemId, price_id: 'p-999999999-30-edlp' }]);
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(CART_MESSAGES.priceUnavailable);
    for (const quantity of [0, -5, 100_001, 2.5]) {
      const response = await patchItems(client, [{ item_id: itemId, quantity }]);
      expect(response.status).toBe(400);
    }
    expect((await getCart(client)).body.items[0]?.quantity).toBe(30);
  });
});

describe('a visitor who signs in', () => {
  it("keeps the visitor's cart after signing up, with the welcome offers", async () => {
    const client = visitor();
    const lipitor = await findPrice('lipitor', '20mg', 30, 'edlp');
    await add(client, lipitor.priceId);
    const signup = await client.post('/api/v2/user/account/signup', {
      email: `cart.${Date.now()}@example.com`,
      password: 'correct horse battery',
      accepts_agreements: true,
    });
    expect(signup.status).toBe(200);
    const cart = (await getCart(client)).body;
    expect(cart.items.map((item) => item.slug)).toEqual(['lipitor']);
    const welcome = WELCOME_OFFERS.firstFillCents + WELCOME_OFFERS.firstOrderCents;
    expect(cart.subtotal.amount_cents).toBe(lipitor.amountCents);
    expect(cart.coupon).toMatchObject({ code: null, applied_amount: { amount_cents: welcome } });
    expect(cart.total.amount_cents).toBe(lipitor.amountCents - welcome);
    expect(cart.items[0]?.price.price_with_coupons.amount_cents).toBe(
      lipitor.amountCents - welcome,
    );
    expect(cart.wallet_credit).toMatchObject({ available_balance: { amount_cents: 0 } });
  });

  it("joins the visitor's items to the account's cart when signing in", async () => {
    const account = await signUpTestAccount(server.baseUrl, 'cart');
    const atorvastatin = await findPrice('atorvastatin', '20mg', 30, 'edlp');
    const lisinopril = await findPrice('lisinopril', '10mg', 30, 'edlp');
    await add(account.client, atorvastatin.priceId);
    const client = visitor();
    await add(client, lisinopril.priceId);
    const login = await client.post('/api/v2/user/account/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.status).toBe(200);
    const cart = (await getCart(client)).body;
    expect(cart.items.map((item) => item.slug).sort()).toEqual(['atorvastatin', 'lisinopril']);
    expect((await getCart(account.client)).body.id).toBe(cart.id);
  });

  it("never shows one account's cart to another", async () => {
    const first = await signUpTestAccount(server.baseUrl, 'cart');
    const second = await signUpTestAccount(server.baseUrl, 'cart');
    const { priceId } = await findPrice('atorvastatin', '20mg', 30, 'edlp');
    await add(first.client, priceId);
    expect((await getCart(second.client)).body.items).toEqual([]);
  });
});

describe('POST /api/coupons', () => {
  it.each([
    ['', CART_MESSAGES.couponRequired],
    ['   ', CART_MESSAGES.couponRequired],
    ['NOPE', CART_MESSAGES.couponInvalid],
    ['<b>x</b>', CART_MESSAGES.couponInvalid],
    ['ÇOUPON', CART_MESSAGES.couponInvalid],
    ['SPRING2020', CART_MESSAGES.couponExpired],
  ])('refuses %j', async (code, message) => {
    const client = visitor();
    const response = await client.post<CouponBody>(COUPONS, { code });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('refuses a missing or non-text code, and a coupon for an empty cart', async () => {
    expect((await visitor().post<CouponBody>(COUPONS, {})).status).toBe(400);
    expect((await visitor().post<CouponBody>(COUPONS, { code: 5 })).status).toBe(400);
    const empty = await visitor().post<CouponBody>(COUPONS, { code: 'SAVE5' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(CART_MESSAGES.couponEmptyCart);
  });

  it('applies a trimmed, any-case code and takes it off the total', async () => {
    const client = visitor();
    const { priceId } = await findPrice('atorvastatin', '20mg', 30, 'edlp');
    await add(client, priceId);
    const response = await client.post<CouponBody>(COUPONS, { code: '  save5 ' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'SAVE5',
      discount: { amount_cents: 500, display_value: '$5.00' },
    });
    expect(response.body.cart.total.amount_cents).toBe(1311 - 500);
    const cart = (await getCart(client)).body;
    expect(cart.has_coupons).toBe(true);
    expect(cart.coupon).toMatchObject({ code: 'SAVE5', applied_amount: { amount_cents: 500 } });
    const cleared = await add(client, priceId, { clear_coupons: true });
    expect(cleared.body.coupon).toBeNull();
  });

  it('excludes opioids, ED and hair-loss drugs from promotions', async () => {
    for (const slug of ['tramadol', 'sildenafil', 'finasteride']) {
      const client = visitor();
      const page = await visitor().get<DrugBody>(`/api/v2/user/drugs/detail/${slug}`);
      const priceId = page.body.result.forms[0]?.dosages[0]?.quantities[0]?.price.edlp?.price_id;
      const added = await add(client, priceId ?? '');
      expect(added.body.items[0]?.promotional_category).not.toBeNull();
      const response = await client.post<CouponBody>(COUPONS, { code: 'SAVE5' });
      expect(response.status, slug).toBe(400);
      expect(response.body.message).toBe(CART_MESSAGES.couponExcludedItems);
    }
  });

  it('tells a first-time buyer why a hair-loss medication takes no welcome offer', async () => {
    const { client } = await signUpTestAccount(server.baseUrl, 'hairloss');
    const page = await visitor().get<DrugBody>('/api/v2/user/drugs/detail/finasteride');
    const priceId = page.body.result.forms[0]?.dosages[0]?.quantities[0]?.price.edlp?.price_id;
    const added = await add(client, priceId ?? '');
    expect(added.body.coupon).toBeNull();
    expect(added.body.promotion_note).toBe(
      'Promotions and welcome offers do not apply to hair-loss medications.',
    );
  });

  it('gives excluded items no share of a coupon on a mixed cart', async () => {
    const client = visitor();
    const atorvastatin = await findPrice('atorvastatin', '20mg', 30, 'edlp');
    const page = await visitor().get<DrugBody>('/api/v2/user/drugs/detail/tramadol');
    const tramadol = page.body.result.forms[0]?.dosages[0]?.quantities[0]?.price.edlp;
    await addItems(client, {
      items: [{ price_id: atorvastatin.priceId }, { price_id: tramadol?.price_id }],
    });
    const response = await client.post<CouponBody>(COUPONS, { code: 'WELCOME25' });
    expect(response.status).toBe(200);
    const items = response.body.cart.items;
    const opioid = items.find((item) => item.slug === 'tramadol');
    expect(opioid?.price.price_with_coupons).toEqual(opioid?.price.base_price);
    expect(response.body.cart.coupon?.applied_amount.amount_cents).toBe(1311);
  });

  it('does not combine a coupon with the welcome offers: the larger one stands', async () => {
    const account = await signUpTestAccount(server.baseUrl, 'cart');
    const lipitor = await findPrice('lipitor', '20mg', 30, 'edlp');
    await add(account.client, lipitor.priceId);
    const smaller = await account.client.post<CouponBody>(COUPONS, { code: 'SAVE5' });
    expect(smaller.status).toBe(400);
    expect(smaller.body.message).toBe(CART_MESSAGES.couponNotCombinable);
    const larger = await account.client.post<CouponBody>(COUPONS, { code: 'WELCOME25' });
    expect(larger.status).toBe(200);
    expect(larger.body.cart.coupon).toMatchObject({
      code: 'WELCOME25',
      applied_amount: { amount_cents: 2500 },
    });
    expect(larger.body.cart.total.amount_cents).toBe(lipitor.amountCents - 2500);
  });
});

describe('POST /api/v2/cart/pharmacy and /pharmacy_brand', () => {
  async function findPickupPharmacy(networkId: number) {
    const rows = await server.db.select().from(pharmacies).where(eq(pharmacies.isMailOrder, false));
    const row = rows.find((candidate) => candidate.networkIds.includes(networkId));
    if (!row) throw new Error(`no pharmacy in network ${networkId}`);
    return row;
  }

  it('fills the cart at a pharmacy and prices the items at its network', async () => {
    const client = visitor();
    const edlp = await findPrice('atorvastatin', '20mg', 30, 'edlp');
    const local = await findPrice('atorvastatin', '20mg', 30, 'local');
    await add(client, edlp.priceId);
    const pharmacy = await findPickupPharmacy(2);
    const response = await client.post<CartBody>('/api/v2/cart/pharmacy', {
      pharmacy_id: pharmacy.id,
      pharmacy_network_id: 2,
    });
    expect(response.status).toBe(200);
    expect(response.body.pharmacy).toMatchObject({ id: pharmacy.id, name: pharmacy.name });
    expect(response.body.cart_pharmacy_network_id).toBe(2);
    expect(response.body.items[0]?.price_category).toBe('local');
    expect(response.body.total.amount_cents).toBe(local.amountCents);
  });

  it('answers 404 for an unknown pharmacy and 400 for a network it is not in', async () => {
    const client = visitor();
    const unknown = await client.post<CartBody>('/api/v2/cart/pharmacy', { pharmacy_id: 'rx-0' });
    expect(unknown.status).toBe(404);
    const pharmacy = await findPickupPharmacy(1);
    const magic = await client.post<CartBody>('/api/v2/cart/pharmacy', {
      pharmacy_id: pharmacy.id,
      pharmacy_network_id: 4,
    });
    expect(magic.status).toBe(400);
    const delivery = await client.post<CartBody>('/api/v2/cart/pharmacy', {
      pharmacy_id: pharmacy.id,
      pharmacy_network_id: 3,
    });
    expect(delivery.status).toBe(400);
    const junk = await client.post<CartBody>('/api/v2/cart/pharmacy', { pharmacy_id: '' });
    expect(junk.status).toBe(400);
  });

  it('moves a pickup cart to the mail-order pharmacy only with force', async () => {
    const client = visitor();
    const { priceId } = await findPrice('atorvastatin', '20mg', 30, 'edlp');
    const delivery = await findPrice('atorvastatin', '20mg', 30, 'delivery');
    await add(client, priceId);
    const [mailOrder] = await server.db
      .select()
      .from(pharmacies)
      .where(eq(pharmacies.isMailOrder, true));
    const refused = await client.post<CartBody>('/api/v2/cart/pharmacy', {
      pharmacy_id: mailOrder?.id,
    });
    expect(refused.status).toBe(409);
    const forced = await client.post<CartBody>('/api/v2/cart/pharmacy', {
      pharmacy_id: mailOrder?.id,
      force: true,
    });
    expect(forced.status).toBe(200);
    expect(forced.body.fulfillment).toBe('delivery');
    expect(forced.body.total.amount_cents).toBe(delivery.amountCents);
  });

  it('adds to cart from a pharmacy in one call, at the price type chosen', async () => {
    const client = visitor();
    const edlp = await findPrice('atorvastatin', '20mg', 30, 'edlp');
    const pharmacy = await findPickupPharmacy(1);
    const response = await add(client, edlp.priceId, { pharmacy_id: pharmacy.id });
    expect(response.status).toBe(200);
    expect(response.body.pharmacy?.id).toBe(pharmacy.id);
    expect(response.body.fulfillment).toBe('pickup');
    expect(response.body.items[0]?.price_category).toBe('edlp');
    expect(response.body.subtotal.amount_cents).toBe(edlp.amountCents);
  });

  it('refuses a price type the pharmacy does not sell at, instead of another price', async () => {
    const client = visitor();
    const delivery = await findPrice('atorvastatin', '20mg', 30, 'delivery');
    const pickup = await add(client, delivery.priceId, {
      pharmacy_id: (await findPickupPharmacy(1)).id,
    });
    expect(pickup.status).toBe(400);
    expect(pickup.body.validation_errors).toEqual({
      pharmacy_network_id: [CART_MESSAGES.networkNotAccepted],
    });
    const magic = await findPrice('atorvastatin', '20mg', 30, 'magic');
    const unverified = await add(client, magic.priceId, {
      pharmacy_id: (await findPickupPharmacy(4)).id,
    });
    expect(unverified.status).toBe(400);
    expect(unverified.body.code).toBe(CART_ERROR_CODES.discountCardRequired);
    expect((await getCart(client)).body.items).toEqual([]);
  });

  it('fills the cart at a chain', async () => {
    const client = visitor();
    const { priceId } = await findPrice('atorvastatin', '20mg', 30, 'edlp');
    await add(client, priceId);
    const response = await client.post<CartBody>('/api/v2/cart/pharmacy_brand', {
      pharmacy_brand: 'cvs',
      pharmacy_network_id: 1,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ pharmacy_brand: 'cvs', cart_pharmacy_network_id: 1 });
    const unknown = await client.post<CartBody>('/api/v2/cart/pharmacy_brand', {
      pharmacy_brand: 'nope',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('POST /api/v2/cart/comparison', () => {
  it('prices the items at nearby pharmacies and by delivery, cheapest first', async () => {
    const { priceId, medId } = await findPrice('atorvastatin', '20mg', 30, 'edlp');
    const response = await visitor().post<ComparisonBody>('/api/v2/cart/comparison', {
      items: [{ price_id: priceId, quantity: 30, dosage_id: medId }],
      zip_code: ST_LOUIS_ZIP,
    });
    expect(response.status).toBe(200);
    const totals = response.body.result.map((option) => option.total.amount_cents);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(response.body.result.some((option) => option.fulfillment === 'delivery')).toBe(true);
    expect(response.body.result.some((option) => option.fulfillment === 'pickup')).toBe(true);
    const delivery = response.body.result.find((option) => option.fulfillment === 'delivery');
    expect(delivery?.total.amount_cents).toBe(536);
  });

  it("uses the visitor's location, and needs one", async () => {
    const client = visitor();
    const { priceId } = await findPrice('atorvastatin', '20mg', 30, 'edlp');
    const body = { items: [{ price_id: priceId }] };
    const without = await client.post<ComparisonBody>('/api/v2/cart/comparison', body);
    expect(without.status).toBe(400);
    await client.get('/api/v2/user/location/search', { query: { zip_code: ST_LOUIS_ZIP } });
    const withLocation = await client.post<ComparisonBody>('/api/v2/cart/comparison', body);
    expect(withLocation.status).toBe(200);
    expect(withLocation.body.result.length).toBeGreaterThan(0);
  });

  it('answers 400 for stale ids and bad input', async () => {
    const client = visitor();
    const stale = await client.post<ComparisonBody>('/api/v2/cart/comparison', {
      items: [{ price_id: 'p-999999999-30-edlp' }],
      zip_code: ST_LOUIS_ZIP,
    });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(CART_MESSAGES.priceUnavailable);
    const empty = await client.post<ComparisonBody>('/api/v2/cart/comparison', { items: [] });
    expect(empty.status).toBe(400);
    const badZip = await client.post<ComparisonBody>('/api/v2/cart/comparison', {
      items: [{ price_id: 'p-1-30-edlp' }],
      zip_code: '6310',
    });
    expect(badZip.status).toBe(400);
  });
});

describe('an order in a cart-blocking status', () => {
  it('keeps the cart from changing and says so', async () => {
    const { createCartService } = await import('./cart-service');
    const { loadCatalogueIndex } = await import('../catalog/index');
    const { createPharmacyIndex } = await import('../pharmacies/index');
    const account = await signUpTestAccount(server.baseUrl, 'cart');
    const service = createCartService({
      db: server.db,
      catalogue: await loadCatalogueIndex(server.db),
      pharmacies: createPharmacyIndex(server.db),
      orders: { countOrders: async () => 1, hasCartBlockingOrder: async () => true },
    });
    const actor = { sessionId: null, accountId: account.accountId };
    const { priceId } = await findPrice('atorvastatin', '20mg', 30, 'edlp');
    await expect(service.addItems(actor, { items: [{ priceId }] })).rejects.toMatchObject({
      status: 409,
      code: 'cart_blocked',
      message: CART_MESSAGES.cartBlocked,
    });
    const cart = await service.getCart(actor);
    expect(cart).toMatchObject({ isBlocked: true, items: [], coupon: null });
  });
});
