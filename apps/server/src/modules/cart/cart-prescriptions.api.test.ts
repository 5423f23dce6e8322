import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { CART_MESSAGES, CHECKOUT_MESSAGES } from '@fillwell/domain';
import { pharmacies, prescribers } from '../../db/schema/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { signUpTestAccount } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import { PRESCRIPTION_SOURCE_MESSAGES } from './prescription-sources';

type WireItem = {
  id: string;
  slug: string;
  med_name_id: number;
  quantity: number;
  rx_src_type: string | null;
  transfer_source: string | null;
  rx_src_pharmacy_id: string | null;
  rx_src_provider_id: number | null;
  rx_source_name: string | null;
  price: { consultation_price: { amount_cents: number } | null };
};
type CartBody = {
  items: WireItem[];
  message: string;
  code: string;
  status: number;
  validation_errors: Record<string, string[]>;
  error_details: unknown;
};
type DrugBody = {
  result: {
    forms: Array<{
      dosages: Array<{
        display_dosage: string;
        quantities: Array<{ raw_quantity: number; price: Record<string, { price_id: string }> }>;
      }>;
    }>;
  };
};

const PRESCRIPTIONS = '/api/v2/cart/prescriptions';

let server: TestServer;
let pharmacy: { id: string; name: string };
let provider: { providerId: number; fullName: string };

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  const [firstPharmacy] = await server.db
    .select({ id: pharmacies.id, name: pharmacies.name })
    .from(pharmacies)
    .orderBy(asc(pharmacies.id))
    .limit(1);
  const [firstProvider] = await server.db
    .select({ providerId: prescribers.providerId, fullName: prescribers.fullName })
    .from(prescribers)
    .orderBy(asc(prescribers.providerId))
    .limit(1);
  if (!firstPharmacy || !firstProvider) throw new Error('The test seed has no directory');
  pharmacy = firstPharmacy;
  provider = firstProvider;
});
afterAll(async () => {
  await server?.close();
});

async function findPriceId(slug: string, dosage: string, quantity: number, category: string) {
  const page = await createApiClient(server.baseUrl).get<DrugBody>(
    `/api/v2/user/drugs/detail/${slug}`,
  );
  const match = page.body.result.forms
    .flatMap((form) => form.dosages)
    .find((candidate) => candidate.display_dosage.replace(/\s/g, '') === dosage);
  const price = match?.quantities.find((entry) => entry.raw_quantity === quantity)?.price[category];
  if (!price) throw new Error(`no ${slug} ${dosage} ×${quantity} ${category}`);
  return price.price_id;
}

/** A visitor's cart holding the given medications; answers the client and the items. */
async function startCart(priceIds: string[]) {
  const client = createApiClient(server.baseUrl);
  const added = await client.post<CartBody>('/api/v2/cart/items', {
    items: priceIds.map((price_id) => ({ price_id })),
  });
  expect(added.status).toBe(200);
  return { client, items: added.body.items };
}

const patchSources = (client: ApiClient, items: unknown[]) =>
  client.patch<CartBody>(PRESCRIPTIONS, { items });

function itemOf(body: CartBody, id: string | undefined): WireItem {
  const item = body.items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`item ${id} is not in the cart`);
  return item;
}

