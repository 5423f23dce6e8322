import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportRequests } from '../../db/schema/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

interface WireOutbox {
  result: Array<{ recipient: string; subject: string | null; body: string }>;
}

async function findEmailTo(recipient: string) {
  const outbox = await client.get<WireOutbox>('/api/dev/outbox');
  return outbox.body.result.find((message) => message.recipient === recipient);
}

const CLAIM = {
  name: 'Dana Reyes',
  email: 'dana@example.com',
  order_number: 'ORD-1234',
  medication: 'Atorvastatin 20 mg, 30 tablets',
  lower_price: '9.5',
  seen_at: 'A pharmacy on Main Street, Springfield',
};

describe('POST /api/v2/support/contact', () => {
  it('stores the request and acknowledges it by e-mail with its reference', async () => {
    const response = await client.post<{ result: { reference: string } }>(
      '/api/v2/support/contact',
      {
        audience: 'doctors',
        name: 'Dr. Lee',
        email: 'Lee@Clinic.example',
        message: 'How do my patients see your prices?',
      },
    );
    expect(response.status).toBe(201);
    const { reference } = response.body.result;
    expect(reference).toMatch(/^FW-[0-9A-Z]{8}$/);
    const email = await findEmailTo('lee@clinic.example');
    expect(email?.subject).toContain(reference);
    expect(email?.body).toContain('one business day');
  });

  it.each([
    ['an unknown audience', { audience: 'aliens' }],
    ['no name', { name: '  ' }],
    ['a bad e-mail', { email: 'not-an-email' }],
    ['a message too long', { message: 'x'.repeat(4001) }],
    ['an unknown field', { html: '<b>hi</b>' }],
  ])('refuses %s in the one error shape, storing nothing', async (_label, change) => {
    const body = {
      audience: 'patients',
      name: 'Sam',
      email: 'sam-refused@example.com',
      message: 'Hello',
      ...change,
    };
    const response = await client.post<{ code: string; status: number }>(
      '/api/v2/support/contact',
      body,
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'validation_error', status: 400 });
    expect(await findEmailTo('sam-refused@example.com')).toBeUndefined();
  });
});

describe('POST /api/v2/support/price-match', () => {
  it('stores the claim with its price in cents and acknowledges it', async () => {
    const response = await client.post<{ result: { reference: string } }>(
      '/api/v2/support/price-match',
      CLAIM,
    );
    expect(response.status).toBe(201);
    const email = await findEmailTo('dana@example.com');
    expect(email?.body).toContain('ORD-1234');
    expect(email?.body).toContain('$9.5');
    const [row] = await server.db
      .select({ kind: supportRequests.kind, lowerPriceCents: supportRequests.lowerPriceCents })
      .from(supportRequests)
      .where(eq(supportRequests.id, response.body.result.reference));
    expect(row).toEqual({ kind: 'price-match', lowerPriceCents: 950 });
  });

  it.each([
    ['a price in words', { lower_price: 'ten dollars' }],
    ['a negative price', { lower_price: '-3' }],
    ['no order number', { order_number: '' }],
  ])('refuses %s', async (_label, change) => {
    const response = await client.post('/api/v2/support/price-match', { ...CLAIM, ...change });
    expect(response.status).toBe(400);
  });
});

describe('form spam', () => {
  it('refuses a sixth request from one client within ten minutes, in production', async () => {
    const production = await startTestServer({ config: { isProduction: true } });
    try {
      const spammer = createApiClient(production.baseUrl);
      const send = () =>
        spammer.post<{ code: string }>('/api/v2/support/contact', {
          audience: 'patients',
          name: 'Spam',
          email: 'spam@example.com',
          message: 'Buy now',
        });
      for (let sent = 0; sent < 5; sent += 1) expect((await send()).status).toBe(201);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('rate_limited');
    } finally {
      await production.close();
    }
  });
});
