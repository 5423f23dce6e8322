import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CART_MESSAGES } from '@fillwell/domain';
import { coupons, orders } from '../../db/schema/index';
import { createApiClient } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  expectOk,
  fillPickupCart,
  listAccountOrders,
  purchase,
  signUpBuyer,
  type WireCart,
  type WireError,
} from '../orders/orders-test-helpers';

type CouponBody = { name: string; cart: WireCart } & WireError;
type NotedCart = WireCart & { promotion_note: string | null };

const COUPONS = '/api/coupons';
const LOGIN = '/api/v2/user/account/login';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
});
afterAll(async () => {
  await server?.close();
});

async function buyWithCoupon(buyer: Awaited<ReturnType<typeof signUpBuyer>>, code: string) {
  await fillPickupCart(server.baseUrl, server.db, buyer.client);
  await expectOk(buyer.client.post<CouponBody>(COUPONS, { code }));
  return expectOk(purchase(buyer.client));
}

function listOrdersWithCoupon(code: string) {
  return server.db
    .select({ id: orders.id, accountId: orders.accountId })
    .from(orders)
    .where(eq(orders.couponCode, code));
}

describe('coupon use rules', () => {
  it('takes a one-use coupon once per account; a cancelled order gives the use back', async () => {
    const buyer = await signUpBuyer(server.baseUrl);
    const first = await buyWithCoupon(buyer, 'WELCOME25');

    // A cart given a coupon while signed out brings it to the account, which does not take it.
    const visitor = createApiClient(server.baseUrl);
    await fillPickupCart(server.baseUrl, server.db, visitor);
    await expectOk(visitor.post<CouponBody>(COUPONS, { code: 'WELCOME25' }));
    await expectOk(visitor.post(LOGIN, { email: buyer.email, password: buyer.password }));
    const adopted = await expectOk(visitor.get<NotedCart>('/api/v2/cart'));
    expect(adopted.coupon).toBeNull();
    expect(adopted.promotion_note).toBe(CART_MESSAGES.couponAlreadyUsed);
    const second = await expectOk(purchase(visitor));
    const rows = await listAccountOrders(server.db, buyer.accountId);
    expect(rows.find((row) => row.id === second.order_id)?.couponCode).toBeNull();

    await fillPickupCart(server.baseUrl, server.db, buyer.client);
    const again = await buyer.client.post<CouponBody>(COUPONS, { code: 'welcome25' });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('coupon_invalid');
    expect(again.body.message).toBe(CART_MESSAGES.couponAlreadyUsed);
    expect(again.body.validation_errors).toEqual({ code: [CART_MESSAGES.couponAlreadyUsed] });

    await expectOk(
      buyer.client.put(`/api/account/medications/purchases/${first.order_id}/cancel`, {
        cancellation_reason: 'Changed my mind',
      }),
    );
    await fillPickupCart(server.baseUrl, server.db, buyer.client);
    await expectOk(buyer.client.post<CouponBody>(COUPONS, { code: 'WELCOME25' }));
  });

  it('gives a coupon limited to k uses to exactly k of many accounts buying at once', async () => {
    const code = `LIMITED${Date.now().toString(36).toUpperCase()}`;
    await server.db.insert(coupons).values({
      code,
      name: code,
      description: '$5.00 off your order',
      discountCents: 500,
      maxUses: 2,
    });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => signUpBuyer(server.baseUrl)));
    for (const buyer of buyers) {
      // Past their welcome offers, so that the coupon is the better promotion.
      await server.db.insert(orders).values(toPastOrder(buyer.accountId));
      await fillPickupCart(server.baseUrl, server.db, buyer.client);
      await expectOk(buyer.client.post<CouponBody>(COUPONS, { code }));
    }

    const answers = await Promise.all(buyers.map((buyer) => purchase(buyer.client)));

    // Past the limit a purchase is refused (it priced the coupon before another took the last
    // use) or goes through without it (its cart no longer held it).
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect([answer.status, answer.body.message]).toEqual([
        409,
        CART_MESSAGES.couponFullyRedeemed,
      ]);
    }
    const carrying = await listOrdersWithCoupon(code);
    expect(carrying).toHaveLength(2);
    const late = buyers.filter(
      (buyer) => !carrying.some((row) => row.accountId === buyer.accountId),
    );
    for (const buyer of late.slice(0, 1)) {
      await fillPickupCart(server.baseUrl, server.db, buyer.client);
      const refusal = await buyer.client.post<CouponBody>(COUPONS, { code });
      expect(refusal.body.message).toBe(CART_MESSAGES.couponFullyRedeemed);
    }
    expect(late).toHaveLength(4);
  });

  it('lets one account firing purchases at once use a one-use coupon once', async () => {
    const buyer = await signUpBuyer(server.baseUrl);
    await fillPickupCart(server.baseUrl, server.db, buyer.client);
    await expectOk(buyer.client.post<CouponBody>(COUPONS, { code: 'WELCOME25' }));

    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => purchase(buyer.client, {}, `burst-${index}`)),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const used = (await listOrdersWithCoupon('WELCOME25')).filter(
      (row) => row.accountId === buyer.accountId,
    );
    expect(used).toHaveLength(1);
  });
});

/** A past paid order without a coupon: the account has had its welcome offers. */
function toPastOrder(accountId: string): typeof orders.$inferInsert {
  const id = `ord_past_${randomBytes(8).toString('hex')}`;
  return {
    id,
    orderNumber: `FW-${randomBytes(4).toString('hex').toUpperCase()}`,
    accountId,
    idempotencyKey: `past:${id}`,
    status: 'paid',
    fulfillmentStatus: 'picked_up',
    fulfillment: 'pickup',
    priceCategory: 'edlp',
    subtotalCents: 1000,
    totalCents: 1000,
  };
}
