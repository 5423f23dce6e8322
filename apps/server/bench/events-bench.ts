/**
 * Event collection (DESIGN §8, issue 21): 500 events/s in batches of 10 from many visitors,
 * each with a session and a visit that arrived with UTM values, p99 ≤ 10 ms.
 */
import {
  expectOk,
  mapWithConcurrency,
  readSessionCookie,
  send,
  withClientQuery,
} from './bench-client';
import type { BenchVisitor } from './bench-client';
import { toClientIp } from './bench-accounts';
import type { Row } from './bench-table';
import { loadAtRate, type RequestSetup } from './load';

const EVENTS_PATH = withClientQuery('/api/v2/analytics/events');
const EVENTS_PER_SECOND = 500;
const BATCH_SIZE = 10;
const SECONDS = 20;
const CONNECTIONS = 10;
/**
 * Enough visitors that none passes the collector's per-client limit (120 batches a minute):
 * 50 batches/s over 20 s is 1,000 batches, 5 per visitor.
 */
const VISITORS = 200;
/** Client addresses past the accounts' (see toClientIp), so no limit is shared with them. */
const FIRST_VISITOR_INDEX = 60_000;
const PREPARATION_CONCURRENCY = 8;
export const EVENTS_BUDGET_P99_MS = 10;

/** A batch as the web app sends it: a page view, product views, a cart add and clicks. */
function buildBatch(sequence: number): string {
  const occurredAt = new Date().toISOString();
  const productView = (offset: number) => ({
    type: 'track',
    name: 'Product Viewed',
    occurred_at: occurredAt,
    properties: {
      slug: 'atorvastatin',
      med_id: 1000 + ((sequence + offset) % 50),
      med_name_id: 100 + ((sequence + offset) % 20),
      quantity: 30,
      edlp_available: true,
      bsd_available: true,
      hd_available: true,
      teleh_available: false,
      insurance_available: true,
      hd_rank: 2,
      edlp_rank: 3,
      teleh_rank: null,
    },
  });
  const events = [
    {
      type: 'page',
      name: 'Page Viewed',
      occurred_at: occurredAt,
      properties: { path: '/atorvastatin' },
    },
    ...Array.from({ length: BATCH_SIZE - 3 }, (_, offset) => productView(offset)),
    {
      type: 'track',
      name: 'Product Added',
      occurred_at: occurredAt,
      properties: { med_id: 1001, med_name_id: 101, quantity: 30, price_category: 'edlp' },
    },
    {
      type: 'track',
      name: 'Clicked',
      occurred_at: occurredAt,
      properties: { label: 'Add to cart', path: '/atorvastatin', authenticated: false },
    },
  ];
  return JSON.stringify({ events });
}

/** A visitor with a session whose visit arrived from a campaign (its first batch, not timed). */
async function prepareVisitor(baseUrl: string, index: number): Promise<BenchVisitor> {
  const clientIp = toClientIp(FIRST_VISITOR_INDEX + index);
  const summary = await send(baseUrl, {
    method: 'GET',
    path: withClientQuery('/api/v2/user'),
    headers: { 'x-forwarded-for': clientIp },
  });
  const cookie = readSessionCookie(summary.headers);
  const arrival = await expectOk(baseUrl, {
    method: 'POST',
    path: EVENTS_PATH,
    body: {
      events: [
        {
          type: 'page',
          name: 'Page Viewed',
          occurred_at: new Date().toISOString(),
          properties: { path: '/' },
        },
      ],
      utm: { source: `source-${index % 5}`, campaign: 'bench' },
    },
    headers: { 'x-forwarded-for': clientIp, ...(cookie ? { cookie } : {}) },
  });
  return { cookie: cookie || readSessionCookie(arrival.headers), clientIp };
}

export async function measureEventCollection(label: string, baseUrl: string): Promise<Row> {
  const indexes = Array.from({ length: VISITORS }, (_, index) => index);
  const visitors = await mapWithConcurrency(indexes, PREPARATION_CONCURRENCY, (index) =>
    prepareVisitor(baseUrl, index),
  );
  let sent = 0;
  const sendBatch: RequestSetup = (request) => {
    const visitor = visitors[sent % visitors.length] as BenchVisitor;
    const body = buildBatch(sent);
    sent++;
    return {
      ...request,
      method: 'POST',
      path: EVENTS_PATH,
      headers: {
        ...request.headers,
        cookie: visitor.cookie,
        'x-forwarded-for': visitor.clientIp,
        'content-type': 'application/json',
        'x-requested-with': 'fillwell',
      },
      body,
    };
  };
  const rate = EVENTS_PER_SECOND / BATCH_SIZE;
  // Warm-up: the route's code compiled and the visits remembered, before the measured run.
  await loadAtRate(baseUrl, sendBatch, { amount: 100, rate, connections: CONNECTIONS });
  const measured = await loadAtRate(baseUrl, sendBatch, {
    seconds: SECONDS,
    rate,
    connections: CONNECTIONS,
  });
  return {
    database: label,
    target: `event collection (batches of ${BATCH_SIZE}, ${VISITORS} visitors)`,
    mode: `${EVENTS_PER_SECOND} events/s`,
    ...measured,
    ratio: '',
    verdict:
      measured.p99 <= EVENTS_BUDGET_P99_MS
        ? `ok (≤ ${EVENTS_BUDGET_P99_MS} ms)`
        : `OVER ${EVENTS_BUDGET_P99_MS} ms`,
  };
}
