import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ORDER_PRESCRIBER_MESSAGES } from '@fillwell/contracts';
import { orderEvents } from '../../db/schema/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';
import { PRESCRIBER_NOT_NEEDED_CODE } from './prescriber-recording';
import {
  expectOk,
  fillDeliveryCart,
  fillPickupCart,
  findPickupPharmacyId,
  findPrescriber,
  purchase,
  signUpBuyer,
  type OrderBody,
} from './orders-test-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
});
afterAll(async () => {
  await server?.close();
});

const prescriberPath = (orderId: string, itemId: string) =>
  `/api/v2/orders/${orderId}/order_item/${itemId}/prescriber`;

function recordPrescriber(client: ApiClient, orderId: string, itemId: string, body: unknown) {
  return client.put<OrderBody>(prescriberPath(orderId, itemId), body);
}

/** A paid pickup order whose prescription the buyer's own doctor sends. */
async function buyPickupOrder() {
  const buyer = await signUpBuyer(server.baseUrl);
  await fillPickupCart(server.baseUrl, server.db, buyer.client);
  const { order_id: orderId } = await expectOk(purchase(buyer.client));
  const order = (await expectOk(buyer.client.get<OrderBody>(`/api/v2/orders/${orderId}`))).result;
  const [item] = order.items;
  if (!item) throw new Error('the order has no item');
  return { buyer, order, item };
}

describe('PUT /api/v2/orders/{order_id}/order_item/{item_id}/prescriber', () => {
  it("records the doctor who sends a pickup item's prescription, on the order", async () => {
    const { buyer, order, item } = await buyPickupOrder();
    expect(item).toMatchObject({ is_sent_by_own_doctor: true, prescriber: null });
    const doctor = await findPrescriber(server.db);

    const response = await recordPrescriber(buyer.client, order.id, item.id, {
      provider_id: doctor.providerId,
    });
    expect(response.status).toBe(200);
    const recorded = response.body.result.items[0];
    expect(recorded?.prescriber).toEqual({
      provider_id: doctor.providerId,
      full_name: doctor.fullName,
      city: doctor.city,
      state: doctor.state,
    });
    expect(recorded?.rx_source_name).toBe(doctor.fullName);

    const again = await expectOk(buyer.client.get<OrderBody>(`/api/v2/orders/${order.id}`));
    expect(again.result.items[0]?.prescriber?.provider_id).toBe(doctor.providerId);
    const events = await server.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'prescriber_recorded')));
    expect(events).toHaveLength(1);
  });

  it("answers 404 for someone else's order, an unknown order or item, and 401 to a visitor", async () => {
    const { order, item } = await buyPickupOrder();
    const doctor = await findPrescriber(server.db);
    const body = { provider_id: doctor.providerId };
    const stranger = await signUpBuyer(server.baseUrl, null);

    for (const [orderId, itemId] of [
      [order.id, item.id],
      ['ord_unknown', item.id],
    ] as const) {
      const response = await recordPrescriber(stranger.client, orderId, itemId, body);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'not_found', message: 'Order not found' });
    }
    const { buyer: owner, order: own } = await buyPickupOrder();
    const unknownItem = await recordPrescriber(owner.client, own.id, 'oi_unknown', body);
    expect(unknownItem.status).toBe(404);
    expect(unknownItem.body.message).toBe(ORDER_PRESCRIBER_MESSAGES.itemNotFound);
    const otherItem = await recordPrescriber(owner.client, own.id, item.id, body);
    expect(otherItem.status).toBe(404);

    const visitor = createApiClient(server.baseUrl);
    expect((await recordPrescriber(visitor, order.id, item.id, body)).status).toBe(401);
  });

  it('answers 400 in the one error shape for a bad or unknown doctor and bad ids', async () => {
    const { buyer, order, item } = await buyPickupOrder();
    for (const body of [
      {},
      { provider_id: 'abc' },
      { provider_id: -1 },
      { provider_id: 1.5 },
      { provider_id: 1e12 },
      { provider_id: null },
    ]) {
      const response = await recordPrescriber(buyer.client, order.id, item.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.code).toBe('validation_error');
      expect(response.body.validation_errors.provider_id).toEqual([
        ORDER_PRESCRIBER_MESSAGES.chooseDoctor,
      ]);
    }
    const unknown = await recordPrescriber(buyer.client, order.id, item.id, {
      provider_id: 999_999_999,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.validation_errors.provider_id).toEqual([
      ORDER_PRESCRIBER_MESSAGES.doctorNotFound,
    ]);
    const longId = await recordPrescriber(buyer.client, 'o'.repeat(65), item.id, {
      provider_id: 1,
    });
    expect(longId.status).toBe(400);
    expect(longId.body.code).toBe('validation_error');
  });

  it('answers 409 for an item whose prescription is transferred', async () => {
    const buyer = await signUpBuyer(server.baseUrl);
    const pharmacyId = await findPickupPharmacyId(server.db);
    await fillDeliveryCart(server.baseUrl, buyer.client, [
      {
        slug: 'lisinopril',
        source: {
          rx_src_type: 'user',
          transfer_source: 'pharmacy',
          rx_src_pharmacy_id: pharmacyId,
        },
      },
    ]);
    const { order_id: orderId } = await expectOk(purchase(buyer.client));
    const order = (await expectOk(buyer.client.get<OrderBody>(`/api/v2/orders/${orderId}`))).result;
    const [item] = order.items;
    expect(item?.is_sent_by_own_doctor).toBe(false);
    const doctor = await findPrescriber(server.db);
    const response = await recordPrescriber(buyer.client, orderId, item?.id ?? '', {
      provider_id: doctor.providerId,
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: PRESCRIBER_NOT_NEEDED_CODE,
      message: ORDER_PRESCRIBER_MESSAGES.notOwnDoctor,
    });
  });
});