describe('PATCH /api/v2/cart/prescriptions: transfer sources', () => {
  it('stores a pharmacy, then a provider, then the person, with the name to show', async () => {
    const { client, items } = await startCart([
      await findPriceId('lisinopril', '10mg', 30, 'delivery'),
    ]);
    const id = items[0]?.id;

    const fromPharmacy = await patchSources(client, [
      { item_id: id, transfer_source: 'pharmacy', rx_src_pharmacy_id: pharmacy.id },
    ]);
    expect(fromPharmacy.status).toBe(200);
    expect(itemOf(fromPharmacy.body, id)).toMatchObject({
      transfer_source: 'pharmacy',
      rx_src_pharmacy_id: pharmacy.id,
      rx_src_provider_id: null,
      rx_source_name: pharmacy.name,
    });

    const fromProvider = await patchSources(client, [
      { item_id: id, transfer_source: 'provider', rx_src_provider_id: provider.providerId },
    ]);
    expect(itemOf(fromProvider.body, id)).toMatchObject({
      transfer_source: 'provider',
      rx_src_pharmacy_id: null,
      rx_src_provider_id: provider.providerId,
      rx_source_name: provider.fullName,
    });
    // The cart read later shows the same.
    const cart = await client.get<CartBody>('/api/v2/cart');
    expect(itemOf(cart.body, id).rx_source_name).toBe(provider.fullName);

    const fromPerson = await patchSources(client, [{ item_id: id, transfer_source: 'user' }]);
    expect(itemOf(fromPerson.body, id)).toMatchObject({
      transfer_source: 'user',
      rx_src_pharmacy_id: null,
      rx_src_provider_id: null,
      rx_source_name: null,
    });
  });

  it('keeps fields left out and clears fields sent as null', async () => {
    const { client, items } = await startCart([
      await findPriceId('lisinopril', '10mg', 30, 'delivery'),
    ]);
    const id = items[0]?.id;
    await patchSources(client, [{ item_id: id, rx_src_type: 'user', transfer_source: 'bhp' }]);
    const kept = await patchSources(client, [{ item_id: id, transfer_source: 'bhp' }]);
    expect(itemOf(kept.body, id)).toMatchObject({ rx_src_type: 'user', transfer_source: 'bhp' });
    const cleared = await patchSources(client, [
      { item_id: id, rx_src_type: null, transfer_source: null },
    ]);
    expect(itemOf(cleared.body, id)).toMatchObject({ rx_src_type: null, transfer_source: null });
  });

  it('refuses unknown pharmacies and providers, and a transfer without its source', async () => {
    const { client, items } = await startCart([
      await findPriceId('lisinopril', '10mg', 30, 'delivery'),
    ]);
    const id = items[0]?.id;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { transfer_source: 'pharmacy', rx_src_pharmacy_id: 'ph_unknown' },
        'items.0.rx_src_pharmacy_id',
        CART_MESSAGES.pharmacyNotFound,
      ],
      [
        { transfer_source: 'provider', rx_src_provider_id: 99 },
        'items.0.rx_src_provider_id',
        PRESCRIPTION_SOURCE_MESSAGES.providerNotFound,
      ],
      [
        { transfer_source: 'pharmacy' },
        'items.0.rx_src_pharmacy_id',
        PRESCRIPTION_SOURCE_MESSAGES.chooseTransferFrom,
      ],
      [
        { transfer_source: 'provider', rx_src_pharmacy_id: pharmacy.id },
        'items.0.rx_src_provider_id',
        PRESCRIPTION_SOURCE_MESSAGES.chooseTransferFrom,
      ],
    ];
    for (const [change, field, message] of cases) {
      const response = await patchSources(client, [{ item_id: id, ...change }]);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'validation_error',
        status: 400,
        message,
        validation_errors: { [field]: [message] },
      });
    }
    const cart = await client.get<CartBody>('/api/v2/cart');
    expect(itemOf(cart.body, id).transfer_source).toBeNull();
  });

  it.each([
    [{ items: [] }],
    [{}],
    [{ items: [{ item_id: 'x', rx_src_type: 'doctor' }] }],
    [{ items: [{ item_id: 'x', transfer_source: 'fax' }] }],
    [{ items: [{ item_id: 'x', rx_src_provider_id: -1 }] }],
    [{ items: [{ item_id: 'x', rx_src_provider_id: '12' }] }],
    [{ items: [{ item_id: '', rx_src_type: 'user' }] }],
  ])('answers 400 in the one error shape for %j', async (body) => {
    const { client } = await startCart([await findPriceId('lisinopril', '10mg', 30, 'edlp')]);
    const response = await client.patch<CartBody>(PRESCRIPTIONS, body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(Object.keys(response.body.validation_errors).length).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown item and for another person's item", async () => {
    const first = await signUpTestAccount(server.baseUrl, 'rx');
    const second = await signUpTestAccount(server.baseUrl, 'rx');
    const priceId = await findPriceId('lisinopril', '10mg', 30, 'delivery');
    const added = await first.client.post<CartBody>('/api/v2/cart/items', {
      items: [{ price_id: priceId }],
    });
    await second.client.post('/api/v2/cart/items', { items: [{ price_id: priceId }] });
    const theirs = added.body.items[0]?.id;
    for (const itemId of [theirs, 'item_unknown']) {
      const response = await patchSources(second.client, [
        { item_id: itemId, transfer_source: 'user' },
      ]);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({
        code: 'not_found',
        message: CART_MESSAGES.itemNotFound,
      });
    }
    const unchanged = await first.client.get<CartBody>('/api/v2/cart');
    expect(itemOf(unchanged.body, theirs).transfer_source).toBeNull();
  });
});

