import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '@fillwell/domain';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { signUpTestAccount } from '../../test/accounts';
import { expectOk, type WireError } from '../../test/api-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import { fillPickupCart, purchase, signUpBuyer } from '../orders/orders-test-helpers';
import { CHECKOUT_ANSWER_MESSAGES } from './checkout-answers';
import { PRESCRIPTION_SOURCE_MESSAGES } from './prescription-sources';

type WireItem = { id: string; med_id: number; med_name_id: number; rx_src_type: string | null };
type WireCart = {
  items: WireItem[];
  confirmed_prescriptions: number[];
  is_buying_consultations: number[];
};
type CartBody = WireCart & WireError;
type WireDosage = {
  med_id: number;
  quantities: Array<{ price: Record<string, { price_id: string }> }>;
};
type DrugBody = { result: { forms: Array<{ dosages: WireDosage[] }> } };
type UserBody = {
  account: { dob: string | null; gender: string | null; telemed_current_state: string | null };
};

const ANSWERS = '/api/v2/cart/checkout_answers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
});
afterAll(async () => {
  await server?.close();
});

/** The price id of a drug's dosage (by position) at its first quantity, for delivery. */
async function findPriceId(slug: string, dosageIndex = 0): Promise<string> {
  const page = await createApiClient(server.baseUrl).get<DrugBody>(
    `/api/v2/user/drugs/detail/${slug}`,
  );
  const dosage = page.body.result.forms[0]?.dosages[dosageIndex];
  const priceId = dosage?.quantities[0]?.price.delivery?.price_id;
  if (!priceId) throw new Error(`no delivery price for ${slug} #${dosageIndex}`);
  return priceId;
}

async function fillCart(client: ApiClient, slugs: string[]): Promise<WireItem[]> {
  const items = await Promise.all(
    slugs.map(async (slug) => ({ price_id: await findPriceId(slug) })),
  );
  const cart = await expectOk(client.post<WireCart>('/api/v2/cart/items', { items, clear: true }));
  return slugs.map((_, index) => {
    const item = cart.items[index];
    if (!item) throw new Error(`${slugs[index]} is not in the cart`);
    return item;
  });
}

const putAnswers = (client: ApiClient, body: unknown) => client.put<CartBody>(ANSWERS, body);

/** The one item bought with a doctor's visit, with the visit's eligibility answers if given. */
function answerWithVisit(client: ApiClient, item: WireItem, visitPatient?: object) {
  return expectOk(
    putAnswers(client, {
      confirmed_prescriptions: [item.med_id],
      is_buying_consultations: [item.med_name_id],
      ...(visitPatient ? { visit_patient: visitPatient } : {}),
    }),
  );
}
const getCart = (client: ApiClient) => expectOk(client.get<WireCart>('/api/v2/cart'));

function itemOf(cart: WireCart, medNameId: number): WireItem | undefined {
  return cart.items.find((item) => item.med_name_id === medNameId);
}

