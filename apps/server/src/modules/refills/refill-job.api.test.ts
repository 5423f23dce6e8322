import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CSRF_HEADER } from '@fillwell/contracts';
import { addDaysToDate, formatScheduleDate } from '@fillwell/domain';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { refillSchedules } from '../../db/schema/index';
import { getTestDatabaseKind } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { addCard } from '../payments/payments-test-helpers';
import { advanceClock, expectOk } from '../../test/api-helpers';
import { listOrderCharges, TEST_CARDS } from '../orders/orders-test-helpers';
import { PAUSE_REASONS, REFILL_JOB_NAME } from './refill-job';
import {
  buyWithAutoRefill,
  getOnlySchedule,
  listMessagesTo,
  listRefillOrders,
  readScheduleRow,
} from './refills-test-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
});
afterAll(async () => {
  await server?.close();
});

const PRICE_NOTICE_SUBJECT = 'The price of your Fillwell auto-refill has changed';

/** A second server process on the same database, with its own clock and scheduler. */
async function startSecondProcess() {
  const app = await buildApp(
    {
      ...loadConfig({ NODE_ENV: 'test' }),
      webDistDir: fileURLToPath(new URL('../../test/no-web-dist', import.meta.url)),
      fulfillmentSimulator: { isEnabled: false, stepSeconds: 60 },
    },
    { database: { kind: getTestDatabaseKind(), db: server.db, close: async () => {} } },
  );
  await app.ready();
  return app;
}

