import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FUNNEL_EVENTS } from '@fillwell/domain';
import {
  analyticsAttributions,
  analyticsEvents,
  analyticsVisits,
  clientErrors,
} from '../../db/schema/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { signUpTestAccount } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import { addCard } from '../payments/payments-test-helpers';
import {
  TEST_CARDS,
  expectOk,
  fillPickupCart,
  purchase,
  signUpBuyer,
  type WireError,
} from '../orders/orders-test-helpers';
import { DEMO_SUPPORT } from './index';

const EVENTS_PATH = '/api/v2/analytics/events';
const ERRORS_PATH = '/api/v2/analytics/errors';
const FUNNEL_PATH = '/api/v2/analytics/funnel';
const SUPPORT_PASSWORD = 'fillwell-support';

type WireFunnelRow = {
  day: string;
  source: string | null;
  searched: number;
  viewed: number;
  added: number;
  checkout_started: number;
  paid: number;
};
type WireFunnel = { result: { from: string; to: string; rows: WireFunnelRow[] } } & WireError;
type WireAccepted = { result: { accepted: number } } & WireError;

function track(name: string, properties: Record<string, unknown> = {}) {
  return { type: 'track', name, properties, occurred_at: new Date().toISOString() };
}
const page = (path: string) => ({
  type: 'page',
  name: 'Page Viewed',
  properties: { path },
  occurred_at: new Date().toISOString(),
});

function sendEvents(client: ApiClient, events: unknown[], utm?: Record<string, string>) {
  return client.post<WireAccepted>(EVENTS_PATH, { events, ...(utm ? { utm } : {}) });
}

async function signInSupport(baseUrl: string): Promise<ApiClient> {
  const client = createApiClient(baseUrl);
  const response = await client.post('/api/v2/user/account/login', {
    email: DEMO_SUPPORT.email,
    password: SUPPORT_PASSWORD,
  });
  expect(response.status).toBe(200);
  return client;
}

/** A browser that opened the site (its session made by the account summary). */
async function openSite(baseUrl: string): Promise<ApiClient> {
  const client = createApiClient(baseUrl);
  await client.get('/api/v2/user');
  return client;
}

const ALL_UTM = {
  campaign: 'spring',
  source: 'news',
  medium: 'email',
  term: 'statins',
  content: 'hero',
  type: 'promo',
  keyword: 'cheap lipitor',
  versionid: 'v2',
  templateid: 't9',
  flowid: 'f3',
  segmentid: 's7',
};

