import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderEvents, orderPayments, orders, walletEntries } from '../../db/schema/index';
import type { ApiClient } from '../../test/api-client';
import { createApiClient } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';
import { CANCELLATION_MESSAGES } from './cancellation-plan';
import { createFulfillmentService } from './fulfillment-service';
import { createFulfillmentSimulator } from './fulfillment-simulator';
import {
  expectOk,
  fillDeliveryCart,
  fillPickupCart,
  findPickupPharmacyId,
  getCart,
  insertSavedCard,
  listOrderCharges,
  listRefunds,
  purchase,
  signUpBuyer,
  type OrderBody,
  type OrdersBody,
  type WireError,
} from './orders-test-helpers';

type DeliveryBody = {
  result: {
    status: string;
    shipping: { address: { address1: string } | null };
    estimated_delivery_date: string | null;
    items: Array<{
      item_id: string;
      formatted_name: string;
      provider: string | null;
      pharmacy: string | null;
      rx_src_type: string | null;
    }>;
  };
} & WireError;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
});
afterAll(async () => {
  await server?.close();
});

const REASON = { cancellation_reason: 'Found a lower price' };

async function buyPickup(slugs?: string[]) {
  const buyer = await signUpBuyer(server.baseUrl);
  await buyer.client.patch('/api/v2/user/account', { first_name: 'Ada', last_name: 'Lovelace' });
  const cart = await fillPickupCart(server.baseUrl, server.db, buyer.client, slugs);
  const { order_id: orderId } = await expectOk(purchase(buyer.client));
  return { ...buyer, cart, orderId };
}

async function buyDelivery() {
  const buyer = await signUpBuyer(server.baseUrl);
  const pharmacyId = await findPickupPharmacyId(server.db);
  const cart = await fillDeliveryCart(server.baseUrl, buyer.client, [
    {
      slug: 'lisinopril',
      source: { rx_src_type: 'user', transfer_source: 'pharmacy', rx_src_pharmacy_id: pharmacyId },
    },
    { slug: 'metformin', source: { rx_src_type: 'user', transfer_source: 'user' } },
  ]);
  const { order_id: orderId } = await expectOk(purchase(buyer.client));
  return { ...buyer, cart, orderId };
}

const getOrder = (client: ApiClient, id: string) => client.get<OrderBody>(`/api/v2/orders/${id}`);
const cancelOrder = (client: ApiClient, id: string, body: unknown = REASON) =>
  client.put<OrderBody>(`/api/account/medications/purchases/${id}/cancel`, body);
const cancelItem = (client: ApiClient, orderId: string, itemId: string, body: unknown = REASON) =>
  client.post<OrderBody>(`/api/v2/orders/${orderId}/order_item/${itemId}/cancel`, body);
const advance = (client: ApiClient, id: string) =>
  client.post<OrderBody>(`/api/dev/orders/${id}/advance`);

describe('signed out', () => {
  it('answers 401 for every order call', async () => {
    const client = createApiClient(server.baseUrl);
    const responses = await Promise.all([
      client.get('/api/v2/orders'),
      client.get('/api/v2/orders/ord_x'),
      client.get('/api/v2/deliveries/ord_x'),
      cancelOrder(client, 'ord_x'),
      cancelItem(client, 'ord_x', 'oi_x'),
      advance(client, 'ord_x'),
    ]);
    expect(responses.map((response) => response.status)).toEqual([401, 401, 401, 401, 401, 401]);
  });
});

describe('the API documentation', () => {
  it('lists the order routes with their wire names and the Idempotency-Key header', async () => {
    const response = await createApiClient(server.baseUrl).get<{
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
    }>('/api/docs/json');
    expect(response.status).toBe(200);
    const { paths } = response.body;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/cart/purchase',
        '/api/v2/orders',
        '/api/v2/orders/{id}',
        '/api/v2/deliveries/{id}',
        '/api/account/medications/purchases/{id}/cancel',
        '/api/v2/orders/{order_id}/order_item/{item_id}/cancel',
        '/api/dev/orders/{id}/advance',
      ]),
    );
    const headers = paths['/api/cart/purchase']?.post?.parameters?.filter(
      (parameter) => parameter.in === 'header',
    );
    expect(headers?.map((parameter) => parameter.name)).toEqual(['idempotency-key']);
    expect(JSON.stringify(paths['/api/v2/orders/{id}'])).toContain('"card_payments_refunds"');
  });
});

