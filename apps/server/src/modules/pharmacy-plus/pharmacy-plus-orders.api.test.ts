import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayCharges } from '../../db/schema/index';
import type { ApiClient } from '../../test/api-client';
import { expectOk, findDefaultMedication, type WireError } from '../../test/api-helpers';
import {
  addPrescription,
  onboardPatient,
  openOrder,
  signInPartnerStaff,
  type OnboardedPatient,
  type WirePrescription,
  type WireReverieOrder,
} from '../../test/pharmacy-plus';
import { startTestServer, type TestServer } from '../../test/test-server';
import { addCard, TEST_CARDS } from '../payments/payments-test-helpers';

let server: TestServer;
let staff: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  staff = await signInPartnerStaff(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

const ORDERS = '/api/reverie/api/v2/oms/orders';
type OrderBody = { order: WireReverieOrder };

function rxOf(patient: OnboardedPatient, index: number): WirePrescription {
  const rx = patient.prescriptions[index];
  if (!rx) throw new Error('no prescription');
  return rx;
}

async function addItem(patient: OnboardedPatient, orderId: string, index: number, key?: string) {
  return patient.client.post<OrderBody & WireError>(`${ORDERS}/${orderId}/items/`, {
    prescription_id: rxOf(patient, index).id,
    ...(key ? { key } : {}),
  });
}

async function saveCard(client: ApiClient, number: string = TEST_CARDS.visa): Promise<string> {
  const response = await addCard(client, number);
  if (response.status !== 200) throw new Error(response.text);
  return response.body.id;
}

/** A patient's order with both prescriptions, express shipping, ready to submit. */
async function prepareOrder(patient: OnboardedPatient): Promise<WireReverieOrder> {
  const order = await openOrder(patient);
  await expectOk(addItem(patient, order.id, 0));
  await expectOk(addItem(patient, order.id, 1));
  const selected = await patient.client.post<OrderBody>(
    `${ORDERS}/${order.id}/fulfillment_options/`,
    { selected_fulfillment_option: 'express_shipping', id: order.id, signature_opted_in: true },
  );
  expect(selected.status).toBe(201);
  return selected.body.order;
}

async function countCharges(orderId: string): Promise<number> {
  const rows = await server.db
    .select()
    .from(gatewayCharges)
    .where(like(gatewayCharges.idempotencyKey, `plus-order:${orderId}:%`));
  return rows.filter((row) => row.status === 'succeeded').length;
}

describe('building and submitting an order', () => {
  it('adds items, chooses a 90-day price, express with signature and a card, and submits once', async () => {
    const patient = await onboardPatient(server.baseUrl, staff);
    const order = await openOrder(patient);
    expect(order).toMatchObject({ order_status: 'open', items: [], fulfillment_selection: null });
    expect((await openOrder(patient)).id).toBe(order.id);

    const first = await expectOk(addItem(patient, order.id, 0, 'add-1'));
    expect(first.order.items).toHaveLength(1);
    // The same key again adds nothing.
    expect((await expectOk(addItem(patient, order.id, 0, 'add-1'))).order.items).toHaveLength(1);
    const both = await expectOk(addItem(patient, order.id, 1));
    expect(both.order.items).toHaveLength(2);
    const atorvastatin = both.order.items[0];
    const lisinopril = both.order.items[1];
    if (!atorvastatin || !lisinopril) throw new Error('items missing');
    expect(atorvastatin.price.amount_cents).toBe(1200);
    expect(lisinopril.detail.selected_auto_refill_opted_in).toBe(true);
    const lisinoprilCents = lisinopril.price.amount_cents;
    expect(both.order.total.amount_cents).toBe(1200 + lisinoprilCents);

    const ninetyDay = atorvastatin.prices.find((price) => price.days_supply === 90);
    if (!ninetyDay) throw new Error('no 90-day price');
    const priced = await expectOk(
      patient.client.put<OrderBody>(
        `${ORDERS}/${order.id}/items/${atorvastatin.id}/select_price/`,
        {
          selected_price_id: ninetyDay.id,
        },
      ),
    );
    expect(priced.order.subtotal.amount_cents).toBe(2700 + lisinoprilCents);

    // A price that is not the item's own.
    const foreign = await patient.client.put<WireError>(
      `${ORDERS}/${order.id}/items/${atorvastatin.id}/select_price/`,
      { selected_price_id: lisinopril.selected_price_id },
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('Price must be present.');
    const withPrice = await patient.client.put<WireError>(
      `${ORDERS}/${order.id}/items/${atorvastatin.id}/select_price/`,
      { selected_price_id: ninetyDay.id, price: 1 },
    );
    expect(withPrice.status).toBe(400);
    expect(withPrice.body.validation_errors.price).toEqual(['Unknown field']);

    const options = await expectOk(
      patient.client.get<{ options: Array<{ id: string; is_signature_available: boolean }> }>(
        `${ORDERS}/${order.id}/fulfillment_options/`,
      ),
    );
    expect(options.options.map((option) => option.id)).toEqual([
      'pickup',
      'standard_shipping',
      'express_shipping',
    ]);
    const pickupSignature = await patient.client.post<WireError>(
      `${ORDERS}/${order.id}/fulfillment_options/`,
      { selected_fulfillment_option: 'pickup', signature_opted_in: true },
    );
    expect(pickupSignature.status).toBe(400);
    const express = await patient.client.post<OrderBody>(
      `${ORDERS}/${order.id}/fulfillment_options/`,
      { selected_fulfillment_option: 'express_shipping', id: order.id, signature_opted_in: true },
    );
    expect(express.status).toBe(201);
    expect(express.body.order.fulfillment_selection).toMatchObject({
      id: 'express_shipping',
      fulfillment_type: 'delivery',
      signature_opted_in: true,
    });
    expect(express.body.order.total.amount_cents).toBe(2700 + lisinoprilCents + 1500);

    const instructed = await expectOk(
      patient.client.patch<OrderBody>(`${ORDERS}/${order.id}/`, {
        special_instructions: 'Leave with the front desk',
      }),
    );
    expect(instructed.order.special_instructions).toBe('Leave with the front desk');
    const optedIn = await expectOk(
      patient.client.put<OrderBody>(`${ORDERS}/${order.id}/items/${atorvastatin.id}/auto_refill/`, {
        auto_refill_opted_in: true,
      }),
    );
    expect(optedIn.order.items[0]?.detail.selected_auto_refill_opted_in).toBe(true);

    const removed = await patient.client.delete(`${ORDERS}/${order.id}/items/${lisinopril.id}/`);
    expect(removed.status).toBe(204);
    const removedAgain = await patient.client.delete<WireError>(
      `${ORDERS}/${order.id}/items/${lisinopril.id}/`,
    );
    expect(removedAgain.status).toBe(404);
    expect(removedAgain.body.message).toBe('Original item must be present');
    const readded = await expectOk(addItem(patient, order.id, 1));
    expect(readded.order.items).toHaveLength(2);

    const cardId = await saveCard(patient.client);
    const submitted = await patient.client.post<OrderBody>(
      `${ORDERS}/${order.id}/submit/`,
      { card_id: cardId },
      { query: { c_platform: 'web' } },
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body.order).toMatchObject({
      order_status: 'paid',
      fulfillment_status: 'pending',
      payment_card: { id: cardId, last4: '4242' },
    });
    expect(submitted.body.order.order_number).toMatch(/^FW-/);
    expect(submitted.body.order.total.amount_cents).toBe(2700 + lisinoprilCents + 1500);

    const twice = await patient.client.post<WireError>(`${ORDERS}/${order.id}/submit/`, {
      card_id: cardId,
    });
    expect(twice.status).toBe(422);
    expect(twice.body.code).toBe('order_submitted');
    expect(await countCharges(order.id)).toBe(1);

    const changeAfter = await patient.client.patch<WireError>(`${ORDERS}/${order.id}/`, {
      special_instructions: 'too late',
    });
    expect(changeAfter.status).toBe(409);

    const past = await expectOk(
      patient.client.get<{ orders: WireReverieOrder[] }>(
        `/api/reverie/api/v1/patients/${patient.patientId}/past_orders/`,
      ),
    );
    expect(past.orders.map((entry) => entry.id)).toEqual([order.id]);
    const single = await expectOk(
      patient.client.get<OrderBody>(`/api/reverie/api/v1/oms/orders/${order.id}/`),
    );
    expect(single.order.fulfillment_status).toBe('pending');

    const rx = await expectOk(
      patient.client.get<{ prescriptions: WirePrescription[] }>(
        '/api/reverie/api/v2/patients/prescriptions/',
      ),
    );
    expect(rx.prescriptions[0]?.refill_details).toMatchObject({
      refills_remaining: 2,
      enrolled_in_autorefill: true,
    });
    expect(rx.prescriptions[0]?.refill_details.consumer_refill_date).not.toBeNull();
    expect(rx.prescriptions[0]?.refill_details.last_filled_on).not.toBeNull();

    const next = await openOrder(patient);
    expect(next.id).not.toBe(order.id);
    expect(next.items).toEqual([]);
  });

  it('refuses an empty order and one without fulfillment (422)', async () => {
    const patient = await onboardPatient(server.baseUrl, staff);
    const cardId = await saveCard(patient.client);
    const order = await openOrder(patient);
    const empty = await patient.client.post<WireError>(`${ORDERS}/${order.id}/submit/`, {
      card_id: cardId,
    });
    expect(empty.status).toBe(422);
    expect(empty.body.code).toBe('order_empty');
    await expectOk(addItem(patient, order.id, 0));
    const noFulfillment = await patient.client.post<WireError>(`${ORDERS}/${order.id}/submit/`, {
      card_id: cardId,
    });
    expect(noFulfillment.status).toBe(422);
    expect(noFulfillment.body.code).toBe('fulfillment_required');
  });

  it('charges once when the same order is submitted twice at once', async () => {
    const patient = await onboardPatient(server.baseUrl, staff);
    const order = await prepareOrder(patient);
    const cardId = await saveCard(patient.client);
    const answers = await Promise.all([
      patient.client.post(`${ORDERS}/${order.id}/submit/`, { card_id: cardId }),
      patient.client.post(`${ORDERS}/${order.id}/submit/`, { card_id: cardId }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(await countCharges(order.id)).toBe(1);
  });

  it('keeps the order open when the card is refused, and takes another card after', async () => {
    const patient = await onboardPatient(server.baseUrl, staff);
    const order = await prepareOrder(patient);
    const refusedCard = await saveCard(patient.client, TEST_CARDS.insufficientFunds);
    const refused = await patient.client.post<WireError>(`${ORDERS}/${order.id}/submit/`, {
      card_id: refusedCard,
    });
    expect(refused.status).toBe(402);
    const reopened = await openOrder(patient);
    expect(reopened.id).toBe(order.id);
    expect(reopened.order_status).toBe('open');
    // The total follows changes made after a refused card.
    const [firstItem] = reopened.items;
    if (!firstItem) throw new Error('no item');
    await patient.client.delete(`${ORDERS}/${order.id}/items/${firstItem.id}/`);
    const smaller = await openOrder(patient);
    expect(smaller.total.amount_cents).toBe(
      order.total.amount_cents - firstItem.price.amount_cents,
    );
    const goodCard = await saveCard(patient.client);
    const paid = await patient.client.post<OrderBody>(`${ORDERS}/${order.id}/submit/`, {
      card_id: goodCard,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.order.order_status).toBe('paid');
    expect(await countCharges(order.id)).toBe(1);
  });
});

describe("another patient's ids and other bad input", () => {
  it("answers 404 for another patient's order, item, prescription and card", async () => {
    const owner = await onboardPatient(server.baseUrl, staff);
    const stranger = await onboardPatient(server.baseUrl, staff);
    const ownerOrder = await prepareOrder(owner);
    const ownerItem = ownerOrder.items[0];
    if (!ownerItem) throw new Error('no item');
    const strangerOrder = await openOrder(stranger);

    const read = await stranger.client.get<WireError>(
      `/api/reverie/api/v1/oms/orders/${ownerOrder.id}/`,
    );
    expect(read.status).toBe(404);
    expect(read.body.message).toBe('An order must be present.');
    expect(
      (await stranger.client.get(`/api/reverie/api/v1/patients/${owner.patientId}/open_order/`))
        .status,
    ).toBe(404);
    expect(
      (await stranger.client.get(`/api/reverie/api/v1/patients/${owner.patientId}/past_orders/`))
        .status,
    ).toBe(404);
    expect(
      (await stranger.client.delete(`${ORDERS}/${ownerOrder.id}/items/${ownerItem.id}/`)).status,
    ).toBe(404);
    expect(
      (
        await stranger.client.put(
          `${ORDERS}/${ownerOrder.id}/items/${ownerItem.id}/select_price/`,
          {
            selected_price_id: ownerItem.selected_price_id,
          },
        )
      ).status,
    ).toBe(404);
    // An item of another order, in one's own order's path.
    const crossed = await stranger.client.delete<WireError>(
      `${ORDERS}/${strangerOrder.id}/items/${ownerItem.id}/`,
    );
    expect(crossed.status).toBe(404);
    // Another patient's prescription added to one's own order.
    const foreignRx = await stranger.client.post<WireError>(
      `${ORDERS}/${strangerOrder.id}/items/`,
      {
        prescription_id: ownerItem.prescription_id,
      },
    );
    expect(foreignRx.status).toBe(404);
    expect(foreignRx.body.message).toBe('New item must be present');

    const ownerCard = await saveCard(owner.client);
    const strangerOrderReady = await prepareOrder(stranger);
    const notTheirs = await stranger.client.post<WireError>(
      `${ORDERS}/${strangerOrderReady.id}/submit/`,
      { card_id: ownerCard },
    );
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.code).toBe('card_not_found');
    const submitOthers = await stranger.client.post<WireError>(
      `${ORDERS}/${ownerOrder.id}/submit/`,
      {
        card_id: ownerCard,
      },
    );
    expect(submitOthers.status).toBe(404);
    expect(await countCharges(ownerOrder.id)).toBe(0);
    const unchanged = await expectOk(
      owner.client.get<OrderBody>(`/api/reverie/api/v1/oms/orders/${ownerOrder.id}/`),
    );
    expect(unchanged.order.items).toHaveLength(2);

    const cancelOthers = await stranger.client.post(
      `/api/reverie/api/v1/patients/${owner.patientId}/cancel_auto_refill/`,
      { med_name_id: rxOf(owner, 1).drug_detail.med_name_id, reason: { code: 'lower_price' } },
    );
    expect(cancelOthers.status).toBe(404);
  });

  it("says 'Cannot add item for …' for a prescription without refills", async () => {
    const patient = await onboardPatient(server.baseUrl, staff);
    const ventolin = await findDefaultMedication(staff, 'atorvastatin');
    const answer = await addPrescription(staff, patient.patientId, {
      med_id: ventolin.medId,
      refills_remaining: 0,
      is_auto_refill_eligible: false,
      quantity_options: [{ quantity: 30, days_supply: 30 }],
    });
    const noRefills = answer.prescriptions.find((rx) => rx.refill_details.refills_remaining === 0);
    if (!noRefills) throw new Error('no prescription');
    expect(noRefills.is_orderable).toBe(false);
    const order = await openOrder(patient);
    const refused = await patient.client.post<WireError>(`${ORDERS}/${order.id}/items/`, {
      prescription_id: noRefills.id,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`Cannot add item for ${noRefills.drug_detail.name}.`);
  });

  it('answers 401 signed out', async () => {
    const patient = await onboardPatient(server.baseUrl, staff);
    const order = await openOrder(patient);
    await patient.client.post('/api/v2/user/account/logout');
    expect((await patient.client.get(`/api/reverie/api/v1/oms/orders/${order.id}/`)).status).toBe(
      401,
    );
  });
});

describe('auto-refill and cancelling an item', () => {
  it('delays and cancels auto-refill with reasons', async () => {
    const patient = await onboardPatient(server.baseUrl, staff);
    const lisinopril = rxOf(patient, 1);
    const medNameId = lisinopril.drug_detail.med_name_id;
    expect(lisinopril.refill_details.enrolled_in_autorefill).toBe(true);
    const base = `/api/reverie/api/v1/patients/${patient.patientId}`;

    const in20Days = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const delayed = await expectOk(
      patient.client.put<{ prescription: WirePrescription }>(
        `${base}/auto_refill/${medNameId}/date/`,
        { expected_date: in20Days, reason: { code: 'travelling', content: 'Away in June' } },
      ),
    );
    expect(delayed.prescription.refill_details.consumer_refill_date).toBe(in20Days);
    const today = new Date().toISOString().slice(0, 10);
    const tooSoon = await patient.client.put<WireError>(`${base}/auto_refill/${medNameId}/date/`, {
      expected_date: today,
    });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.message).toBe('Choose a date after today');

    const noWords = await patient.client.post<WireError>(`${base}/cancel_auto_refill/`, {
      med_name_id: medNameId,
      reason: { code: 'other' },
    });
    expect(noWords.status).toBe(400);
    const cancelled = await expectOk(
      patient.client.post<{ prescription: WirePrescription }>(`${base}/cancel_auto_refill/`, {
        med_name_id: medNameId,
        reason: { code: 'other', full_reason: 'Switching pharmacies' },
      }),
    );
    expect(cancelled.prescription.refill_details).toMatchObject({
      enrolled_in_autorefill: false,
      consumer_refill_date: null,
      cancel_reason: { code: 'other', full_reason: 'Switching pharmacies' },
    });
    const again = await patient.client.post<WireError>(`${base}/cancel_auto_refill/`, {
      med_name_id: medNameId,
      reason: { code: 'lower_price' },
    });
    expect(again.status).toBe(409);
    const delayCancelled = await patient.client.put<WireError>(
      `${base}/auto_refill/${medNameId}/date/`,
      { expected_date: in20Days },
    );
    expect(delayCancelled.status).toBe(409);
  });

  it('refunds a cancelled item until the pharmacy starts on the order', async () => {
    const patient = await onboardPatient(server.baseUrl, staff);
    const order = await prepareOrder(patient);
    const cardId = await saveCard(patient.client);
    const paid = await expectOk(
      patient.client.post<OrderBody>(`${ORDERS}/${order.id}/submit/`, { card_id: cardId }),
    );
    const [first, second] = paid.order.items;
    if (!first || !second) throw new Error('items missing');
    const cancelled = await expectOk(
      patient.client.post<OrderBody>(`${ORDERS}/${order.id}/items/${first.id}/cancel_item/`),
    );
    expect(cancelled.order.items[0]?.status).toBe('cancelled');
    expect(cancelled.order.order_status).toBe('paid');
    expect(cancelled.order.total.amount_cents).toBe(
      paid.order.total.amount_cents - first.price.amount_cents,
    );
    await expectOk(
      staff.post(`/api/v2/partner/orders/${order.id}/fulfillment`, { status: 'dispensing' }),
    );
    const late = await patient.client.post<WireError>(
      `${ORDERS}/${order.id}/items/${second.id}/cancel_item/`,
    );
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('item_not_cancellable');
  });
});
