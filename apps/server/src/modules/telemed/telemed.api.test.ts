import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES, CHECKOUT_MESSAGES } from '@fillwell/domain';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { signUpTestAccount } from '../../test/accounts';
import type { WireError } from '../../test/api-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { PRESCRIPTION_SOURCE_MESSAGES } from '../cart/index';
import { TELEMED_MESSAGES } from './telemed-eligibility';
import { NOT_TELEMED_ELIGIBLE_CODE } from './telemed-service';

type CartBody = { id: string; items: Array<{ id: string; slug: string }> } & WireError;
type RequirementsBody = {
  result: Array<{
    consultation_type: string;
    condition: string;
    min_age: number;
    max_age: number;
    eligible_states: string[];
    male_eligible: boolean;
    female_eligible: boolean;
  }>;
};
type EligibilityBody = {
  result: {
    state: string | null;
    is_eligible: boolean;
    items: Array<{
      item_id: string;
      condition: string | null;
      is_eligible: boolean;
      reason: string | null;
    }>;
  };
} & WireError;
type SubstituteBody = {
  result: Array<{
    med_id: number;
    med_name_id: number;
    price_id: string;
    quantity: number;
    formatted_name: string;
    formatted_description: string;
    price_display_value: string;
    price: { amount_cents: number; display_value: string };
    default_formulation: boolean;
  }>;
} & WireError;
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

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
});
afterAll(async () => {
  await server?.close();
});

async function readDosages(slug: string) {
  const page = await createApiClient(server.baseUrl).get<DrugBody>(
    `/api/v2/user/drugs/detail/${slug}`,
  );
  return page.body.result.forms.flatMap((form) => form.dosages);
}

async function findPriceId(slug: string, dosage: string, quantity: number, category: string) {
  const match = (await readDosages(slug)).find(
    (candidate) => candidate.display_dosage.replace(/\s/g, '') === dosage,
  );
  const price = match?.quantities.find((entry) => entry.raw_quantity === quantity)?.price[category];
  if (!price) throw new Error(`no ${slug} ${dosage} ×${quantity} ${category}`);
  return price.price_id;
}

async function fillCart(client: ApiClient, priceIds: string[]): Promise<CartBody> {
  const response = await client.post<CartBody>('/api/v2/cart/items', {
    items: priceIds.map((price_id) => ({ price_id })),
  });
  expect(response.status).toBe(200);
  return response.body;
}

function itemIdOf(cart: CartBody, slug: string): string {
  const item = cart.items.find((candidate) => candidate.slug === slug);
  if (!item) throw new Error(`${slug} is not in the cart`);
  return item.id;
}

const judge = (client: ApiClient, cartId: string, state?: string) =>
  client.get<EligibilityBody>(`/api/v2/telemed/eligibility/cart/${cartId}`, {
    query: state ? { state } : {},
  });

describe('GET /api/v2/telemed/eligibility/requirements', () => {
  it('lists every condition with its ages, sexes and states', async () => {
    const response = await createApiClient(server.baseUrl).get<RequirementsBody>(
      '/api/v2/telemed/eligibility/requirements',
    );
    expect(response.status).toBe(200);
    expect(response.body.result).toHaveLength(7);
    const ed = response.body.result.find((entry) => entry.condition === 'erectile-dysfunction');
    expect(ed).toMatchObject({
      consultation_type: 'async',
      min_age: 18,
      max_age: 99,
      male_eligible: true,
      female_eligible: false,
    });
    expect(ed?.eligible_states).toContain('CA');
    expect(ed?.eligible_states).not.toContain('AR');
  });
});

