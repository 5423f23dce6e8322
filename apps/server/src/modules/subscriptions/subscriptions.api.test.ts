import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  addOneMonth,
  CARD_MESSAGES,
  SUBSCRIPTION_CARE_FEE_CENTS,
  SUBSCRIPTION_MEDICAL_FEE_CENTS,
  SUBSCRIPTION_MESSAGES,
} from '@fillwell/domain';
import { consultations, orders } from '../../db/schema/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { signUpTestAccount } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  advanceClock,
  expectOk,
  findDefaultMedication,
  type DefaultMedication,
  type WireError,
} from '../../test/api-helpers';
import { listOrderCharges, type OrderBody } from '../orders/orders-test-helpers';
import {
  createKey,
  listChargeRows,
  listSubscriptionRows,
  prepareSubscriber,
  purchaseSubscription,
  TEST_CARDS,
  toPurchaseBody,
  type WireActionItem,
  type WireEligibility,
  type WireSubscription,
  type WireSubscriptionCart,
} from './subscriptions-test-helpers';

let server: TestServer;
let sildenafil: DefaultMedication;
let finasteride: DefaultMedication;
let atorvastatin: DefaultMedication;
let norethindrone: DefaultMedication;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  const client = createApiClient(server.baseUrl);
  const find = (slug: string) => findDefaultMedication(client, slug);
  sildenafil = await find('sildenafil');
  finasteride = await find('finasteride');
  atorvastatin = await find('atorvastatin');
  norethindrone = await find('norethindrone');
});
afterAll(async () => {
  await server?.close();
});

const prepare = (profile?: Parameters<typeof prepareSubscriber>[1]) =>
  prepareSubscriber(server.baseUrl, profile);

/** GET /api/v2/user's has_subscriptions: a subscription that is not cancelled. */
async function readHasSubscriptions(client: ApiClient): Promise<boolean | undefined> {
  const user = await expectOk(
    client.get<{ account: { has_subscriptions: boolean } | null }>('/api/v2/user'),
  );
  return user.account?.has_subscriptions;
}

/** The server's home-delivery price of the medication (from the cart, which prices it). */
async function readDeliveryPriceCents(medication: DefaultMedication): Promise<number> {
  const client = createApiClient(server.baseUrl);
  const cart = await expectOk(
    client.post<{ items: Array<{ price: { base_price: { amount_cents: number } } }> }>(
      '/api/v2/cart/items',
      { items: [{ price_id: `p-${medication.medId}-${medication.quantity}-delivery` }] },
    ),
  );
  return cart.items[0]?.price.base_price.amount_cents ?? 0;
}

describe('OpenAPI document', () => {
  it('lists the subscription routes with their wire names and the Idempotency-Key header', async () => {
    const response = await createApiClient(server.baseUrl).get<{
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
    }>('/api/docs/json');
    expect(response.status).toBe(200);
    const { paths } = response.body;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/subscription',
        '/api/v2/subscription/eligibility',
        '/api/v2/subscription/cart',
        '/api/v2/subs_action_items',
        '/api/v2/subscription/drug_purchase',
      ]),
    );
    const purchase = paths['/api/v2/subscription/drug_purchase']?.post;
    const headers = purchase?.parameters?.filter((parameter) => parameter.in === 'header');
    expect(headers?.map((parameter) => parameter.name)).toEqual(['idempotency-key']);
    expect(JSON.stringify(purchase)).toContain('"sanofi_consent_given"');
    expect(JSON.stringify(paths['/api/v2/subscription'])).toContain('"cycle_cost_cents"');
  });
});