describe('PUT /api/v2/cart/checkout_answers', () => {
  it('keeps the answers with the cart: every later read, from any page, has them', async () => {
    const { client } = await signUpTestAccount(server.baseUrl, 'answers');
    const [lisinopril, sildenafil] = await fillCart(client, ['lisinopril', 'sildenafil']);
    if (!lisinopril || !sildenafil) throw new Error('cart not filled');
    expect(await getCart(client)).toMatchObject({
      confirmed_prescriptions: [],
      is_buying_consultations: [],
    });

    const saved = await putAnswers(client, {
      confirmed_prescriptions: [lisinopril.med_id, sildenafil.med_id],
      is_buying_consultations: [sildenafil.med_name_id],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.confirmed_prescriptions).toEqual([lisinopril.med_id, sildenafil.med_id]);
    expect(saved.body.is_buying_consultations).toEqual([sildenafil.med_name_id]);
    expect(itemOf(saved.body, sildenafil.med_name_id)?.rx_src_type).toBe('consultation');

    // Another page of the same session (a reload, a new tab) reads the same.
    const later = createApiClient(server.baseUrl);
    for (const [name, value] of client.cookies) later.cookies.set(name, value);
    const reread = await getCart(later);
    expect(reread.confirmed_prescriptions).toEqual([lisinopril.med_id, sildenafil.med_id]);
    expect(reread.is_buying_consultations).toEqual([sildenafil.med_name_id]);
  });

  it('a prescription answer undoes a visit, and an unanswered item keeps its source', async () => {
    const { client } = await signUpTestAccount(server.baseUrl, 'answers');
    const [sildenafil, lisinopril] = await fillCart(client, ['sildenafil', 'lisinopril']);
    if (!lisinopril || !sildenafil) throw new Error('cart not filled');
    await expectOk(
      client.patch('/api/v2/cart/prescriptions', {
        items: [{ item_id: sildenafil.id, rx_src_type: 'consultation' }],
      }),
    );
    const yesForOne = await expectOk(
      putAnswers(client, {
        confirmed_prescriptions: [lisinopril.med_id],
        is_buying_consultations: [],
      }),
    );
    expect(yesForOne.confirmed_prescriptions).toEqual([lisinopril.med_id]);
    expect(itemOf(yesForOne, sildenafil.med_name_id)?.rx_src_type).toBe('consultation');

    const yesForBoth = await expectOk(
      putAnswers(client, {
        confirmed_prescriptions: [sildenafil.med_id, lisinopril.med_id],
        is_buying_consultations: [],
      }),
    );
    expect(yesForBoth.is_buying_consultations).toEqual([]);
    expect(itemOf(yesForBoth, sildenafil.med_name_id)?.rx_src_type).toBeNull();
  });

  it('forgets a visit answer once a doctor visit no longer writes the prescription', async () => {
    const { client } = await signUpTestAccount(server.baseUrl, 'answers');
    const [sildenafil] = await fillCart(client, ['sildenafil']);
    if (!sildenafil) throw new Error('cart not filled');
    await answerWithVisit(client, sildenafil);
    const changed = await expectOk(
      client.patch<WireCart>('/api/v2/cart/prescriptions', {
        items: [{ item_id: sildenafil.id, rx_src_type: null }],
      }),
    );
    expect(changed).toMatchObject({ confirmed_prescriptions: [], is_buying_consultations: [] });
  });

  it('clears the answers of an item that leaves the cart or becomes another dosage', async () => {
    const { client } = await signUpTestAccount(server.baseUrl, 'answers');
    const [lisinopril, sildenafil] = await fillCart(client, ['lisinopril', 'sildenafil']);
    if (!lisinopril || !sildenafil) throw new Error('cart not filled');
    await expectOk(
      putAnswers(client, {
        confirmed_prescriptions: [lisinopril.med_id, sildenafil.med_id],
        is_buying_consultations: [sildenafil.med_name_id],
      }),
    );

    const removed = await expectOk(client.delete<WireCart>(`/api/v2/cart/items/${sildenafil.id}`));
    expect(removed).toMatchObject({
      confirmed_prescriptions: [lisinopril.med_id],
      is_buying_consultations: [],
    });
    // Added again, the medication is asked about again.
    const readded = await expectOk(
      client.post<WireCart>('/api/v2/cart/items', {
        items: [{ price_id: await findPriceId('sildenafil') }],
      }),
    );
    expect(readded.confirmed_prescriptions).toEqual([lisinopril.med_id]);

    const otherDosage = await expectOk(
      client.patch<WireCart>('/api/v2/cart/items', {
        items: [{ item_id: lisinopril.id, price_id: await findPriceId('lisinopril', 1) }],
      }),
    );
    expect(otherDosage.confirmed_prescriptions).toEqual([]);
  });

  it('clears the answers after the purchase', async () => {
    const buyer = await signUpBuyer(server.baseUrl);
    const cart = await fillPickupCart(server.baseUrl, server.db, buyer.client);
    const medIds = cart.items.map((item) => item.med_id);
    await expectOk(
      putAnswers(buyer.client, { confirmed_prescriptions: medIds, is_buying_consultations: [] }),
    );
    await expectOk(purchase(buyer.client));
    expect(await getCart(buyer.client)).toMatchObject({
      items: [],
      confirmed_prescriptions: [],
      is_buying_consultations: [],
    });
  });

  it.each([
    [{}],
    [{ confirmed_prescriptions: [] }],
    [{ confirmed_prescriptions: ['12'], is_buying_consultations: [] }],
    [{ confirmed_prescriptions: [-1], is_buying_consultations: [] }],
    [{ confirmed_prescriptions: [1.5], is_buying_consultations: [] }],
    [{ confirmed_prescriptions: [], is_buying_consultations: [], price: 1 }],
    [{ confirmed_prescriptions: [], is_buying_consultations: [], visit_patient: { state: 'ZZ' } }],
    [
      {
        confirmed_prescriptions: [],
        is_buying_consultations: [],
        visit_patient: { state: 'MO', dob: '2090-01-01' },
      },
    ],
  ])('refuses the malformed body %j in the one error shape', async (body) => {
    const { client } = await signUpTestAccount(server.baseUrl, 'answers');
    const response = await putAnswers(client, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'validation_error', status: 400 });
    expect(response.body.message).toEqual(expect.any(String));
    expect(Object.keys(response.body.validation_errors).length).toBeGreaterThan(0);
  });

  it('refuses answers that do not fit the cart, keeping the ones kept', async () => {
    const { client } = await signUpTestAccount(server.baseUrl, 'answers');
    const [lisinopril, sildenafil] = await fillCart(client, ['lisinopril', 'sildenafil']);
    if (!lisinopril || !sildenafil) throw new Error('cart not filled');
    await expectOk(
      putAnswers(client, {
        confirmed_prescriptions: [lisinopril.med_id],
        is_buying_consultations: [],
      }),
    );
    const cases: Array<[Record<string, number[]>, string, string]> = [
      [
        { confirmed_prescriptions: [999_999_999], is_buying_consultations: [] },
        'confirmed_prescriptions.0',
        CART_MESSAGES.itemNotFound,
      ],
      [
        { confirmed_prescriptions: [], is_buying_consultations: [sildenafil.med_name_id] },
        'is_buying_consultations.0',
        CHECKOUT_ANSWER_MESSAGES.visitNotConfirmed,
      ],
      [
        {
          confirmed_prescriptions: [lisinopril.med_id],
          is_buying_consultations: [lisinopril.med_name_id],
        },
        'is_buying_consultations.0',
        PRESCRIPTION_SOURCE_MESSAGES.notTelemedEligible,
      ],
      [
        { confirmed_prescriptions: [], is_buying_consultations: [999_999_999] },
        'is_buying_consultations.0',
        CART_MESSAGES.itemNotFound,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await putAnswers(client, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'validation_error',
        message,
        validation_errors: { [field]: [message] },
      });
    }
    expect(await getCart(client)).toMatchObject({
      confirmed_prescriptions: [lisinopril.med_id],
      is_buying_consultations: [],
    });
  });

  it('refuses a second medication bought with a doctor visit', async () => {
    const { client } = await signUpTestAccount(server.baseUrl, 'answers');
    const [sildenafil, finasteride] = await fillCart(client, ['sildenafil', 'finasteride']);
    if (!sildenafil || !finasteride) throw new Error('cart not filled');
    const response = await putAnswers(client, {
      confirmed_prescriptions: [sildenafil.med_id, finasteride.med_id],
      is_buying_consultations: [sildenafil.med_name_id, finasteride.med_name_id],
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('too_many_telemed');
    expect((await getCart(client)).is_buying_consultations).toEqual([]);
  });

  it("leaves another person's cart alone", async () => {
    const first = await signUpTestAccount(server.baseUrl, 'answers');
    const second = await signUpTestAccount(server.baseUrl, 'answers');
    const [firstItem] = await fillCart(first.client, ['lisinopril']);
    await fillCart(second.client, ['sildenafil']);
    if (!firstItem) throw new Error('cart not filled');
    await expectOk(
      putAnswers(first.client, {
        confirmed_prescriptions: [firstItem.med_id],
        is_buying_consultations: [],
      }),
    );

    expect((await getCart(second.client)).confirmed_prescriptions).toEqual([]);
    const foreign = await putAnswers(second.client, {
      confirmed_prescriptions: [firstItem.med_id],
      is_buying_consultations: [],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.validation_errors).toEqual({
      'confirmed_prescriptions.0': [CART_MESSAGES.itemNotFound],
    });
    expect((await getCart(first.client)).confirmed_prescriptions).toEqual([firstItem.med_id]);
  });
});

describe("PUT /api/v2/cart/checkout_answers: the visit's eligibility answers", () => {
  const readAccount = async (client: ApiClient) =>
    (await expectOk(client.get<UserBody>('/api/v2/user'))).account;

  it("become a signed-in person's date of birth, sex and telemed state", async () => {
    const { client } = await signUpTestAccount(server.baseUrl, 'visit');
    const [sildenafil] = await fillCart(client, ['sildenafil']);
    if (!sildenafil) throw new Error('cart not filled');
    await answerWithVisit(client, sildenafil, { state: 'mo', dob: '4/12/1975', gender: 'male' });
    expect(await readAccount(client)).toMatchObject({
      dob: '1975-04-12',
      gender: 'male',
      telemed_current_state: 'MO',
    });
  });

  it("wait with a visitor's cart, then fill in the account that signs up with it", async () => {
    const client = createApiClient(server.baseUrl);
    const [sildenafil] = await fillCart(client, ['sildenafil']);
    if (!sildenafil) throw new Error('cart not filled');
    const visitorCart = await answerWithVisit(client, sildenafil, {
      state: 'MO',
      dob: '1975-04-12',
      gender: 'male',
    });
    expect(visitorCart.is_buying_consultations).toEqual([sildenafil.med_name_id]);

    const signUp = await client.post('/api/v2/user/account/signup', {
      email: `visitor.${Date.now()}@example.com`,
      password: 'correct horse battery',
      accepts_agreements: true,
    });
    expect(signUp.status).toBe(200);
    const cart = await getCart(client);
    expect(cart.is_buying_consultations).toEqual([sildenafil.med_name_id]);
    expect(await readAccount(client)).toMatchObject({
      dob: '1975-04-12',
      gender: 'male',
      telemed_current_state: 'MO',
    });
  });
});