describe('GET /api/v2/telemed/eligibility/cart/:id for a visitor', () => {
  it('judges the telemed-eligible items in the state asked for', async () => {
    const client = createApiClient(server.baseUrl);
    const cart = await fillCart(client, [
      await findPriceId('sildenafil', '50mg', 10, 'edlp'),
      await findPriceId('lisinopril', '10mg', 30, 'edlp'),
    ]);
    const sildenafil = itemIdOf(cart, 'sildenafil');

    const inCalifornia = await judge(client, cart.id, 'ca');
    expect(inCalifornia.status).toBe(200);
    expect(inCalifornia.body.result).toEqual({
      state: 'CA',
      is_eligible: true,
      items: [
        { item_id: sildenafil, condition: 'erectile-dysfunction', is_eligible: true, reason: null },
      ],
    });

    const inArkansas = await judge(client, cart.id, 'AR');
    expect(inArkansas.body.result).toMatchObject({
      state: 'AR',
      is_eligible: false,
      items: [{ is_eligible: false, reason: CHECKOUT_MESSAGES.notEligibleForVisit }],
    });
  });

  it("uses the session's location when no state is given, and needs one", async () => {
    const client = createApiClient(server.baseUrl);
    const cart = await fillCart(client, [await findPriceId('sildenafil', '50mg', 10, 'edlp')]);
    const unknown = await judge(client, cart.id);
    expect(unknown.body.result).toMatchObject({
      state: null,
      is_eligible: false,
      items: [{ is_eligible: false, reason: TELEMED_MESSAGES.stateUnknown }],
    });
    const located = await client.get('/api/v2/user/location/search', {
      query: { zip_code: '63103' },
    });
    expect(located.status).toBe(200);
    const inMissouri = await judge(client, cart.id);
    expect(inMissouri.body.result).toMatchObject({ state: 'MO', is_eligible: true });
  });

  it('is decided by the item bought with a visit once there is one', async () => {
    const client = createApiClient(server.baseUrl);
    const cart = await fillCart(client, [
      await findPriceId('sildenafil', '50mg', 10, 'delivery'),
      await findPriceId('sprintec', '0.25mg/0.035mg', 28, 'delivery'),
    ]);
    // Alabama: visits for ED, not for birth control.
    expect((await judge(client, cart.id, 'AL')).body.result.is_eligible).toBe(false);
    const chosen = await client.patch('/api/v2/cart/prescriptions', {
      items: [{ item_id: itemIdOf(cart, 'sildenafil'), rx_src_type: 'consultation' }],
    });
    expect(chosen.status).toBe(200);
    const judged = await judge(client, cart.id, 'AL');
    expect(judged.body.result.is_eligible).toBe(true);
    expect(judged.body.result.items.map((item) => item.is_eligible).sort()).toEqual([false, true]);
  });

  it("answers 404 for another cart's id, and 400 for a state that is not one", async () => {
    const owner = createApiClient(server.baseUrl);
    const cart = await fillCart(owner, [await findPriceId('sildenafil', '50mg', 10, 'edlp')]);
    const stranger = createApiClient(server.baseUrl);
    await fillCart(stranger, [await findPriceId('sildenafil', '50mg', 10, 'edlp')]);
    for (const client of [stranger, createApiClient(server.baseUrl)]) {
      const response = await judge(client, cart.id, 'CA');
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('not_found');
    }
    expect((await judge(owner, 'cart_unknown', 'CA')).status).toBe(404);
    const badState = await judge(owner, cart.id, 'C4');
    expect(badState.status).toBe(400);
    expect(badState.body.validation_errors.state).toEqual(['Please choose a state']);
  });
});

describe('GET /api/v2/telemed/eligibility/cart/:id for a signed-in person', () => {
  it("uses the account's telemed state, age and sex", async () => {
    const account = await signUpTestAccount(server.baseUrl, 'telemed');
    const cart = await fillCart(account.client, [
      await findPriceId('sildenafil', '50mg', 10, 'edlp'),
    ]);
    await account.client.get('/api/v2/user/location/search', { query: { zip_code: '72201' } });
    const profile = await account.client.patch('/api/v2/user/account', {
      telemed_current_state: 'NY',
      dob: '1980-04-02',
      gender: 'male',
    });
    expect(profile.status).toBe(200);
    expect((await judge(account.client, cart.id)).body.result).toMatchObject({
      state: 'NY',
      is_eligible: true,
    });

    await account.client.patch('/api/v2/user/account', { gender: 'female' });
    expect((await judge(account.client, cart.id)).body.result.items[0]?.reason).toBe(
      'Online doctor visits for Erectile Dysfunction are for men only.',
    );

    const teenager = `${new Date().getUTCFullYear() - 16}-01-01`;
    await account.client.patch('/api/v2/user/account', { gender: 'male', dob: teenager });
    expect((await judge(account.client, cart.id)).body.result.items[0]).toMatchObject({
      is_eligible: false,
      reason: 'Online doctor visits for Erectile Dysfunction are for people 18 and over.',
    });
  });
});