describe('subscription cart', () => {
  it('is empty for a new visitor, without starting a session', async () => {
    const client = createApiClient(server.baseUrl);
    const response = await client.get<WireSubscriptionCart>('/api/v2/subscription/cart');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      med: null,
      total_price_with_coupons: null,
      shipping: { label: 'USPS First Class', price: { amount_cents: 0, display_value: 'Free' } },
    });
    expect(client.cookies.size).toBe(0);
  });

  it('prices the medication on the server: delivery price + care fee, plus the medical fee', async () => {
    const client = createApiClient(server.baseUrl);
    const response = await client.post<WireSubscriptionCart>('/api/v2/subscription/cart', {
      med_id: sildenafil.medId,
      quantity: sildenafil.quantity,
    });
    expect(response.status).toBe(200);
    const monthly = (await readDeliveryPriceCents(sildenafil)) + SUBSCRIPTION_CARE_FEE_CENTS;
    expect(response.body).toMatchObject({
      med: {
        med_id: sildenafil.medId,
        med_name_id: sildenafil.medNameId,
        med_price_id: `p-${sildenafil.medId}-${sildenafil.quantity}-delivery`,
        quantity: sildenafil.quantity,
        name: 'Sildenafil',
      },
      coupon: null,
      subscription_fee: { amount_cents: monthly },
      medical_fee: { amount_cents: SUBSCRIPTION_MEDICAL_FEE_CENTS, display_value: '$25.00' },
      total_price_with_coupons: { amount_cents: monthly + SUBSCRIPTION_MEDICAL_FEE_CENTS },
    });
    const again = await expectOk(client.get<WireSubscriptionCart>('/api/v2/subscription/cart'));
    expect(again).toEqual(response.body);
  });

  it('replaces the medication, and keeps the cart through sign-up', async () => {
    const client = createApiClient(server.baseUrl);
    await expectOk(
      client.post('/api/v2/subscription/cart', {
        med_id: sildenafil.medId,
        quantity: sildenafil.quantity,
      }),
    );
    await expectOk(
      client.post('/api/v2/subscription/cart', {
        med_id: finasteride.medId,
        quantity: finasteride.quantity,
      }),
    );
    await expectOk(
      client.post('/api/v2/user/account/signup', {
        email: `subs.${createKey()}@example.com`,
        password: 'correct horse battery',
        accepts_agreements: true,
      }),
    );
    const cart = await expectOk(client.get<WireSubscriptionCart>('/api/v2/subscription/cart'));
    expect(cart.med?.med_id).toBe(finasteride.medId);
  });

  it('refuses bad input in the one error shape', async () => {
    const client = createApiClient(server.baseUrl);
    const post = (body: unknown) =>
      client.post<WireSubscriptionCart>('/api/v2/subscription/cart', body);

    const unknown = await post({ med_id: 999_999_999, quantity: 10 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'not_found', message: 'Medication not found' });

    const missing = await post({ quantity: 10 });
    expect(missing.status).toBe(400);
    expect(missing.body.validation_errors).toHaveProperty('med_id');

    const fractional = await post({ med_id: sildenafil.medId, quantity: 2.5 });
    expect(fractional.status).toBe(400);
    expect(fractional.body.validation_errors.quantity).toEqual([
      'Quantity must be a whole number from 1 to 100000',
    ]);

    const notSold = await post({ med_id: sildenafil.medId, quantity: 7777 });
    expect(notSold.status).toBe(400);
    expect(notSold.body.validation_errors).toHaveProperty('quantity');

    const notOffered = await post({ med_id: atorvastatin.medId, quantity: atorvastatin.quantity });
    expect(notOffered.status).toBe(400);
    expect(notOffered.body).toMatchObject({
      code: 'not_subscription_eligible',
      message: SUBSCRIPTION_MESSAGES.notOffered,
    });

    const wrongName = await post({
      med_id: sildenafil.medId,
      quantity: sildenafil.quantity,
      med_name_id: finasteride.medNameId,
    });
    expect(wrongName.status).toBe(400);
    expect(wrongName.body.validation_errors).toHaveProperty('med_name_id');
  });
});