describe('GET /api/v2/orders and /api/v2/orders/{id}', () => {
  it('lists the paid orders newest first, without failed purchases', async () => {
    const buyer = await buyPickup();
    await fillPickupCart(server.baseUrl, server.db, buyer.client, ['crestor']);
    const second = await expectOk(purchase(buyer.client));
    await insertSavedCard(server.db, buyer, { outcome: 'card_declined' });
    await fillPickupCart(server.baseUrl, server.db, buyer.client, ['zocor']);
    expect((await purchase(buyer.client)).status).toBe(402);

    const list = await expectOk(buyer.client.get<OrdersBody>('/api/v2/orders'));
    expect(list.result.map((order) => order.id)).toEqual([second.order_id, buyer.orderId]);
    const one = await expectOk(getOrder(buyer.client, buyer.orderId));
    expect(one.result).toEqual(list.result[1]);
    expect(one.result.digital_card).toMatchObject({ first_name: 'Ada', rx_bin: '610709' });
  });

  it("answers 404 for another person's order and for unknown ids", async () => {
    const owner = await buyPickup();
    const stranger = await signUpBuyer(server.baseUrl);
    const itemId = owner.cart.items[0]?.id ?? '';
    const order = (await expectOk(getOrder(owner.client, owner.orderId))).result;
    const responses = await Promise.all([
      getOrder(stranger.client, owner.orderId),
      getOrder(owner.client, 'ord_unknown'),
      stranger.client.get(`/api/v2/deliveries/${owner.orderId}`),
      cancelOrder(stranger.client, owner.orderId),
      cancelItem(stranger.client, owner.orderId, order.items[0]?.id ?? itemId),
      cancelItem(owner.client, owner.orderId, 'oi_unknown'),
      advance(stranger.client, owner.orderId),
    ]);
    expect(responses.map((response) => response.status)).toEqual([
      404, 404, 404, 404, 404, 404, 404,
    ]);
    expect((await expectOk(getOrder(owner.client, owner.orderId))).result.order_status).toBe(
      'paid',
    );
  });

  it('answers 400 for malformed ids', async () => {
    const buyer = await signUpBuyer(server.baseUrl, null);
    const response = await getOrder(buyer.client, 'x'.repeat(65));
    expect(response.status).toBe(400);
  });
});

