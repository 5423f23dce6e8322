import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_CEILING_CENTS } from '@fillwell/domain';
import { cartItems } from '../db/schema/index';
import { createApiClient, type ApiClient } from '../test/api-client';
import { expectOk, findDefaultMedication, type WireError } from '../test/api-helpers';
import { startTestServer, type TestServer } from '../test/test-server';
import {
  fillPickupCart,
  findPriceId,
  listAccountOrders,
  purchase,
  signUpBuyer,
  type WireCart,
} from '../modules/orders/orders-test-helpers';
import {
  prepareSubscriber,
  purchaseSubscription,
  toPurchaseBody,
} from '../modules/subscriptions/subscriptions-test-helpers';

/**
 * Every input the contracts accept fits the database: no NUL bytes in text, integers within the
 * 32-bit columns, JSON of a bounded depth, unknown fields refused, an order's value bounded.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
});

afterAll(async () => {
  await server?.close();
});

const visitor = () => createApiClient(server.baseUrl);

function expectFieldError(
  response: { status: number; body: unknown; text: string },
  field: string,
): void {
  expect(response.status, response.text).toBe(400);
  const body = response.body as WireError;
  expect(body.code).toBe('validation_error');
  expect(Object.keys(body.validation_errors), response.text).toContain(field);
}

describe('NUL bytes', () => {
  it('are refused in path parameters, queries and bodies, naming the field', async () => {
    const buyer = await signUpBuyer(server.baseUrl, null);
    expectFieldError(await visitor().get('/api/v2/telemed/%00'), 'condition');
    expectFieldError(await buyer.client.get('/api/v2/telemed/visits/ab%00cd'), 'id');
    expectFieldError(await buyer.client.get('/api/v2/orders/%00'), 'id');
    expectFieldError(
      await visitor().get('/api/v2/providers', { query: { search: 'ab\u0000cd' } }),
      'search',
    );
    expectFieldError(
      await buyer.client.post('/api/v2/telemed/consultation', { consultation_id: 'ab\u0000cd' }),
      'consultation_id',
    );
    expectFieldError(
      await buyer.client.post('/api/v2/user/account/address', {
        address1: '4400 Lindell\u0000 Blvd',
        city: 'Saint Louis',
        state: 'MO',
        zip_code: '63108',
      }),
      'address1',
    );
  });
});

describe('integers', () => {
  const INT32_PAST = 2_147_483_648;

  it('past the 32-bit columns are refused, naming the field', async () => {
    const buyer = await signUpBuyer(server.baseUrl, null);
    const priceId = await findPriceId(server.baseUrl, 'lisinopril', 'delivery');
    const cart = await expectOk(
      buyer.client.post<WireCart>('/api/v2/cart/items', { items: [{ price_id: priceId }] }),
    );
    const itemId = cart.items[0]?.id ?? '';
    expectFieldError(
      await buyer.client.patch('/api/v2/cart/prescriptions', {
        items: [{ item_id: itemId, transfer_source: 'provider', rx_src_provider_id: INT32_PAST }],
      }),
      'items.0.rx_src_provider_id',
    );

    const subscriber = await prepareSubscriber(server.baseUrl);
    const medication = await findDefaultMedication(subscriber.client, 'sildenafil');
    expectFieldError(
      await purchaseSubscription(
        subscriber.client,
        toPurchaseBody(medication, { med_name_id: INT32_PAST }),
      ),
      'med_name_id',
    );
    expectFieldError(
      await visitor().get('/api/v2/pharmacies', {
        query: { zip_code: '63108', med_id: String(INT32_PAST) },
      }),
      'med_id',
    );
  });
});

describe('JSON nesting', () => {
  it('too deep is refused before it is parsed, in the one error shape', async () => {
    const depth = 20_000;
    for (const [opening, closing] of [
      ['[', ']'],
      ['{"a":', '}'],
    ] as const) {
      const response = await visitor().request('POST', '/api/v2/cart/items', {
        rawBody: `${opening.repeat(depth)}1${closing.repeat(depth)}`,
      });
      expect(response.status, response.text).toBe(400);
      expect((response.body as WireError).code).toBe('invalid_json');
    }
  });

  it('as deep as any real request is read as usual', async () => {
    const response = await visitor().request('POST', '/api/v2/cart/items', {
      rawBody: '{"items":[{"price_id":"nope","x":[[[[[[1]]]]]]}]}',
    });
    expect(response.status).toBe(400);
    expect((response.body as WireError).code).not.toBe('invalid_json');
  });
});

describe('unknown fields', () => {
  it('are refused on cart items, the cart pharmacy and the purchase, naming each', async () => {
    const buyer = await signUpBuyer(server.baseUrl);
    const priceId = await findPriceId(server.baseUrl, 'lipitor');
    expectFieldError(
      await buyer.client.post('/api/v2/cart/items', { items: [{ price_id: priceId, price: 1 }] }),
      'items.0.price',
    );
    expectFieldError(
      await buyer.client.patch('/api/v2/cart/items', {
        items: [{ item_id: 'item_x', quantity: 30, price: 1 }],
      }),
      'items.0.price',
    );
    expectFieldError(
      await buyer.client.post('/api/v2/cart/pharmacy', { pharmacy_id: 'ph_x', discount: 100 }),
      'discount',
    );
    await fillPickupCart(server.baseUrl, server.db, buyer.client);
    expectFieldError(await purchase(buyer.client, { total_cents: 1 }), 'total_cents');
    expect(await listAccountOrders(server.db, buyer.accountId)).toEqual([]);
  });

  it('are refused on the subscription cart and purchase, which take no price either', async () => {
    const subscriber = await prepareSubscriber(server.baseUrl);
    const medication = await findDefaultMedication(subscriber.client, 'sildenafil');
    expectFieldError(
      await subscriber.client.post('/api/v2/subscription/cart', {
        med_id: medication.medId,
        quantity: medication.quantity,
        subscription_fee: 1,
      }),
      'subscription_fee',
    );
    expectFieldError(
      await purchaseSubscription(
        subscriber.client,
        toPurchaseBody(medication, { cycle_cost_cents: 1 }),
      ),
      'cycle_cost_cents',
    );
    expect(await listAccountOrders(server.db, subscriber.accountId)).toEqual([]);
  });
});

describe('the order ceiling', () => {
  /** A quantity of the drug whose price is above the ceiling (its price grows with quantity). */
  async function addOverCeiling(client: ApiClient) {
    const priceId = await findPriceId(server.baseUrl, 'lipitor');
    return client.post<WireCart>('/api/v2/cart/items', {
      items: [{ price_id: priceId, quantity: 100_000 }],
    });
  }

  it('refuses adding or raising a quantity past it, with a clear message', async () => {
    const client = visitor();
    const added = await addOverCeiling(client);
    expect(added.status, added.text).toBe(400);
    expect((added.body as unknown as WireError).code).toBe('order_ceiling');
    expect((added.body as unknown as WireError).message).toMatch(/\$50,000\.00/);
    expect((await expectOk(client.get<WireCart>('/api/v2/cart'))).items).toEqual([]);

    const priceId = await findPriceId(server.baseUrl, 'lipitor');
    const cart = await expectOk(
      client.post<WireCart>('/api/v2/cart/items', { items: [{ price_id: priceId }] }),
    );
    const itemId = cart.items[0]?.id ?? '';
    const raised = await client.patch('/api/v2/cart/items', {
      items: [{ item_id: itemId, quantity: 100_000 }],
    });
    expect(raised.status, raised.text).toBe(400);
    expect((raised.body as WireError).code).toBe('order_ceiling');
    const after = await expectOk(client.get<WireCart>('/api/v2/cart'));
    expect(after.total.amount_cents).toBe(cart.total.amount_cents);
    expect(after.total.amount_cents).toBeLessThan(ORDER_CEILING_CENTS);
  });

  it('refuses a purchase past it, charging nothing', async () => {
    const buyer = await signUpBuyer(server.baseUrl);
    const cart = await fillPickupCart(server.baseUrl, server.db, buyer.client);
    // The cart grew past the ceiling after it was checked (e.g. a price rose).
    await server.db
      .update(cartItems)
      .set({ quantity: 100_000 })
      .where(eq(cartItems.id, cart.items[0]?.id ?? ''));
    const refused = await purchase(buyer.client);
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.code).toBe('order_ceiling');
    expect(await listAccountOrders(server.db, buyer.accountId)).toEqual([]);
  });
});

