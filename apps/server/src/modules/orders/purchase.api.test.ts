import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CARD_MESSAGES,
  CHECKOUT_MESSAGES,
  CONSULTATION_FEE_CENTS,
  WELCOME_OFFERS,
} from '@fillwell/domain';
import {
  consultations,
  orderEvents,
  orders,
  outboxMessages,
  walletEntries,
} from '../../db/schema/index';
import { createApiClient } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';
import { addCard } from '../payments/payments-test-helpers';
import {
  TEST_CARDS,
  expectOk,
  fillDeliveryCart,
  fillPickupCart,
  findPickupPharmacyId,
  findPrescriber,
  findPriceId,
  getCart,
  insertSavedCard,
  listAccountOrders,
  listOrderCharges,
  purchase,
  signUpBuyer,
  type OrderBody,
  type WireCart,
  giveDiscountCard,
} from './orders-test-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
});
afterAll(async () => {
  await server?.close();
});

const signUp = (card?: string | null) => signUpBuyer(server.baseUrl, card);
const getOrder = (client: Parameters<typeof getCart>[0], id: string) =>
  expectOk(client.get<OrderBody>(`/api/v2/orders/${id}`));

describe('POST /api/cart/purchase: pickup', () => {
  it('charges the total shown, empties the cart and uses the welcome offers once', async () => {
    const buyer = await signUp();
    const cart = await fillPickupCart(server.baseUrl, server.db, buyer.client);
    const welcome = WELCOME_OFFERS.firstFillCents + WELCOME_OFFERS.firstOrderCents;
    expect(cart.coupon?.applied_amount.amount_cents).toBe(welcome);

    const response = await purchase(buyer.client);
    expect(response.status).toBe(200);
    const { order_id: orderId } = response.body;
    expect(response.body).toEqual({
      id: orderId,
      order_id: orderId,
      order_number: expect.stringMatching(/^FW-[0-9A-HJKMNP-TV-Z]{8}$/),
      pharmacy_id: await findPickupPharmacyId(server.db),
      pharmacy_network_id: 1,
      cart_flow_id: cart.id,
    });
    expect(orderId).toMatch(/^ord_[\w-]{20,}$/);

    const [charge, ...others] = await listOrderCharges(server.db, orderId);
    expect(others).toEqual([]);
    expect(charge).toMatchObject({ amountCents: cart.total.amount_cents, status: 'succeeded' });

    const order = (await getOrder(buyer.client, orderId)).result;
    expect(order).toMatchObject({
      order_status: 'paid',
      fulfillment_status: 'pending',
      fulfillment: 'pickup',
      total: cart.total,
      subtotal: cart.subtotal,
      coupon: { applied_amount: { amount_cents: welcome } },
      shipping: { label: 'Local Pickup', price: { amount_cents: 0, display_value: 'Free' } },
      payment_method: { brand: 'visa', last4: '4242' },
      estimated_delivery_date: null,
      delivery_id: null,
      is_cancellable: true,
    });
    expect(order.card_payments_refunds).toEqual([
      expect.objectContaining({ kind: 'charge', amount: cart.total }),
    ]);
    expect(order.digital_card).toMatchObject({ member_id: expect.stringMatching(/^FW\d{9}$/) });
    expect(order.items[0]?.price.price_with_coupons).toEqual(
      cart.items[0]?.price.price_with_coupons,
    );
    expect(order.timeline.map((step) => step.state)).toEqual([
      'completed',
      'in-progress',
      'incomplete',
      'incomplete',
      'incomplete',
    ]);

    const after = await getCart(buyer.client);
    expect(after.items).toEqual([]);
    const next = await fillPickupCart(server.baseUrl, server.db, buyer.client);
    expect(next.coupon).toBeNull();
  });

  it('sends the order confirmation once', async () => {
    const buyer = await signUp();
    await fillPickupCart(server.baseUrl, server.db, buyer.client);
    const { order_id: orderId } = await expectOk(purchase(buyer.client, {}, 'confirm-once'));
    await expectOk(purchase(buyer.client, {}, 'confirm-once'));
    const messages = await server.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, buyer.email));
    const confirmations = messages.filter((message) => message.body.includes(orderId));
    expect(confirmations).toHaveLength(1);
    const { order_number: orderNumber } = (await getOrder(buyer.client, orderId)).result;
    expect(confirmations[0]?.subject).toBe(`Your Fillwell order ${orderNumber} is confirmed`);
  });

  it('answers 401 to a visitor and 400 to a bad key or body', async () => {
    const visitor = createApiClient(server.baseUrl);
    expect((await purchase(visitor)).status).toBe(401);
    const buyer = await signUp();
    for (const key of ['', 'x'.repeat(101), 'key with spaces', 'a/b']) {
      const response = await buyer.client.post(
        PURCHASE,
        {},
        { headers: { 'idempotency-key': key } },
      );
      expect(response.status, key).toBe(400);
    }
    const badBody = await purchase(buyer.client, { use_wallet: 'yes', telemed_current_state: 'Z' });
    expect(badBody.status).toBe(400);
    expect(Object.keys(badBody.body.validation_errors).sort()).toEqual([
      'telemed_current_state',
      'use_wallet',
    ]);
  });
});

