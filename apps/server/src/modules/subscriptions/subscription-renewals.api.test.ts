import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { addOneMonth, CARD_MESSAGES } from '@fillwell/domain';
import { gatewayCharges, orders, outboxMessages } from '../../db/schema/index';
import { createApiClient } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  advanceClock,
  expectOk,
  findDefaultMedication,
  type DefaultMedication,
} from '../../test/api-helpers';
import { RENEWAL_JOB_NAME } from './subscription-renewals';
import {
  createKey,
  declineFutureCharges,
  listChargeRows,
  prepareSubscriber,
  purchaseSubscription,
  toPurchaseBody,
  type WireActionItem,
  type WireSubscription,
} from './subscriptions-test-helpers';

let server: TestServer;
let sildenafil: DefaultMedication;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  sildenafil = await findDefaultMedication(createApiClient(server.baseUrl), 'sildenafil');
});
afterAll(async () => {
  await server?.close();
});

async function subscribe() {
  const buyer = await prepareSubscriber(server.baseUrl);
  const purchased = await expectOk(
    purchaseSubscription(buyer.client, toPurchaseBody(sildenafil), createKey()),
  );
  return { buyer, subscription: purchased.subscription };
}

async function readSubscription(client: ReturnType<typeof createApiClient>, id: string) {
  const list = await expectOk(client.get<{ result: WireSubscription[] }>('/api/v2/subscription'));
  const found = list.result.find((subscription) => subscription.id === id);
  if (!found) throw new Error(`subscription ${id} not listed`);
  return found;
}

/** Every gateway charge of the account's subscription orders. */
async function listSubscriptionGatewayCharges(accountId: string) {
  const rows = await server.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.origin, 'subscription')));
  const keys = rows.map((row) => `order:${row.id}`);
  if (!keys.length) return [];
  return server.db
    .select()
    .from(gatewayCharges)
    .where(inArray(gatewayCharges.idempotencyKey, keys));
}

describe('monthly renewals', () => {
  it('is not due before the next charge date', async () => {
    const { buyer, subscription } = await subscribe();
    await advanceClock(buyer.client, 1);
    const same = await readSubscription(buyer.client, subscription.id);
    expect(same).toMatchObject({ current_cycle: 1, next_charge_on: subscription.next_charge_on });
    expect(await listChargeRows(server.db, subscription.id)).toHaveLength(1);
  });

  it('charges the next month once, even when the clock is moved twice at once', async () => {
    const { buyer, subscription } = await subscribe();
    const [first, second] = await Promise.all([
      advanceClock(buyer.client, 31),
      advanceClock(buyer.client, 0),
    ]);
    const renewalRuns = [first, second].map(
      (run) => run.jobs.find((job) => job.name === RENEWAL_JOB_NAME)?.handled,
    );
    expect(renewalRuns.every((handled) => typeof handled === 'number')).toBe(true);

    const renewed = await readSubscription(buyer.client, subscription.id);
    expect(renewed).toMatchObject({
      status: 'active',
      current_cycle: 2,
      next_charge_on: addOneMonth(subscription.next_charge_on),
    });
    const charges = await listChargeRows(server.db, subscription.id);
    const secondMonth = charges.filter((charge) => charge.cycle === 2);
    expect(secondMonth).toHaveLength(1);
    expect(secondMonth[0]).toMatchObject({
      status: 'paid',
      amountCents: subscription.cycle_cost_cents,
    });
    const [order] = await server.db
      .select()
      .from(orders)
      .where(eq(orders.id, secondMonth[0]?.orderId ?? ''));
    expect(order).toMatchObject({
      idempotencyKey: `subscription:${subscription.id}:2`,
      status: 'paid',
      origin: 'subscription',
      totalCents: subscription.cycle_cost_cents,
      consultationFeeCents: 0,
    });
    const gateway = await listSubscriptionGatewayCharges(buyer.accountId);
    expect(gateway.map((charge) => charge.status)).toEqual(['succeeded', 'succeeded']);

    // Running the jobs again at the same time charges nothing more.
    await advanceClock(buyer.client, 0);
    expect(await listSubscriptionGatewayCharges(buyer.accountId)).toHaveLength(2);
  });

  it('makes a declined renewal past due, tells the person, and never charges it again', async () => {
    const { buyer, subscription } = await subscribe();
    await declineFutureCharges(server.db, buyer.accountId);
    await advanceClock(buyer.client, 31);

    const pastDue = await readSubscription(buyer.client, subscription.id);
    expect(pastDue).toMatchObject({
      status: 'past_due',
      current_cycle: 1,
      next_charge_on: subscription.next_charge_on,
      last_payment_failure: CARD_MESSAGES.declined,
    });
    const charges = await listChargeRows(server.db, subscription.id);
    expect(charges.find((charge) => charge.cycle === 2)).toMatchObject({
      status: 'failed',
      failureMessage: CARD_MESSAGES.declined,
    });
    const messages = await server.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, buyer.email));
    const notice = messages.find((message) => message.subject?.includes('did not go through'));
    expect(notice?.body).toContain(CARD_MESSAGES.declined);
    expect(notice?.body).toContain('/account/cards');

    const actions = await expectOk(
      buyer.client.get<{ result: WireActionItem[] }>('/api/v2/subs_action_items'),
    );
    expect(actions.result).toContainEqual(
      expect.objectContaining({
        kind: 'update_payment_method',
        subscription_id: subscription.id,
        title: 'Update your payment method',
        link: '/account/cards',
      }),
    );

    const attempts = await listSubscriptionGatewayCharges(buyer.accountId);
    expect(attempts.map((charge) => charge.status)).toEqual(['succeeded', 'card_declined']);
    await advanceClock(buyer.client, 0);
    await advanceClock(buyer.client, 31);
    expect(await listSubscriptionGatewayCharges(buyer.accountId)).toHaveLength(2);
    expect(await listChargeRows(server.db, subscription.id)).toHaveLength(2);
  });
});