describe('the first-party collector', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: 'test' });
  });
  afterAll(async () => server?.close());

  it('stores a batch of page and track events with the spec fields, under the session visit', async () => {
    const client = await openSite(server.baseUrl);
    const productView = {
      med_id: 101,
      med_name_id: 7,
      quantity: 30,
      edlp_available: true,
      bsd_available: true,
      hd_available: false,
      teleh_available: false,
      insurance_available: false,
      hd_rank: null,
      edlp_rank: 1,
      teleh_rank: null,
    };
    const response = await sendEvents(client, [
      page('/drugs/lipitor'),
      track(FUNNEL_EVENTS.viewed, productView),
      track('Clicked', { label: 'Add to cart', authenticated: false }),
    ]);
    expect(response.status).toBe(200);
    expect(response.body.result.accepted).toBe(3);

    const [visit] = await server.db.select().from(analyticsVisits).limit(50);
    expect(visit).toBeDefined();
    const rows = await server.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, FUNNEL_EVENTS.viewed));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.properties).toEqual({
      medId: 101,
      medNameId: 7,
      quantity: 30,
      edlpAvailable: true,
      bsdAvailable: true,
      hdAvailable: false,
      telehAvailable: false,
      insuranceAvailable: false,
      hdRank: null,
      edlpRank: 1,
      telehRank: null,
    });
    expect(rows[0]?.visitId).not.toBeNull();
    expect(rows[0]?.utmSource).toBeNull();
    // Unknown names are accepted while the strict whitelist is off (the default).
    expect((await sendEvents(client, [track('Something New')])).status).toBe(200);
  });

  it('keeps the eleven UTM values with the session and attributes the signup and the paid order', async () => {
    const client = createApiClient(server.baseUrl);
    // The first batch brings the UTM values of the arrival address and makes the session.
    const arrival = await sendEvents(client, [page('/'), track(FUNNEL_EVENTS.searched)], ALL_UTM);
    expect(arrival.status).toBe(200);
    expect(client.cookies.size).toBeGreaterThan(0);
    await sendEvents(client, [track(FUNNEL_EVENTS.viewed), track(FUNNEL_EVENTS.added)]);

    const email = `utm.${Date.now()}@example.com`;
    const signup = await client.post<{ account: { id: string } }>('/api/v2/user/account/signup', {
      email,
      password: 'correct horse battery',
      accepts_agreements: true,
    });
    expect(signup.status).toBe(200);
    const accountId = signup.body.account.id;
    const [signupAttribution] = await server.db
      .select()
      .from(analyticsAttributions)
      .where(eq(analyticsAttributions.subjectId, accountId));
    expect(signupAttribution).toMatchObject({
      subjectType: 'signup',
      utmCampaign: 'spring',
      utmSource: 'news',
      utmMedium: 'email',
      utmTerm: 'statins',
      utmContent: 'hero',
      utmType: 'promo',
      utmKeyword: 'cheap lipitor',
      utmVersionid: 'v2',
      utmTemplateid: 't9',
      utmFlowid: 'f3',
      utmSegmentid: 's7',
    });

    expect((await addCard(client, TEST_CARDS.visa)).status).toBe(200);
    await sendEvents(client, [track(FUNNEL_EVENTS.checkoutStarted)]);
    await fillPickupCart(server.baseUrl, server.db, client);
    const bought = await expectOk(purchase(client));
    const orderId = bought.order_id;
    const [orderAttribution] = await server.db
      .select()
      .from(analyticsAttributions)
      .where(eq(analyticsAttributions.subjectId, orderId));
    expect(orderAttribution).toMatchObject({
      subjectType: 'order',
      accountId,
      utmSource: 'news',
      utmCampaign: 'spring',
      utmSegmentid: 's7',
    });
    const paid = await server.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, FUNNEL_EVENTS.paid));
    expect(paid.filter((row) => row.properties.orderId === orderId)).toMatchObject([
      { utmSource: 'news', accountId, visitId: orderAttribution?.visitId },
    ]);

    // The funnel page's data shows the visit at every step under its source.
    const support = await signInSupport(server.baseUrl);
    const funnel = await expectOk(support.get<WireFunnel>(FUNNEL_PATH));
    const today = new Date().toISOString().slice(0, 10);
    expect(funnel.result.to).toBe(today);
    expect(funnel.result.rows).toContainEqual({
      day: today,
      source: 'news',
      searched: 1,
      viewed: 1,
      added: 1,
      checkout_started: 1,
      paid: 1,
    });
  });

  it('attributes an order bought without UTM values to no source', async () => {
    const buyer = await signUpBuyer(server.baseUrl);
    await fillPickupCart(server.baseUrl, server.db, buyer.client);
    const bought = await expectOk(purchase(buyer.client));
    const [attribution] = await server.db
      .select()
      .from(analyticsAttributions)
      .where(eq(analyticsAttributions.subjectId, bought.order_id));
    expect(attribution).toMatchObject({ subjectType: 'order', utmSource: null });
  });

  it('stores UTM values with markup as the text they are', async () => {
    const client = createApiClient(server.baseUrl);
    const markup = '<script>alert("x")</script><b>bold</b>';
    await sendEvents(client, [track(FUNNEL_EVENTS.searched)], { source: markup });
    const rows = await server.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.utmSource, markup));
    expect(rows).toHaveLength(1);
    const support = await signInSupport(server.baseUrl);
    const funnel = await expectOk(support.get<WireFunnel>(FUNNEL_PATH));
    expect(funnel.result.rows.map((row) => row.source)).toContain(markup);
  });

  it('shows the funnel to support staff only: 401 for a visitor, 403 for a customer', async () => {
    expect((await createApiClient(server.baseUrl).get<WireError>(FUNNEL_PATH)).status).toBe(401);
    const customer = await signUpTestAccount(server.baseUrl);
    const refused = await customer.client.get<WireError>(FUNNEL_PATH);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('analytics_staff_only');
  });

  it('checks the funnel days asked for', async () => {
    const support = await signInSupport(server.baseUrl);
    const reversed = await support.get<WireError>(FUNNEL_PATH, {
      query: { from: '2026-03-10', to: '2026-03-01' },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.validation_errors.from).toBeDefined();
    const bad = await support.get<WireError>(FUNNEL_PATH, { query: { from: 'yesterday' } });
    expect(bad.status).toBe(400);
    const oneDay = await expectOk(
      support.get<WireFunnel>(FUNNEL_PATH, { query: { from: '2020-01-01', to: '2020-01-01' } }),
    );
    expect(oneDay.result.rows).toEqual([]);
  });

  it('refuses oversized batches, events and bodies in the one error shape', async () => {
    const client = await openSite(server.baseUrl);
    const tooMany = await sendEvents(
      client,
      Array.from({ length: 21 }, () => track(FUNNEL_EVENTS.viewed)),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.code).toBe('validation_error');

    const longText = await sendEvents(client, [track('Clicked', { label: 'x'.repeat(501) })]);
    expect(longText.status).toBe(400);

    const manyProperties = Object.fromEntries(
      Array.from({ length: 41 }, (_, index) => [`p${index}`, index]),
    );
    expect((await sendEvents(client, [track('Clicked', manyProperties)])).status).toBe(400);

    const nested = await sendEvents(client, [track('Clicked', { deep: { a: 1 } })]);
    expect(nested.status).toBe(400);

    const huge = await client.post<WireError>(EVENTS_PATH, {
      events: [track('Clicked', { label: 'x' })],
      padding: 'y'.repeat(70 * 1024),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('payload_too_large');

    const utmTooLong = await sendEvents(client, [track('Clicked')], { source: 's'.repeat(201) });
    expect(utmTooLong.status).toBe(400);
  });

  it('keeps client errors but not extension or third-party noise', async () => {
    const client = await openSite(server.baseUrl);
    const report = (body: Record<string, unknown>) =>
      client.post<{ result: { stored: boolean } } & WireError>(ERRORS_PATH, body);
    const noise = [
      { message: 'x is undefined', source: 'chrome-extension://abc/content.js' },
      { message: 'x is undefined', source: 'moz-extension://abc/content.js' },
      { message: 'x is undefined', source: 'safari-extension://abc/content.js' },
      { message: 'Script error.' },
      { message: 'ResizeObserver loop limit exceeded' },
      { message: 'boom', source: 'https://ads.example.net/tag.js' },
      {
        message: 'boom',
        source: `${server.baseUrl}/assets/main.js`,
        stack: 'at chrome-extension://abc/inject.js:1:1',
      },
    ];
    for (const body of noise) {
      const answer = await report(body);
      expect(answer.status).toBe(200);
      expect(answer.body.result.stored).toBe(false);
    }
    expect(await server.db.select().from(clientErrors)).toHaveLength(0);

    const real = await report({
      message: "Cannot read properties of undefined (reading 'price')",
      source: `${server.baseUrl}/assets/drug-page.js`,
      line: 12,
      column: 40,
      stack: 'TypeError: …\n    at PriceList (drug-page.js:12:40)',
      page_url: `${server.baseUrl}/drugs/lipitor`,
    });
    expect(real.body.result.stored).toBe(true);
    const [stored] = await server.db.select().from(clientErrors);
    expect(stored).toMatchObject({
      line: 12,
      column: 40,
      source: `${server.baseUrl}/assets/drug-page.js`,
    });
    expect(stored?.visitId).not.toBeNull();

    expect((await report({ message: '' })).status).toBe(400);
  });
});

describe('the collector with a write key and the strict whitelist', () => {
  let server: TestServer;
  let forward: Server;
  const received: Array<{ authorization: string | undefined; body: { batch: unknown[] } }> = [];

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => resolve(text));
    });

  beforeAll(async () => {
    forward = createServer((request, response) => {
      void readBody(request).then((text) => {
        received.push({
          authorization: request.headers.authorization,
          body: JSON.parse(text) as { batch: unknown[] },
        });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
      });
    });
    await new Promise<void>((resolve) => forward.listen(0, '127.0.0.1', resolve));
    const { port } = forward.address() as AddressInfo;
    const base = await import('../../config').then(({ loadConfig }) =>
      loadConfig({ NODE_ENV: 'test' }),
    );
    server = await startTestServer({
      seed: 'none',
      config: {
        analytics: {
          ...base.analytics,
          writeKey: 'test-write-key',
          forwardUrl: `http://127.0.0.1:${port}/v1/batch`,
          isStrict: true,
        },
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => forward.close(resolve));
  });

  it('refuses untracked names when strict, and forwards stored events in the Segment format', async () => {
    const client = createApiClient(server.baseUrl);
    const unknown = await sendEvents(client, [track(FUNNEL_EVENTS.searched), track('Mystery')]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('analytics_event_unknown');
    expect(Object.keys(unknown.body.validation_errors)).toEqual(['events.1.name']);
    expect(await server.db.select().from(analyticsEvents)).toHaveLength(0);

    const ok = await sendEvents(
      client,
      [
        page('/'),
        track('Order Completed', { is_diabetes_eligible: true, number_diabetes_eligible: 1 }),
      ],
      { source: 'news', campaign: 'spring' },
    );
    expect(ok.status).toBe(200);
    expect(await server.db.select().from(analyticsEvents)).toHaveLength(2);

    await expect.poll(() => received.length, { timeout: 5000 }).toBeGreaterThan(0);
    const [first] = received;
    expect(first?.authorization).toBe(`Basic ${Buffer.from('test-write-key:').toString('base64')}`);
    expect(first?.body.batch).toMatchObject([
      {
        type: 'page',
        name: 'Page Viewed',
        properties: { path: '/' },
        context: { campaign: { source: 'news', name: 'spring' } },
      },
      {
        type: 'track',
        event: 'Order Completed',
        properties: { is_diabetes_eligible: true, number_diabetes_eligible: 1 },
      },
    ]);
  });

  it('rate limits a client sending too many batches, in the one error shape', async () => {
    const client = createApiClient(server.baseUrl);
    let limited: WireError | null = null;
    for (let attempt = 0; attempt < 130 && !limited; attempt += 1) {
      const answer = await sendEvents(client, [track(FUNNEL_EVENTS.searched)]);
      if (answer.status === 429) limited = answer.body;
      else expect(answer.status).toBe(200);
    }
    expect(limited?.code).toBe('rate_limited');
  });
});