const PURCHASE = '/api/cart/purchase';

describe('POST /api/cart/purchase: delivery, doctor visits and wallet', () => {
  it('ships to the default address from the mail-order pharmacy, transferring from a pharmacy', async () => {
    const buyer = await signUp();
    const pharmacyId = await findPickupPharmacyId(server.db);
    const cart = await fillDeliveryCart(server.baseUrl, buyer.client, [
      {
        slug: 'lisinopril',
        source: {
          rx_src_type: 'user',
          transfer_source: 'pharmacy',
          rx_src_pharmacy_id: pharmacyId,
        },
      },
    ]);
    const result = await expectOk(purchase(buyer.client));
    expect(result.pharmacy_network_id).toBe(3);
    const order = (await getOrder(buyer.client, result.order_id)).result;
    expect(order).toMatchObject({
      fulfillment: 'delivery',
      fulfillment_status: 'transferring',
      total: cart.total,
      shipping: { label: 'USPS First Class' },
      shipping_address: { address1: '4400 Lindell Blvd', city: 'Saint Louis' },
      delivery_id: result.order_id,
      digital_card: null,
      pharmacy: { id: result.pharmacy_id, network_id: 3 },
    });
    expect(order.estimated_delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [item] = order.items;
    expect(item?.transfer_source).toBe('pharmacy');
    expect(item?.rx_source_name).toEqual(expect.any(String));
    expect(item?.alert?.label.text).toBe('Transfer in progress');
    expect(item?.alert?.modal.content).toContain('Prescription transfers take 1-3 business days.');
  });

  it('books the doctor visit of a consultation item and charges its fee', async () => {
    const buyer = await signUp();
    await fillPickupCart(server.baseUrl, server.db, buyer.client, ['atorvastatin']);
    const { items } = await getCart(buyer.client);
    const cart = await expectOk(
      buyer.client.patch<WireCart>('/api/v2/cart/prescriptions', {
        items: [{ item_id: items[0]?.id, rx_src_type: 'consultation' }],
      }),
    );
    expect(cart.items[0]?.price.consultation_price?.amount_cents).toBe(CONSULTATION_FEE_CENTS);
    const result = await expectOk(purchase(buyer.client, { telemed_current_state: 'mo' }));
    const order = (await getOrder(buyer.client, result.order_id)).result;
    expect(order.total).toEqual(cart.total);
    expect(order.consultation_fee?.amount_cents).toBe(CONSULTATION_FEE_CENTS);
    expect(order.items[0]?.consultation?.price.amount_cents).toBe(CONSULTATION_FEE_CENTS);
    expect(order.items[0]?.alert?.label.text).toBe('Doctor visit required');
    const [visit, ...more] = await server.db
      .select()
      .from(consultations)
      .where(eq(consultations.orderId, result.order_id));
    expect(more).toEqual([]);
    expect(visit).toMatchObject({
      id: order.consultation_id,
      accountId: buyer.accountId,
      condition: 'cholesterol',
      creationStatus: 'created',
      status: 'incomplete',
      feeCents: CONSULTATION_FEE_CENTS,
      patientState: 'MO',
    });
  });

  it('spends wallet credit when asked and charges only the rest', async () => {
    const buyer = await signUp();
    await server.db.insert(walletEntries).values({
      id: `wal_${buyer.accountId}`,
      accountId: buyer.accountId,
      amountCents: 300,
      reason: 'test',
    });
    const cart = await fillPickupCart(server.baseUrl, server.db, buyer.client);
    expect(cart.wallet_credit?.applied_amount.amount_cents).toBe(300);
    const result = await expectOk(purchase(buyer.client, { use_wallet: true }));
    const [charge] = await listOrderCharges(server.db, result.order_id);
    expect(charge?.amountCents).toBe(cart.total.amount_cents - 300);
    const wallet = await expectOk(buyer.client.get<{ available_balance: number }>('/api/wallet'));
    expect(wallet.available_balance).toBe(0);
    const order = (await getOrder(buyer.client, result.order_id)).result;
    expect(order.wallet_credit?.applied_amount.amount_cents).toBe(300);
  });

  it('needs no card when the wallet pays everything', async () => {
    const buyer = await signUp(null);
    await server.db.insert(walletEntries).values({
      id: `wal_${buyer.accountId}`,
      accountId: buyer.accountId,
      amountCents: 100_000,
      reason: 'test',
    });
    const cart = await fillPickupCart(server.baseUrl, server.db, buyer.client);
    expect((await purchase(buyer.client)).body.code).toBe('no_card');
    const result = await expectOk(purchase(buyer.client, { use_wallet: true }));
    expect(await listOrderCharges(server.db, result.order_id)).toEqual([]);
    const order = (await getOrder(buyer.client, result.order_id)).result;
    expect(order.payment_method).toBeNull();
    expect(order.wallet_credit?.applied_amount).toEqual(cart.total);
  });
});

describe('POST /api/cart/purchase: what stops a purchase', () => {
  it('refuses an empty cart', async () => {
    const buyer = await signUp();
    const response = await purchase(buyer.client);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'empty_cart',
      message: CHECKOUT_MESSAGES.emptyCart,
    });
  });

  it('refuses without a card, and with a card that is not the account’s', async () => {
    const buyer = await signUp(null);
    await fillPickupCart(server.baseUrl, server.db, buyer.client);
    const noCard = await purchase(buyer.client);
    expect(noCard.status).toBe(400);
    expect(noCard.body).toMatchObject({ code: 'no_card', message: CHECKOUT_MESSAGES.noCard });
    const other = await signUp();
    const cards = await expectOk(other.client.get<Array<{ id: string }>>('/api/cards'));
    const stranger = await purchase(buyer.client, { card_id: cards[0]?.id });
    expect(stranger.status).toBe(404);
    expect(await listAccountOrders(server.db, buyer.accountId)).toEqual([]);
  });

  it('refuses more than one opioid, naming them for the restriction modal', async () => {
    const buyer = await signUp();
    const cart = await fillPickupCart(server.baseUrl, server.db, buyer.client, [
      'tramadol',
      'oxycodone',
      'atorvastatin',
    ]);
    const response = await purchase(buyer.client);
    expect(response.status).toBe(422);
    const opioids = cart.items.filter((item) => item.promotional_category === 'opioid');
    expect(response.body).toMatchObject({
      code: 'too_many_opioids',
      message: CHECKOUT_MESSAGES.tooManyOpioids,
      error_details: {
        med_ids: opioids.map((item) => item.med_id),
        item_ids: opioids.map((item) => item.id),
        label: CHECKOUT_MESSAGES.tooManyOpioidsLabel,
        text: CHECKOUT_MESSAGES.tooManyOpioids,
      },
    });
  });

  it('needs a pickup pharmacy, a shipping address and prescription sources', async () => {
    const buyer = await signUp();
    const pickup = await findPriceId(server.baseUrl, 'atorvastatin');
    await expectOk(buyer.client.post('/api/v2/cart/items', { items: [{ price_id: pickup }] }));
    const noPharmacy = await purchase(buyer.client);
    expect(noPharmacy.status).toBe(400);
    expect(noPharmacy.body).toMatchObject({
      code: 'checkout_incomplete',
      message: CHECKOUT_MESSAGES.noPharmacy,
      error_details: { step: 'select-pharmacy' },
    });

    const delivery = await findPriceId(server.baseUrl, 'lisinopril', 'delivery');
    await expectOk(
      buyer.client.post('/api/v2/cart/items', {
        items: [{ price_id: delivery }],
        clear: true,
        force: true,
      }),
    );
    const noAddress = await purchase(buyer.client);
    expect(noAddress.body).toMatchObject({
      code: 'checkout_incomplete',
      message: CHECKOUT_MESSAGES.noShippingAddress,
    });
    await expectOk(
      buyer.client.post('/api/v2/user/account/address', {
        address1: '4400 Lindell Blvd',
        city: 'Saint Louis',
        state: 'MO',
        zip_code: '63108',
      }),
    );
    const noSource = await purchase(buyer.client);
    expect(noSource.body).toMatchObject({
      code: 'checkout_incomplete',
      message: CHECKOUT_MESSAGES.noPrescriptionSource,
    });
    const { items } = await getCart(buyer.client);
    const prescriber = await findPrescriber(server.db);
    await expectOk(
      buyer.client.patch('/api/v2/cart/prescriptions', {
        items: [
          {
            item_id: items[0]?.id,
            transfer_source: 'provider',
            rx_src_provider_id: prescriber.providerId,
          },
        ],
      }),
    );
    const result = await expectOk(purchase(buyer.client));
    const order = (await getOrder(buyer.client, result.order_id)).result;
    expect(order.items[0]?.rx_source_name).toBe(prescriber.fullName);
    expect(await listAccountOrders(server.db, buyer.accountId)).toHaveLength(1);
  });

  it('needs the consent for a discount-card price', async () => {
    const buyer = await signUp();
    await giveDiscountCard(server.db, buyer.accountId);
    const priceId = await findPriceId(server.baseUrl, 'atorvastatin', 'magic');
    await expectOk(buyer.client.post('/api/v2/cart/items', { items: [{ price_id: priceId }] }));
    const pharmacyId = await findPickupPharmacyId(server.db, 4);
    const cart = await expectOk(
      buyer.client.post<WireCart>('/api/v2/cart/pharmacy', {
        pharmacy_id: pharmacyId,
        pharmacy_network_id: 4,
      }),
    );
    expect(cart.items[0]?.price_category).toBe('magic');
    const refused = await purchase(buyer.client, { reimbursement_consent: false });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'consent_required',
      message: CHECKOUT_MESSAGES.consentRequired,
    });
    const result = await expectOk(purchase(buyer.client, { reimbursement_consent: true }));
    expect(result.pharmacy_network_id).toBe(4);
  });

  it('refuses a second purchase while one is open', async () => {
    const buyer = await signUp();
    await fillPickupCart(server.baseUrl, server.db, buyer.client);
    const first = await expectOk(purchase(buyer.client, {}, 'first'));
    await fillPickupCart(server.baseUrl, server.db, buyer.client);
    // The first purchase as it is between its charge and its recording: still open.
    await server.db.update(orders).set({ status: 'open' }).where(eq(orders.id, first.order_id));
    const response = await purchase(buyer.client, {}, 'second');
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'active_purchase',
      message: CHECKOUT_MESSAGES.activePurchase,
    });
    const cartChange = await buyer.client.post('/api/v2/cart/items', {
      items: [{ price_id: await findPriceId(server.baseUrl, 'lisinopril') }],
    });
    expect(cartChange.status).toBe(409);
  });
});