describe('the auto-refill job', () => {
  it('orders one refill through the purchase path when it is due, even when run twice at once', async () => {
    const buyer = await buyWithAutoRefill(server.baseUrl);
    const schedule = await getOnlySchedule(buyer.client);
    const due = schedule.next_execution_on;

    const early = await advanceClock(buyer.client, 29);
    expect(early.jobs).toContainEqual({ name: REFILL_JOB_NAME, handled: expect.any(Number) });
    expect(await listRefillOrders(server.db, buyer.accountId)).toEqual([]);

    const [first] = await Promise.all([
      advanceClock(buyer.client, 2),
      advanceClock(buyer.client, 0),
    ]);
    const refills = await listRefillOrders(server.db, buyer.accountId);
    expect(refills).toHaveLength(1);
    const [order] = refills;
    expect(order).toMatchObject({
      status: 'paid',
      origin: 'refill',
      fulfillment: 'delivery',
      idempotencyKey: `refill:${schedule.id}:${due}`,
      totalCents: schedule.next_price?.amount_cents,
    });
    expect(await listOrderCharges(server.db, order?.id ?? '')).toHaveLength(1);

    const after = await getOnlySchedule(buyer.client);
    expect(after).toMatchObject({
      status: 'active',
      prev_execution_on: due,
      next_execution_on: addDaysToDate(due, 30),
      last_price: schedule.next_price,
    });
    expect(first.today >= due).toBe(true);

    const orders = await expectOk(
      buyer.client.get<{ result: Array<{ id: string; items: Array<{ is_recurring: boolean }> }> }>(
        '/api/v2/orders',
      ),
    );
    expect(orders.result.map((row) => row.id)).toContain(order?.id);
    const messages = await listMessagesTo(server.db, buyer.email);
    expect(order?.orderNumber).toMatch(/^FW-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(messages.map((message) => message.subject)).toContain(
      `Your Fillwell auto-refill is ordered (order ${order?.orderNumber})`,
    );
  });

  it('orders one refill when two server processes run it at the same time', async () => {
    const buyer = await buyWithAutoRefill(server.baseUrl);
    const schedule = await getOnlySchedule(buyer.client);
    const second = await startSecondProcess();
    try {
      const headers = { [CSRF_HEADER.name]: CSRF_HEADER.value };
      const payload = { advance_days: 31 };
      const [here, there] = await Promise.all([
        advanceClock(buyer.client, 31),
        second.inject({ method: 'POST', url: '/api/dev/clock', headers, payload }),
      ]);
      expect(there.statusCode).toBe(200);
      expect(here.jobs).toContainEqual({ name: REFILL_JOB_NAME, handled: expect.any(Number) });
    } finally {
      await second.close();
    }
    const refills = await listRefillOrders(server.db, buyer.accountId);
    expect(refills.map((order) => order.idempotencyKey)).toEqual([
      `refill:${schedule.id}:${schedule.next_execution_on}`,
    ]);
    expect(await listOrderCharges(server.db, refills[0]?.id ?? '')).toHaveLength(1);
  });

  it('tells of a price change above $3.00 once, a few days before billing', async () => {
    const buyer = await buyWithAutoRefill(server.baseUrl);
    const schedule = await getOnlySchedule(buyer.client);
    const priceNow = schedule.next_price?.amount_cents ?? 0;
    // The last fill cost $5.00 less than the refill will.
    await server.db
      .update(refillSchedules)
      .set({ lastPriceCents: priceNow - 500 })
      .where(eq(refillSchedules.id, schedule.id));

    const notices = async () =>
      (await listMessagesTo(server.db, buyer.email)).filter(
        (message) => message.subject === PRICE_NOTICE_SUBJECT,
      );
    await advanceClock(buyer.client, 26);
    expect(await notices()).toEqual([]);
    await advanceClock(buyer.client, 1);
    await advanceClock(buyer.client, 0);
    const sent = await notices();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toContain(formatScheduleDate(schedule.next_execution_on));
    expect(sent[0]?.body).toContain(schedule.next_price?.display_value ?? '?');
    expect(await listRefillOrders(server.db, buyer.accountId)).toEqual([]);

    await advanceClock(buyer.client, 4);
    expect(await listRefillOrders(server.db, buyer.accountId)).toHaveLength(1);
    expect(await notices()).toHaveLength(1);
    const row = await readScheduleRow(server.db, schedule.id);
    expect(row).toMatchObject({ lastPriceCents: priceNow, noticedPriceCents: null });
  });

  it('sends no notice for a change of $3.00 or less', async () => {
    const buyer = await buyWithAutoRefill(server.baseUrl);
    const schedule = await getOnlySchedule(buyer.client);
    await server.db
      .update(refillSchedules)
      .set({ lastPriceCents: (schedule.next_price?.amount_cents ?? 0) - 300 })
      .where(eq(refillSchedules.id, schedule.id));
    await advanceClock(buyer.client, 31);
    const subjects = (await listMessagesTo(server.db, buyer.email)).map((m) => m.subject);
    expect(subjects).not.toContain(PRICE_NOTICE_SUBJECT);
    expect(await listRefillOrders(server.db, buyer.accountId)).toHaveLength(1);
  });

  it('tells the person of a declined refill, tries again the next day, and pauses after 3', async () => {
    const buyer = await buyWithAutoRefill(server.baseUrl);
    const schedule = await getOnlySchedule(buyer.client);
    const saved = await addCard(buyer.client, TEST_CARDS.declinedAtCharge);
    expect(saved.status).toBe(200);

    const declined = async () =>
      (await listMessagesTo(server.db, buyer.email)).filter((message) =>
        message.subject?.startsWith('We could not order'),
      );
    const { today } = await advanceClock(buyer.client, 31);
    expect(await declined()).toHaveLength(1);
    const retry = await getOnlySchedule(buyer.client);
    expect(retry).toMatchObject({
      status: 'active',
      prev_execution_on: null,
      next_execution_on: addDaysToDate(today, 1),
    });
    expect((await declined())[0]?.body).toContain(
      `We will try again on ${formatScheduleDate(addDaysToDate(today, 1))}`,
    );

    await advanceClock(buyer.client, 0);
    expect(await declined()).toHaveLength(1);
    await advanceClock(buyer.client, 1);
    expect(await declined()).toHaveLength(2);
    await advanceClock(buyer.client, 1);
    const paused = await getOnlySchedule(buyer.client);
    expect(paused.status).toBe('paused');
    expect(paused.enrolled_in_autorefill).toBe(true);
    expect(paused.pause_reason).toBe(PAUSE_REASONS.declined(3, 'Your card was declined.'));
    const subjects = (await listMessagesTo(server.db, buyer.email)).map((m) => m.subject);
    expect(subjects).toContain('Your Fillwell auto-refill is paused');

    await advanceClock(buyer.client, 5);
    const attempts = await listRefillOrders(server.db, buyer.accountId);
    expect(attempts).toHaveLength(3);
    expect(attempts.every((order) => order.status === 'cancelled')).toBe(true);
    expect(schedule.id).toBe(paused.id);
  });

  it('pauses at once and says why when there is no card to charge', async () => {
    const buyer = await buyWithAutoRefill(server.baseUrl);
    await getOnlySchedule(buyer.client);
    const cards = await expectOk(buyer.client.get<Array<{ id: string }>>('/api/cards'));
    for (const card of cards) await expectOk(buyer.client.delete(`/api/payments/cards/${card.id}`));
    await advanceClock(buyer.client, 31);
    const paused = await getOnlySchedule(buyer.client);
    expect(paused.status).toBe('paused');
    expect(paused.pause_reason).toMatch(/no card/i);
    expect(await listRefillOrders(server.db, buyer.accountId)).toEqual([]);
  });
});
