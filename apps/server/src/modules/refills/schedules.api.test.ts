import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDaysToDate, REFILL_MESSAGES } from '@fillwell/domain';
import { orderItems, refillSchedules } from '../../db/schema/index';
import { createApiClient } from '../../test/api-client';
import { signUpTestAccount } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import { advanceClock, expectOk } from '../../test/api-helpers';
import { fillDeliveryCart, purchase, signUpBuyer } from '../orders/orders-test-helpers';
import { ENROLMENT_REASONS } from './refill-enrolment';
import {
  buyWithAutoRefill,
  cancelRefill,
  delayRefill,
  getOnlySchedule,
  getSchedules,
  REFILL_DRUG,
} from './refills-test-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
});
afterAll(async () => {
  await server?.close();
});

const REASON = { reason: 'I have enough medication for now' };

describe('enrolment and GET /api/v1/schedules/', () => {
  it('enrols a paid delivery item bought with auto-refill, due 30 days after the purchase', async () => {
    const buyer = await buyWithAutoRefill(server.baseUrl);
    const body = await expectOk(getSchedules(buyer.client));
    expect(body.schedules).toHaveLength(1);
    const [schedule] = body.schedules;
    const item = buyer.cart.items[0];
    expect(schedule).toMatchObject({
      status: 'active',
      enrolled_in_autorefill: true,
      details: { med_id: item?.med_id, slug: REFILL_DRUG, price_category: 'delivery' },
      prev_execution_on: null,
      next_execution_on: addDaysToDate(body.today, 30),
      interval_days: 30,
      cancellation_reason: null,
      pause_reason: null,
    });
    expect(schedule?.details.name).toMatch(/lisinopril/i);
    expect(schedule?.last_price).toEqual(item?.price.base_price);
    expect(schedule?.next_price).toEqual(item?.price.base_price);

    // Listing again (and the job) enrol nothing more: one schedule per order item.
    await advanceClock(buyer.client, 0);
    expect((await expectOk(getSchedules(buyer.client))).schedules).toHaveLength(1);
  });

  it('lets the refill job enrol by itself', async () => {
    const buyer = await buyWithAutoRefill(server.baseUrl);
    const { today } = await advanceClock(buyer.client, 0);
    const rows = await server.db
      .select()
      .from(refillSchedules)
      .where(eq(refillSchedules.accountId, buyer.accountId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.nextExecutionOn).toBe(addDaysToDate(today, 30));
  });

  it('does not enrol items bought without auto-refill', async () => {
    const buyer = await signUpBuyer(server.baseUrl);
    await fillDeliveryCart(server.baseUrl, buyer.client, [
      { slug: REFILL_DRUG, source: { rx_src_type: 'user', transfer_source: 'user' } },
    ]);
    await expectOk(purchase(buyer.client));
    expect((await expectOk(getSchedules(buyer.client))).schedules).toEqual([]);
  });

  it('cancels an auto-refill whose order was cancelled before its first refill', async () => {
    const buyer = await buyWithAutoRefill(server.baseUrl);
    const schedule = await getOnlySchedule(buyer.client);
    await expectOk(
      buyer.client.put(`/api/account/medications/purchases/${buyer.orderId}/cancel`, {
        cancellation_reason: 'Ordered by mistake',
      }),
    );
    const after = await getOnlySchedule(buyer.client);
    expect(after).toMatchObject({
      id: schedule.id,
      status: 'cancelled',
      enrolled_in_autorefill: false,
      cancellation_reason: ENROLMENT_REASONS.orderCancelled,
    });
  });

  it('keeps one auto-refill per drug: a newer purchase replaces the older one', async () => {
    const buyer = await buyWithAutoRefill(server.baseUrl);
    const first = await getOnlySchedule(buyer.client);
    const cart = await fillDeliveryCart(server.baseUrl, buyer.client, [
      { slug: REFILL_DRUG, source: { rx_src_type: 'user', transfer_source: 'user' } },
    ]);
    await expectOk(
      buyer.client.patch('/api/v2/cart/items', {
        items: [{ item_id: cart.items[0]?.id, is_recurring: true }],
      }),
    );
    await expectOk(purchase(buyer.client));
    const { schedules } = await expectOk(getSchedules(buyer.client));
    expect(schedules.map((row) => [row.status, row.cancellation_reason])).toEqual([
      ['active', null],
      ['cancelled', ENROLMENT_REASONS.replaced],
    ]);
    expect(schedules[1]?.id).toBe(first.id);
    // The older purchase never comes back once the person cancels the newer auto-refill.
    await expectOk(cancelRefill(buyer.client, schedules[0]?.id ?? '', REASON));
    const again = await expectOk(getSchedules(buyer.client));
    expect(again.schedules.map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('answers 401 when signed out', async () => {
    const response = await getSchedules(createApiClient(server.baseUrl));
    expect(response.status).toBe(401);
  });
});

describe('PATCH /api/v1/schedules/{id}/date', () => {
  it('moves the next refill to a date after today and within 90 days', async () => {
    const buyer = await buyWithAutoRefill(server.baseUrl);
    const schedule = await getOnlySchedule(buyer.client);
    const { today } = await expectOk(getSchedules(buyer.client));
    const expectedDate = addDaysToDate(today, 45);
    const moved = await delayRefill(buyer.client, schedule.id, { expected_date: expectedDate });
    expect(moved.status).toBe(200);
    expect(moved.body.schedule).toMatchObject({
      id: schedule.id,
      status: 'active',
      next_execution_on: expectedDate,
    });
    expect((await getOnlySchedule(buyer.client)).next_execution_on).toBe(expectedDate);
    const furthest = addDaysToDate(today, 90);
    const last = await delayRefill(buyer.client, schedule.id, { expected_date: furthest });
    expect(last.body.schedule.next_execution_on).toBe(furthest);
  });

  it('answers 400 for today, a past date, a date too far or not a date', async () => {
    const buyer = await buyWithAutoRefill(server.baseUrl);
    const schedule = await getOnlySchedule(buyer.client);
    const { today } = await expectOk(getSchedules(buyer.client));
    const cases: Array<[unknown, string]> = [
      [today, REFILL_MESSAGES.dateNotAfterToday],
      [addDaysToDate(today, -3), REFILL_MESSAGES.dateNotAfterToday],
      [addDaysToDate(today, 91), REFILL_MESSAGES.dateTooFar],
      ['2026-02-30', REFILL_MESSAGES.dateInvalid],
      ['next week', REFILL_MESSAGES.dateInvalid],
      [undefined, REFILL_MESSAGES.dateInvalid],
    ];
    for (const [expectedDate, message] of cases) {
      const response = await delayRefill(buyer.client, schedule.id, {
        expected_date: expectedDate,
      });
      expect(response.status, String(expectedDate)).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.validation_errors.expected_date).toEqual([message]);
    }
    expect((await getOnlySchedule(buyer.client)).next_execution_on).toBe(
      schedule.next_execution_on,
    );
  });

  it("answers 404 for another person's auto-refill and for an unknown one", async () => {
    const owner = await buyWithAutoRefill(server.baseUrl);
    const schedule = await getOnlySchedule(owner.client);
    const stranger = await signUpTestAccount(server.baseUrl, 'stranger');
    const { today } = await expectOk(getSchedules(stranger.client));
    const body = { expected_date: addDaysToDate(today, 10) };
    const responses = await Promise.all([
      delayRefill(stranger.client, schedule.id, body),
      delayRefill(owner.client, 'rfl_unknown', body),
      cancelRefill(stranger.client, schedule.id, REASON),
    ]);
    expect(responses.map((response) => response.status)).toEqual([404, 404, 404]);
    expect(responses[0]?.body.message).toBe(REFILL_MESSAGES.scheduleNotFound);
    expect((await getOnlySchedule(owner.client)).status).toBe('active');
  });

  it('answers 409 for a cancelled auto-refill', async () => {
    const buyer = await buyWithAutoRefill(server.baseUrl);
    const schedule = await getOnlySchedule(buyer.client);
    const { today } = await expectOk(getSchedules(buyer.client));
    await expectOk(cancelRefill(buyer.client, schedule.id, REASON));
    const response = await delayRefill(buyer.client, schedule.id, {
      expected_date: addDaysToDate(today, 10),
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(REFILL_MESSAGES.cancelledNotMovable);
  });
});

describe('PATCH /api/v1/schedules/{id}/cancel', () => {
  it('cancels with the reason given, and answers 409 the second time', async () => {
    const buyer = await buyWithAutoRefill(server.baseUrl);
    const schedule = await getOnlySchedule(buyer.client);
    const reason = { reason: '  My doctor changed my prescription ' };
    const cancelled = await cancelRefill(buyer.client, schedule.id, reason);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.schedule).toMatchObject({
      status: 'cancelled',
      enrolled_in_autorefill: false,
      cancellation_reason: 'My doctor changed my prescription',
    });
    const twice = await Promise.all([
      cancelRefill(buyer.client, schedule.id, REASON),
      cancelRefill(buyer.client, schedule.id, REASON),
    ]);
    expect(twice.map((response) => response.status)).toEqual([409, 409]);
    expect(twice[0]?.body).toMatchObject({
      code: 'already_cancelled',
      message: REFILL_MESSAGES.alreadyCancelled,
    });
    expect((await getOnlySchedule(buyer.client)).cancellation_reason).toBe(
      'My doctor changed my prescription',
    );
  });

  it('cancels once when asked twice at once', async () => {
    const buyer = await buyWithAutoRefill(server.baseUrl);
    const schedule = await getOnlySchedule(buyer.client);
    const responses = await Promise.all([
      cancelRefill(buyer.client, schedule.id, REASON),
      cancelRefill(buyer.client, schedule.id, REASON),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
  });

  it('answers 400 without a reason', async () => {
    const buyer = await buyWithAutoRefill(server.baseUrl);
    const schedule = await getOnlySchedule(buyer.client);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const response = await cancelRefill(buyer.client, schedule.id, body);
      expect(response.status).toBe(400);
      expect(response.body.validation_errors.reason?.[0]).toBeTruthy();
    }
    const missing = await cancelRefill(buyer.client, schedule.id, {});
    expect(missing.body.message).toBe(REFILL_MESSAGES.reasonRequired);
    expect((await getOnlySchedule(buyer.client)).status).toBe('active');
  });
});

describe('order items', () => {
  it('store is_recurring at purchase (what enrolment reads)', async () => {
    const buyer = await buyWithAutoRefill(server.baseUrl);
    const items = await server.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, buyer.orderId));
    expect(items.map((item) => item.isRecurring)).toEqual([true]);
  });
});

describe('the API document', () => {
  it('lists the refill calls with their snake_case fields', async () => {
    const response = await createApiClient(server.baseUrl).get<{
      paths: Record<string, unknown>;
    }>('/api/docs/json');
    expect(response.status).toBe(200);
    const { paths } = response.body;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/schedules/',
        '/api/v1/schedules/{id}/cancel',
        '/api/v1/schedules/{id}/date',
        '/api/v2/user/my_meds',
        '/api/v2/order_meds',
      ]),
    );
    expect(JSON.stringify(paths['/api/v1/schedules/{id}/date'])).toContain('"expected_date"');
    expect(JSON.stringify(paths['/api/v1/schedules/'])).toContain('"next_execution_on"');
  });
});