describe('a body over the limit', () => {
  /** Everything the server sends on `socket` until `isComplete` says it has all it waits for. */
  function readUntil(socket: Socket, isComplete: (text: string) => boolean): Promise<string> {
    return new Promise((resolve, reject) => {
      let text = '';
      const onData = (chunk: Buffer) => {
        text += chunk.toString('latin1');
        if (!isComplete(text)) return;
        stop();
        resolve(text);
      };
      const onEnd = () => {
        stop();
        reject(new Error(`the server closed the connection after: ${JSON.stringify(text)}`));
      };
      const stop = () => {
        socket.off('data', onData).off('end', onEnd).off('close', onEnd).off('error', onEnd);
      };
      socket.on('data', onData).on('end', onEnd).on('close', onEnd).on('error', onEnd);
    });
  }

  const isWholeAnswer = (text: string) => {
    const headEnd = text.indexOf('\r\n\r\n');
    const length = /content-length: (\d+)/i.exec(text)?.[1];
    return headEnd !== -1 && length !== undefined && text.length >= headEnd + 4 + Number(length);
  };

  it('is answered 413, and the rest of it is read, so the client hears the answer', async () => {
    const { port } = new URL(server.baseUrl);
    const socket = connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    const body = JSON.stringify({ items: [], filler: 'x'.repeat(1_300_000) });
    const head =
      `POST /api/v2/cart/items?platform=web&app=5.0.12 HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      'Content-Type: application/json\r\nX-Requested-With: fillwell\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    // The answer comes while most of the body is still to be sent, as on a slow upload.
    const answered = readUntil(socket, isWholeAnswer);
    socket.write(head + body.slice(0, 16_384));
    const answer = await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"code":"payload_too_large"');
    expect(answer.toLowerCase()).not.toContain('connection: close');
    // Had the server closed the connection, the rest of the upload would be refused (a reset),
    // and a client still sending would lose the answer; it reads the rest, then serves the next.
    socket.write(body.slice(16_384));
    const next = readUntil(socket, isWholeAnswer);
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await next).toMatch(/^HTTP\/1\.1 200 /);
    socket.destroy();
  });
});