describe('POST /api/cart/purchase: refused cards', () => {
  it.each([
    ['declined', 'card_declined', CARD_MESSAGES.declined],
    ['expired', 'expired_card', CARD_MESSAGES.expired],
  ])(
    'answers 402 for a %s card, keeps the cart and the welcome offers',
    async (_name, outcome, message) => {
      const buyer = await signUp(null);
      await insertSavedCard(server.db, buyer, { outcome });
      const cart = await fillPickupCart(server.baseUrl, server.db, buyer.client);
      const response = await purchase(buyer.client, {}, `refused-${outcome}`);
      expect(response.status).toBe(402);
      expect(response.body).toMatchObject({ code: 'payment_failed', message });
      await expectRefusedPurchaseLeftNothing(buyer.accountId, cart, buyer.client);
    },
  );

  it('answers 402 for insufficient funds, and a retry with another card succeeds', async () => {
    const buyer = await signUp(TEST_CARDS.insufficientFunds);
    const cart = await fillPickupCart(server.baseUrl, server.db, buyer.client);
    const refused = await purchase(buyer.client, {}, 'retry-me');
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(CARD_MESSAGES.insufficientFunds);
    await expectRefusedPurchaseLeftNothing(buyer.accountId, cart, buyer.client);
    const [failed] = await listAccountOrders(server.db, buyer.accountId);
    const events = await server.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, failed?.id ?? ''));
    expect(events.map((event) => event.kind).sort()).toEqual(['created', 'payment_failed']);

    await addCard(buyer.client, TEST_CARDS.visa);
    const retried = await expectOk(purchase(buyer.client, {}, 'retry-me'));
    expect(retried.order_id).not.toBe(failed?.id);
    const [charge] = await listOrderCharges(server.db, retried.order_id);
    expect(charge?.amountCents).toBe(cart.total.amount_cents);
  });

  it('answers 402 when a saved card is declined at the charge', async () => {
    const buyer = await signUp(TEST_CARDS.declinedAtCharge);
    const cart = await fillPickupCart(server.baseUrl, server.db, buyer.client);
    const refused = await purchase(buyer.client, {}, 'declined-at-charge');
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({
      code: 'payment_failed',
      message: CARD_MESSAGES.declined,
    });
    await expectRefusedPurchaseLeftNothing(buyer.accountId, cart, buyer.client);
  });

  it('refuses a card whose expiry has passed without asking the provider', async () => {
    const buyer = await signUp(null);
    await insertSavedCard(server.db, buyer, { outcome: 'succeeds', expMonth: 1, expYear: 2020 });
    const cart = await fillPickupCart(server.baseUrl, server.db, buyer.client);
    const response = await purchase(buyer.client);
    expect(response.status).toBe(402);
    expect(response.body).toMatchObject({ code: 'payment_failed', message: CARD_MESSAGES.expired });
    expect(await listAccountOrders(server.db, buyer.accountId)).toEqual([]);
    expect((await getCart(buyer.client)).items).toHaveLength(cart.items.length);
  });
});