describe("PATCH /api/v2/cart/prescriptions: doctor's visits", () => {
  it('buys a visit only for a telemed-eligible medication, and adds its fee', async () => {
    const { client, items } = await startCart([
      await findPriceId('sildenafil', '50mg', 10, 'delivery'),
      await findPriceId('lisinopril', '10mg', 30, 'delivery'),
    ]);
    const [sildenafil, lisinopril] = items;

    const refused = await patchSources(client, [
      { item_id: lisinopril?.id, rx_src_type: 'consultation' },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.validation_errors).toEqual({
      'items.0.rx_src_type': [PRESCRIPTION_SOURCE_MESSAGES.notTelemedEligible],
    });

    const visit = await patchSources(client, [
      { item_id: sildenafil?.id, rx_src_type: 'consultation' },
      { item_id: lisinopril?.id, rx_src_type: 'user', transfer_source: 'bhp' },
    ]);
    expect(visit.status).toBe(200);
    expect(itemOf(visit.body, sildenafil?.id)).toMatchObject({
      rx_src_type: 'consultation',
      transfer_source: null,
      price: { consultation_price: { amount_cents: 500 } },
    });
    expect(itemOf(visit.body, lisinopril?.id)).toMatchObject({
      rx_src_type: 'user',
      price: { consultation_price: null },
    });
  });

  it('allows one medication without a prescription at a time', async () => {
    const { client, items } = await startCart([
      await findPriceId('sildenafil', '50mg', 10, 'delivery'),
      await findPriceId('atorvastatin', '20mg', 30, 'delivery'),
    ]);
    const [sildenafil, atorvastatin] = items;
    await patchSources(client, [{ item_id: sildenafil?.id, rx_src_type: 'consultation' }]);

    const second = await patchSources(client, [
      { item_id: atorvastatin?.id, rx_src_type: 'consultation' },
    ]);
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({
      code: 'too_many_telemed',
      message: CHECKOUT_MESSAGES.oneWithoutPrescription,
      error_details: { item_ids: expect.arrayContaining([sildenafil?.id, atorvastatin?.id]) },
    });
    const cart = await client.get<CartBody>('/api/v2/cart');
    expect(itemOf(cart.body, atorvastatin?.id).rx_src_type).toBeNull();

    const swapped = await patchSources(client, [
      { item_id: sildenafil?.id, rx_src_type: 'user' },
      { item_id: atorvastatin?.id, rx_src_type: 'consultation' },
    ]);
    expect(swapped.status).toBe(200);
    expect(itemOf(swapped.body, atorvastatin?.id).rx_src_type).toBe('consultation');
  });
});

describe('the prescription source when an item changes', () => {
  it('stays with a new quantity or dosage and goes with a new drug', async () => {
    const { client, items } = await startCart([
      await findPriceId('atorvastatin', '20mg', 30, 'delivery'),
    ]);
    const id = items[0]?.id;
    await patchSources(client, [
      {
        item_id: id,
        rx_src_type: 'user',
        transfer_source: 'pharmacy',
        rx_src_pharmacy_id: pharmacy.id,
      },
    ]);

    const requantified = await client.patch<CartBody>('/api/v2/cart/items', {
      items: [{ item_id: id, quantity: 90 }],
    });
    expect(itemOf(requantified.body, id)).toMatchObject({
      quantity: 90,
      transfer_source: 'pharmacy',
      rx_src_pharmacy_id: pharmacy.id,
    });
    const redosed = await client.patch<CartBody>('/api/v2/cart/items', {
      items: [{ item_id: id, price_id: await findPriceId('atorvastatin', '40mg', 30, 'delivery') }],
    });
    expect(itemOf(redosed.body, id).transfer_source).toBe('pharmacy');

    const otherDrug = await client.patch<CartBody>('/api/v2/cart/items', {
      items: [{ item_id: id, price_id: await findPriceId('lisinopril', '10mg', 30, 'delivery') }],
    });
    expect(itemOf(otherDrug.body, id)).toMatchObject({
      rx_src_type: null,
      transfer_source: null,
      rx_src_pharmacy_id: null,
      rx_source_name: null,
    });
  });
});

describe("a visitor's cart joining an account's cart", () => {
  it("keeps one medication bought with a doctor's visit: the account's", async () => {
    const account = await signUpTestAccount(server.baseUrl, 'rx');
    const accountCart = await account.client.post<CartBody>('/api/v2/cart/items', {
      items: [{ price_id: await findPriceId('atorvastatin', '20mg', 30, 'delivery') }],
    });
    await patchSources(account.client, [
      { item_id: accountCart.body.items[0]?.id, rx_src_type: 'consultation' },
    ]);
    const { client, items } = await startCart([
      await findPriceId('sildenafil', '50mg', 10, 'delivery'),
    ]);
    await patchSources(client, [{ item_id: items[0]?.id, rx_src_type: 'consultation' }]);

    const login = await client.post('/api/v2/user/account/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.status).toBe(200);
    const merged = await client.get<CartBody>('/api/v2/cart');
    const types = Object.fromEntries(
      merged.body.items.map((item) => [item.slug, item.rx_src_type]),
    );
    expect(types).toEqual({ atorvastatin: 'consultation', sildenafil: null });
  });
});