describe('GET /api/v2/subscription/eligibility', () => {
  const judge = (client: ReturnType<typeof createApiClient>, medication: DefaultMedication) =>
    client.get<WireEligibility>('/api/v2/subscription/eligibility', {
      query: { med_name_id: String(medication.medNameId), med_id: String(medication.medId) },
    });

  it('is eligible for a man in Missouri buying an ED drug', async () => {
    const { client } = await prepare();
    const response = await judge(client, sildenafil);
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({
      med_name_id: sildenafil.medNameId,
      med_id: sildenafil.medId,
      is_offered: true,
      is_eligible: true,
      condition: 'erectile-dysfunction',
      state: 'MO',
      reason: null,
    });
  });

  it('is not offered for a drug without a subscription condition', async () => {
    const { client } = await prepare();
    const { result } = await expectOk(judge(client, atorvastatin));
    expect(result).toMatchObject({
      is_offered: false,
      is_eligible: false,
      condition: null,
      reason: SUBSCRIPTION_MESSAGES.notOffered,
    });
  });

  it('follows the condition’s sex, age and state rules', async () => {
    const woman = await prepare({ gender: 'female' });
    const edForWoman = await expectOk(judge(woman.client, sildenafil));
    expect(edForWoman.result).toMatchObject({ is_offered: true, is_eligible: false });
    expect(edForWoman.result.reason).toMatch(/for men only/);

    const birthControl = await expectOk(judge(woman.client, norethindrone));
    expect(birthControl.result).toMatchObject({ is_eligible: true, condition: 'birth-control' });

    const older = await prepare({ gender: 'female', dob: '1960-01-01' });
    const tooOld = await expectOk(judge(older.client, norethindrone));
    expect(tooOld.result.is_eligible).toBe(false);
    expect(tooOld.result.reason).toMatch(/aged 18 to 50/);

    const arkansas = await prepare({ state: 'AR' });
    const outOfState = await expectOk(judge(arkansas.client, sildenafil));
    expect(outOfState.result).toMatchObject({ is_eligible: false, state: 'AR' });
  });

  it('asks for the state when a visitor has none', async () => {
    const { result } = await expectOk(judge(createApiClient(server.baseUrl), sildenafil));
    expect(result).toMatchObject({ is_offered: true, is_eligible: false, state: null });
    expect(result.reason).toMatch(/Choose the state/);
  });

  it('refuses bad input', async () => {
    const client = createApiClient(server.baseUrl);
    const missing = await client.get<WireError>('/api/v2/subscription/eligibility');
    expect(missing.status).toBe(400);
    expect(missing.body.validation_errors).toHaveProperty('med_name_id');
    const unknown = await client.get<WireError>('/api/v2/subscription/eligibility', {
      query: { med_name_id: '999999999' },
    });
    expect(unknown.status).toBe(404);
    const mismatch = await client.get<WireError>('/api/v2/subscription/eligibility', {
      query: { med_name_id: String(sildenafil.medNameId), med_id: String(finasteride.medId) },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.validation_errors).toHaveProperty('med_id');
    const word = await client.get<WireError>('/api/v2/subscription/eligibility', {
      query: { med_name_id: 'abc' },
    });
    expect(word.status).toBe(400);
  });
});

describe('POST /api/v2/subscription/drug_purchase', () => {
  it('creates the subscription, charges the first month with the medical fee and starts the visit', async () => {
    const buyer = await prepare();
    expect(await readHasSubscriptions(buyer.client)).toBe(false);
    await expectOk(
      buyer.client.post('/api/v2/subscription/cart', {
        med_id: sildenafil.medId,
        quantity: sildenafil.quantity,
      }),
    );
    const response = await purchaseSubscription(
      buyer.client,
      toPurchaseBody(sildenafil),
      createKey(),
    );
    expect(response.status, response.text).toBe(200);
    const monthly = (await readDeliveryPriceCents(sildenafil)) + SUBSCRIPTION_CARE_FEE_CENTS;
    const clock = await advanceClock(buyer.client, 0);
    const { subscription, order_id: orderId } = response.body;
    expect(subscription).toMatchObject({
      plan_name: expect.stringMatching(/^Sildenafil .+ Monthly Plan$/),
      status: 'active',
      created_on: clock.today,
      next_charge_on: addOneMonth(clock.today),
      cycle_cost_cents: monthly,
      subscription_fee: { amount_cents: monthly },
      medical_fee: { amount_cents: SUBSCRIPTION_MEDICAL_FEE_CENTS },
      current_cycle: 1,
      med_id: sildenafil.medId,
    });

    const [charge, ...moreCharges] = await listChargeRows(server.db, subscription.id);
    expect(moreCharges).toEqual([]);
    expect(charge).toMatchObject({
      cycle: 1,
      status: 'paid',
      orderId,
      amountCents: monthly + SUBSCRIPTION_MEDICAL_FEE_CENTS,
    });
    const gateway = await listOrderCharges(server.db, orderId);
    expect(gateway).toHaveLength(1);
    expect(gateway[0]).toMatchObject({
      amountCents: monthly + SUBSCRIPTION_MEDICAL_FEE_CENTS,
      status: 'succeeded',
    });

    const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      origin: 'subscription',
      idempotencyKey: `subscription:${subscription.id}:1`,
      status: 'paid',
      fulfillment: 'delivery',
      consultationFeeCents: SUBSCRIPTION_MEDICAL_FEE_CENTS,
      subtotalCents: monthly,
    });

    const visits = await server.db
      .select()
      .from(consultations)
      .where(eq(consultations.subscriptionId, subscription.id));
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({
      accountId: buyer.accountId,
      orderId,
      condition: 'erectile-dysfunction',
      creationStatus: 'created',
      status: 'incomplete',
      feeCents: 0,
      patientState: 'MO',
    });

    const confirmation = await expectOk(buyer.client.get<OrderBody>(`/api/v2/orders/${orderId}`));
    expect(confirmation.result.consultation_id).toBe(visits[0]?.id);

    const cart = await expectOk(
      buyer.client.get<WireSubscriptionCart>('/api/v2/subscription/cart'),
    );
    expect(cart.med).toBeNull();

    const list = await expectOk(
      buyer.client.get<{ result: WireSubscription[] }>('/api/v2/subscription'),
    );
    expect(list.result).toEqual([subscription]);
    expect(await readHasSubscriptions(buyer.client)).toBe(true);

    const actions = await expectOk(
      buyer.client.get<{ result: WireActionItem[] }>('/api/v2/subs_action_items'),
    );
    expect(actions.result).toEqual([
      expect.objectContaining({
        kind: 'complete_visit',
        subscription_id: subscription.id,
        title: 'Complete your online visit',
        link: `/consultation/${visits[0]?.id}`,
      }),
    ]);
  });

  it("answers 409 'Subscription already exists for the drug' for a second one", async () => {
    const buyer = await prepare();
    await expectOk(purchaseSubscription(buyer.client, toPurchaseBody(sildenafil), createKey()));
    const again = await purchaseSubscription(buyer.client, toPurchaseBody(sildenafil), createKey());
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'subscription_exists',
      message: 'Subscription already exists for the drug',
      error_details: { path: '/account/orders' },
    });
    const withoutKey = await purchaseSubscription(buyer.client, toPurchaseBody(sildenafil));
    expect(withoutKey.status).toBe(409);
    expect(await listSubscriptionRows(server.db, buyer.accountId)).toHaveLength(1);

    const otherDrug = await purchaseSubscription(buyer.client, toPurchaseBody(finasteride));
    expect(otherDrug.status, otherDrug.text).toBe(200);
  });

  it('makes one subscription and one charge from 20 concurrent calls with one key', async () => {
    const buyer = await prepare();
    const key = createKey();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        purchaseSubscription(buyer.client, toPurchaseBody(sildenafil), key),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const orderIds = new Set(responses.map((response) => response.body.order_id));
    expect(orderIds.size).toBe(1);
    const rows = await listSubscriptionRows(server.db, buyer.accountId);
    expect(rows).toHaveLength(1);
    const charges = await listChargeRows(server.db, rows[0]?.id ?? '');
    expect(charges).toHaveLength(1);
    const [orderId = ''] = orderIds;
    expect(await listOrderCharges(server.db, orderId)).toHaveLength(1);
    const accountOrders = await server.db
      .select()
      .from(orders)
      .where(and(eq(orders.accountId, buyer.accountId), eq(orders.origin, 'subscription')));
    expect(accountOrders).toHaveLength(1);
    const visits = await server.db
      .select()
      .from(consultations)
      .where(eq(consultations.accountId, buyer.accountId));
    expect(visits).toHaveLength(1);

    const later = await purchaseSubscription(buyer.client, toPurchaseBody(sildenafil), key);
    expect(later.status).toBe(200);
    expect(later.body.order_id).toBe(orderId);
  });

  it('cancels the subscription and answers 402 when the first charge is declined', async () => {
    const buyer = await prepare({ card: TEST_CARDS.declinedAtCharge });
    const key = createKey();
    const response = await purchaseSubscription(buyer.client, toPurchaseBody(sildenafil), key);
    expect(response.status).toBe(402);
    expect(response.body).toMatchObject({
      code: 'payment_failed',
      message: CARD_MESSAGES.declined,
    });
    const [row, ...others] = await listSubscriptionRows(server.db, buyer.accountId);
    expect(others).toEqual([]);
    expect(row?.status).toBe('cancelled');
    const charges = await listChargeRows(server.db, row?.id ?? '');
    expect(charges).toMatchObject([
      { cycle: 1, status: 'failed', failureMessage: CARD_MESSAGES.declined },
    ]);

    const repeated = await purchaseSubscription(buyer.client, toPurchaseBody(sildenafil), key);
    expect(repeated.status).toBe(402);
    const list = await expectOk(
      buyer.client.get<{ result: WireSubscription[] }>('/api/v2/subscription'),
    );
    expect(list.result.map((subscription) => subscription.status)).toEqual(['cancelled']);
    expect(await readHasSubscriptions(buyer.client)).toBe(false);
    const visits = await server.db
      .select()
      .from(consultations)
      .where(eq(consultations.accountId, buyer.accountId));
    expect(visits).toEqual([]);
  });

  it('needs a signed-in full account with every checkout step done', async () => {
    const visitor = createApiClient(server.baseUrl);
    expect((await purchaseSubscription(visitor, toPurchaseBody(sildenafil))).status).toBe(401);

    const bare = await signUpTestAccount(server.baseUrl, 'bare');
    const noProfile = await purchaseSubscription(bare.client, toPurchaseBody(sildenafil));
    expect(noProfile.status).toBe(400);
    expect(noProfile.body).toMatchObject({
      code: 'checkout_incomplete',
      error_details: { step: 'basic-info' },
    });

    const noCard = await prepare({ card: null });
    const withoutCard = await purchaseSubscription(noCard.client, toPurchaseBody(sildenafil));
    expect(withoutCard.body).toMatchObject({
      code: 'checkout_incomplete',
      error_details: { step: 'payment-info' },
    });

    const buyer = await prepare();
    const noConsent = await purchaseSubscription(
      buyer.client,
      toPurchaseBody(sildenafil, { sanofi_consent_given: false }),
    );
    expect(noConsent.status).toBe(400);
    expect(noConsent.body).toMatchObject({
      code: 'consent_required',
      message: SUBSCRIPTION_MESSAGES.consentRequired,
    });

    const woman = await prepare({ gender: 'female' });
    const notEligible = await purchaseSubscription(woman.client, toPurchaseBody(sildenafil));
    expect(notEligible.status).toBe(400);
    expect(notEligible.body.code).toBe('subscription_not_eligible');
    expect(await listSubscriptionRows(server.db, woman.accountId)).toEqual([]);
  });

  it('refuses bad input in the one error shape', async () => {
    const buyer = await prepare();
    const post = (overrides: Record<string, unknown>) =>
      purchaseSubscription(buyer.client, toPurchaseBody(sildenafil, overrides));

    const unknown = await post({ med_id: 999_999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'not_found', message: 'Medication not found' });

    const missing = await purchaseSubscription(buyer.client, { med_id: sildenafil.medId });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.validation_errors)).toEqual(
      expect.arrayContaining(['med_name_id', 'med_price_id', 'quantity', 'telemed_current_state']),
    );

    const fractional = await post({ quantity: 1.5 });
    expect(fractional.status).toBe(400);
    expect(fractional.body.validation_errors).toHaveProperty('quantity');

    const textQuantity = await post({ quantity: 'ten' });
    expect(textQuantity.status).toBe(400);

    const wrongPrice = await post({ med_price_id: `p-${finasteride.medId}-30-delivery` });
    expect(wrongPrice.status).toBe(400);
    expect(wrongPrice.body.validation_errors).toHaveProperty('med_price_id');

    const badState = await post({ telemed_current_state: 'XX' });
    expect(badState.status).toBe(400);
    expect(badState.body.validation_errors).toHaveProperty('telemed_current_state');

    const notOffered = await purchaseSubscription(buyer.client, toPurchaseBody(atorvastatin));
    expect(notOffered.status).toBe(400);
    expect(notOffered.body.code).toBe('not_subscription_eligible');

    const badKey = await purchaseSubscription(buyer.client, toPurchaseBody(sildenafil), 'bad key!');
    expect(badKey.status).toBe(400);

    expect(await listSubscriptionRows(server.db, buyer.accountId)).toEqual([]);
  });

  it('needs sign-in for the subscription list and the action items', async () => {
    const visitor = createApiClient(server.baseUrl);
    expect((await visitor.get('/api/v2/subscription')).status).toBe(401);
    expect((await visitor.get('/api/v2/subs_action_items')).status).toBe(401);
  });
});