describe('GET /api/v2/telemed/substitute/:id', () => {
  it('needs no change for a supply a visit can prescribe', async () => {
    const client = createApiClient(server.baseUrl);
    const cart = await fillCart(client, [
      await findPriceId('atorvastatin', '20mg', 90, 'delivery'),
    ]);
    const response = await client.get<SubstituteBody>(
      `/api/v2/telemed/substitute/${itemIdOf(cart, 'atorvastatin')}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual([]);
  });

  it('offers each dosage at 90 units at most, priced in the same category', async () => {
    const client = createApiClient(server.baseUrl);
    const cart = await fillCart(client, [
      await findPriceId('atorvastatin', '20mg', 30, 'delivery'),
    ]);
    const itemId = itemIdOf(cart, 'atorvastatin');
    const enlarged = await client.patch('/api/v2/cart/items', {
      items: [{ item_id: itemId, quantity: 120 }],
    });
    expect(enlarged.status).toBe(200);

    const response = await client.get<SubstituteBody>(`/api/v2/telemed/substitute/${itemId}`);
    expect(response.status).toBe(200);
    const dosages = await readDosages('atorvastatin');
    expect(response.body.result).toHaveLength(dosages.length);
    for (const option of response.body.result) {
      const dosage = dosages.find((candidate) => candidate.med_id === option.med_id);
      const drugPagePrice = dosage?.quantities.find((entry) => entry.raw_quantity === 90)?.price
        .delivery;
      expect(option).toMatchObject({
        quantity: 90,
        price_id: drugPagePrice?.price_id,
        price: { amount_cents: drugPagePrice?.amount_cents },
        formatted_name: 'Atorvastatin',
        default_formulation: dosage?.display_dosage.replace(/\s/g, '') === '20mg',
      });
      expect(option.price_display_value).toBe(option.price.display_value);
      expect(option.formatted_description).toContain('90 tablets');
    }
    expect(response.body.result.filter((option) => option.default_formulation)).toHaveLength(1);
  });

  it('answers 400 for a medication no visit prescribes', async () => {
    const client = createApiClient(server.baseUrl);
    const cart = await fillCart(client, [await findPriceId('lisinopril', '10mg', 30, 'edlp')]);
    const response = await client.get<SubstituteBody>(
      `/api/v2/telemed/substitute/${itemIdOf(cart, 'lisinopril')}`,
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: NOT_TELEMED_ELIGIBLE_CODE,
      message: PRESCRIPTION_SOURCE_MESSAGES.notTelemedEligible,
    });
  });

  it("answers 404 for another person's item and an unknown one", async () => {
    const owner = createApiClient(server.baseUrl);
    const cart = await fillCart(owner, [await findPriceId('sildenafil', '50mg', 10, 'edlp')]);
    const itemId = itemIdOf(cart, 'sildenafil');
    const stranger = createApiClient(server.baseUrl);
    await fillCart(stranger, [await findPriceId('sildenafil', '50mg', 10, 'edlp')]);
    for (const [client, id] of [
      [stranger, itemId],
      [createApiClient(server.baseUrl), itemId],
      [owner, 'item_unknown'],
    ] as const) {
      const response = await client.get<SubstituteBody>(`/api/v2/telemed/substitute/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(CART_MESSAGES.itemNotFound);
    }
  });
});