async function expectRefusedPurchaseLeftNothing(
  accountId: string,
  cart: WireCart,
  client: Parameters<typeof getCart>[0],
) {
  const rows = await listAccountOrders(server.db, accountId);
  expect(rows.every((row) => row.status === 'cancelled' && row.failureMessage !== null)).toBe(true);
  const after = await getCart(client);
  expect(after.items.map((item) => item.id)).toEqual(cart.items.map((item) => item.id));
  expect(after.coupon?.applied_amount).toEqual(cart.coupon?.applied_amount);
  expect((await expectOk(client.get<{ result: unknown[] }>('/api/v2/orders'))).result).toEqual([]);
}

describe('POST /api/cart/purchase: the same purchase twice', () => {
  it('makes one order and one charge of 20 requests at once with the same key', async () => {
    const buyer = await signUp();
    await fillPickupCart(server.baseUrl, server.db, buyer.client);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => purchase(buyer.client, {}, 'twenty-at-once')),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const ids = new Set(responses.map((response) => response.body.order_id));
    expect(ids.size).toBe(1);
    const [orderId = ''] = ids;
    expect(await listAccountOrders(server.db, buyer.accountId)).toHaveLength(1);
    expect(await listOrderCharges(server.db, orderId)).toHaveLength(1);

    const retried = await expectOk(purchase(buyer.client, {}, 'twenty-at-once'));
    expect(retried.order_id).toBe(orderId);
  });

  it('makes one order of the same unchanged cart sent twice at once without a key', async () => {
    const buyer = await signUp();
    await fillPickupCart(server.baseUrl, server.db, buyer.client);
    const responses = await Promise.all([purchase(buyer.client), purchase(buyer.client)]);
    const succeeded = responses.filter((response) => response.status === 200);
    expect(succeeded.length).toBeGreaterThan(0);
    expect(new Set(succeeded.map((response) => response.body.order_id)).size).toBe(1);
    for (const response of responses.filter((candidate) => candidate.status !== 200)) {
      expect(response.body.code).toBe('empty_cart');
    }
    const rows = await listAccountOrders(server.db, buyer.accountId);
    expect(rows).toHaveLength(1);
    expect(await listOrderCharges(server.db, rows[0]?.id ?? '')).toHaveLength(1);
  });
});