describe('GET /api/v2/deliveries/{id}', () => {
  it('summarises a delivery order, and is not found for a pickup order', async () => {
    const buyer = await buyDelivery();
    const delivery = await expectOk(
      buyer.client.get<DeliveryBody>(`/api/v2/deliveries/${buyer.orderId}`),
    );
    expect(delivery.result).toMatchObject({
      status: 'transferring',
      shipping: { address: { address1: '4400 Lindell Blvd' } },
    });
    expect(delivery.result.estimated_delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [transferred, own] = delivery.result.items;
    expect(transferred).toMatchObject({
      formatted_name: expect.any(String),
      pharmacy: expect.any(String),
      provider: null,
      rx_src_type: 'user',
    });
    expect(own).toMatchObject({ pharmacy: null, provider: null });

    const pickup = await buyPickup();
    const response = await pickup.client.get(`/api/v2/deliveries/${pickup.orderId}`);
    expect(response.status).toBe(404);
  });
});

describe('cancelling', () => {
  it('cancels one item and refunds its price once; the last item cancels the order', async () => {
    const buyer = await buyPickup(['lipitor', 'crestor']);
    const before = (await expectOk(getOrder(buyer.client, buyer.orderId))).result;
    const [first, second] = before.items;
    const [charge] = await listOrderCharges(server.db, buyer.orderId);
    if (!first || !second || !charge) throw new Error('order not as expected');

    const afterFirst = await expectOk(cancelItem(buyer.client, buyer.orderId, first.id));
    expect(afterFirst.result.order_status).toBe('paid');
    expect(afterFirst.result.items.map((item) => item.status)).toEqual(['cancelled', 'active']);
    expect(afterFirst.result.card_payments_refunds).toEqual([
      expect.objectContaining({ kind: 'charge', amount: before.total }),
      expect.objectContaining({ kind: 'refund', amount: first.price.price_with_coupons }),
    ]);
    const again = await expectOk(cancelItem(buyer.client, buyer.orderId, first.id));
    expect(again.result).toEqual(afterFirst.result);
    expect(await listRefunds(server.db, charge.id)).toHaveLength(1);

    const afterLast = await expectOk(cancelItem(buyer.client, buyer.orderId, second.id));
    expect(afterLast.result).toMatchObject({
      order_status: 'cancelled',
      fulfillment_status: 'cancelled',
      is_cancellable: false,
      cancellation_reason: REASON.cancellation_reason,
    });
    const refunds = await listRefunds(server.db, charge.id);
    expect(refunds.reduce((sum, row) => sum + row.amountCents, 0)).toBe(charge.amountCents);
    expect(afterLast.result.timeline.every((step) => step.state !== 'in-progress')).toBe(true);

    const list = await expectOk(buyer.client.get<OrdersBody>('/api/v2/orders'));
    expect(list.result.map((order) => order.id)).toEqual([buyer.orderId]);
  });

  it('cancels the whole order, refunds the card and gives the wallet credit back, once', async () => {
    const buyer = await signUpBuyer(server.baseUrl);
    await server.db.insert(walletEntries).values({
      id: `wal_${buyer.accountId}`,
      accountId: buyer.accountId,
      amountCents: 500,
      reason: 'test',
    });
    await fillPickupCart(server.baseUrl, server.db, buyer.client);
    const { order_id: orderId } = await expectOk(purchase(buyer.client, { use_wallet: true }));
    const [charge] = await listOrderCharges(server.db, orderId);

    const cancelled = await expectOk(cancelOrder(buyer.client, orderId));
    expect(cancelled.result).toMatchObject({ order_status: 'cancelled', is_cancellable: false });
    expect(cancelled.result.items.every((item) => item.status === 'cancelled')).toBe(true);
    const refunds = cancelled.result.card_payments_refunds.filter((row) => row.kind === 'refund');
    expect(refunds.map((row) => row.amount.amount_cents)).toEqual([charge?.amountCents]);
    const wallet = await expectOk(buyer.client.get<{ available_balance: number }>('/api/wallet'));
    expect(wallet.available_balance).toBe(500);

    const twice = await expectOk(cancelOrder(buyer.client, orderId));
    expect(twice.result).toEqual(cancelled.result);
    expect(await listRefunds(server.db, charge?.id ?? '')).toHaveLength(1);
    const walletAgain = await expectOk(
      buyer.client.get<{ available_balance: number }>('/api/wallet'),
    );
    expect(walletAgain.available_balance).toBe(500);
    const events = await server.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId));
    expect(events.filter((event) => event.kind === 'cancelled')).toHaveLength(1);
  });

  it('refuses once the order has been picked up, and asks for a reason', async () => {
    const buyer = await buyPickup();
    const noReason = await cancelOrder(buyer.client, buyer.orderId, { cancellation_reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Please tell us why you are cancelling');
    for (const expected of ['dispensing', 'ready_for_pickup', 'picked_up']) {
      const moved = await expectOk(advance(buyer.client, buyer.orderId));
      expect(moved.result.fulfillment_status).toBe(expected);
    }
    const refused = await cancelOrder(buyer.client, buyer.orderId);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'not_cancellable',
      message: CANCELLATION_MESSAGES.notCancellable,
    });
    const itemId = (await expectOk(getOrder(buyer.client, buyer.orderId))).result.items[0]?.id;
    expect((await cancelItem(buyer.client, buyer.orderId, itemId ?? '')).status).toBe(409);
    const payments = await server.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, buyer.orderId));
    expect(payments.map((payment) => payment.kind)).toEqual(['charge']);
  });
});

