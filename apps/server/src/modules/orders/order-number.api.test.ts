import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orders, outboxMessages } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/errors';
import { startTestServer, type TestServer } from '../../test/test-server';
import type { ApiClient } from '../../test/api-client';
import { insertOrder } from './order-repository';
import {
  expectOk,
  fillPickupCart,
  purchase,
  signUpBuyer,
  type OrderBody,
  type OrdersBody,
} from './orders-test-helpers';

const ORDER_NUMBER = /^FW-[0-9A-HJKMNP-TV-Z]{8}$/;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
});
afterAll(async () => {
  await server?.close();
});

async function buyPickupOrder() {
  const buyer = await signUpBuyer(server.baseUrl);
  await fillPickupCart(server.baseUrl, server.db, buyer.client);
  const bought = await expectOk(purchase(buyer.client));
  return { buyer, bought };
}

const getOrder = (client: ApiClient, id: string) =>
  expectOk(client.get<OrderBody>(`/api/v2/orders/${id}`));

function listMessages(recipient: string) {
  return server.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
}

describe('the order number', () => {
  it('is in the purchase answer, the order, the list, the card and the confirmation email', async () => {
    const { buyer, bought } = await buyPickupOrder();
    expect(bought.order_number).toMatch(ORDER_NUMBER);
    expect(bought.order_number).not.toContain(bought.order_id);

    const order = (await getOrder(buyer.client, bought.order_id)).result;
    expect(order.order_number).toBe(bought.order_number);
    expect(order.digital_card?.order_number).toBe(bought.order_number);
    const list = await expectOk(buyer.client.get<OrdersBody>('/api/v2/orders'));
    expect(list.result.map((entry) => entry.order_number)).toEqual([bought.order_number]);

    const email = (await listMessages(buyer.email)).find((message) =>
      message.body.includes(bought.order_id),
    );
    expect(email?.subject).toBe(`Your Fillwell order ${bought.order_number} is confirmed`);
    expect(email?.body).toContain(`Order number: ${bought.order_number}\n`);
  });

  it('differs from order to order', async () => {
    const first = await buyPickupOrder();
    const second = await buyPickupOrder();
    expect(second.bought.order_number).not.toBe(first.bought.order_number);
  });

  it('is unique in the database, and a number already taken is drawn again', async () => {
    const { bought, buyer } = await buyPickupOrder();
    const [stored] = await server.db.select().from(orders).where(eq(orders.id, bought.order_id));
    if (!stored) throw new Error('the order was not stored');
    const {
      orderNumber: takenNumber,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      ...rest
    } = stored;
    const copy = () => ({
      ...rest,
      id: `ord_${randomBytes(12).toString('base64url')}`,
      idempotencyKey: randomBytes(8).toString('hex'),
      status: 'cancelled',
    });

    const duplicate = server.db.insert(orders).values({ ...copy(), orderNumber: takenNumber });
    await expect(duplicate).rejects.toSatisfy((error: unknown) =>
      isUniqueViolation(error, 'orders_order_number_idx'),
    );

    const draws = [takenNumber, takenNumber, 'FW-ZZZZ0000'];
    const drawn = await server.db.transaction((tx) =>
      insertOrder(tx, copy(), [], () => draws.shift() ?? 'FW-ZZZZ0001'),
    );
    expect(drawn).toBe('FW-ZZZZ0000');
    const kept = await server.db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.accountId, buyer.accountId), eq(orders.orderNumber, drawn)));
    expect(kept).toHaveLength(1);
  });
});