describe('fulfillment', () => {
  it('moves a delivery order step by step through the dev route, with an audit trail', async () => {
    const buyer = await buyDelivery();
    const states = (order: OrderBody) => order.result.timeline.map((step) => step.state);
    const start = await expectOk(getOrder(buyer.client, buyer.orderId));
    expect(start.result.timeline.map((step) => step.label)).toEqual([
      'Order Received',
      'Retrieving Prescription',
      'Order Processing',
      'Order Shipped',
      'Order Delivered',
    ]);
    expect(states(start)).toEqual([
      'completed',
      'in-progress',
      'incomplete',
      'incomplete',
      'incomplete',
    ]);
    expect(start.result.items[0]?.alert?.label.text).toBe('Transfer in progress');

    const dispensing = await expectOk(advance(buyer.client, buyer.orderId));
    expect(dispensing.result.fulfillment_status).toBe('dispensing');
    expect(states(dispensing)).toEqual([
      'completed',
      'completed',
      'in-progress',
      'incomplete',
      'incomplete',
    ]);
    expect(dispensing.result.items[0]?.alert).toBeNull();
    const shipping = await expectOk(advance(buyer.client, buyer.orderId));
    expect(shipping.result).toMatchObject({
      fulfillment_status: 'shipping',
      is_cancellable: false,
    });
    const delivered = await expectOk(advance(buyer.client, buyer.orderId));
    expect(states(delivered)).toEqual(Array(5).fill('completed'));
    const atTheEnd = await expectOk(advance(buyer.client, buyer.orderId));
    expect(atTheEnd.result.fulfillment_status).toBe('delivered');

    const events = await server.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, buyer.orderId));
    const moves = events
      .filter((event) => event.actor === 'developer')
      .map((event) => [event.fromStatus, event.toStatus]);
    expect(moves).toEqual([
      ['transferring', 'dispensing'],
      ['dispensing', 'shipping'],
      ['shipping', 'delivered'],
    ]);
  });

  it('lets the simulator move orders whose status has not changed for a step', async () => {
    const buyer = await buyPickup();
    const fulfillment = createFulfillmentService(server.db);
    const simulator = createFulfillmentSimulator({
      db: server.db,
      fulfillment,
      stepSeconds: 60,
      onError: (error) => {
        throw error;
      },
    });
    await simulator.tick();
    const fresh = await expectOk(getOrder(buyer.client, buyer.orderId));
    expect(fresh.result.fulfillment_status).toBe('pending');

    const aMinuteAgo = new Date(Date.now() - 61_000);
    await server.db
      .update(orders)
      .set({ updatedAt: aMinuteAgo })
      .where(eq(orders.id, buyer.orderId));
    expect(await simulator.tick()).toBeGreaterThanOrEqual(1);
    const moved = await expectOk(getOrder(buyer.client, buyer.orderId));
    expect(moved.result.fulfillment_status).toBe('dispensing');
    const [event] = (
      await server.db.select().from(orderEvents).where(eq(orderEvents.orderId, buyer.orderId))
    ).filter((row) => row.actor === 'simulator');
    expect(event).toMatchObject({ fromStatus: 'pending', toStatus: 'dispensing' });
  });

  it('moves an order only from the status its caller saw, so a simulator behind another takes no second step', async () => {
    const buyer = await buyPickup();
    const fulfillment = createFulfillmentService(server.db);
    expect(await fulfillment.advance(buyer.orderId, 'simulator', { from: 'pending' })).toEqual({
      from: 'pending',
      to: 'dispensing',
    });
    expect(await fulfillment.advance(buyer.orderId, 'simulator', { from: 'pending' })).toBeNull();
    const order = await expectOk(getOrder(buyer.client, buyer.orderId));
    expect(order.result.fulfillment_status).toBe('dispensing');
  });

  it('does not move unpaid or finished orders', async () => {
    const buyer = await buyPickup();
    const fulfillment = createFulfillmentService(server.db);
    await server.db
      .update(orders)
      .set({ fulfillmentStatus: 'picked_up' })
      .where(eq(orders.id, buyer.orderId));
    expect(await fulfillment.advance(buyer.orderId, 'pharmacy')).toBeNull();
    expect(await fulfillment.advance('ord_unknown', 'pharmacy')).toBeNull();
    const cart = await getCart(buyer.client);
    expect(cart.items).toEqual([]);
  });
});
