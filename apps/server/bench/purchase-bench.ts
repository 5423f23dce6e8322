/**
 * The write side: adding to the cart and buying, measured with signed-up accounts, and the
 * DESIGN §8 check that a purchase sent many times at once makes one order and one charge.
 */
import { CART_LIMITS } from '@fillwell/domain';
import { prepareBuyers, signUpAccounts, type PurchaseSetup } from './bench-accounts';
import {
  getJson,
  mapWithConcurrency,
  send,
  withClientQuery,
  type BenchVisitor,
} from './bench-client';
import type { Row } from './bench-table';
import { FULL_LOAD_CONNECTIONS, FULL_LOAD_SECONDS } from './bench-targets';
import type { CatalogueSamples } from './catalogue-samples';
import { load, WARM_UP, type RequestSetup } from './load';
import { createRandom, shuffle } from './request-variety';

const ADD_TO_CART_ACCOUNTS = 100;
const PURCHASE_WARM_UP = 10;
const MEASURED_PURCHASES = 150;
const DUPLICATE_PURCHASES = 100;
/** The welcome offers take up to $20 off a first order: a dearer item leaves a charge to count. */
const MIN_PURCHASE_PRICE_CENTS = 4_000;
const PURCHASE_PATH = withClientQuery('/api/cart/purchase');
const CART_ITEMS_PATH = withClientQuery('/api/v2/cart/items');

export interface WritesReport {
  rows: Row[];
  /** The duplicate-purchase checks and anything skipped, one line each. */
  lines: string[];
}

interface WireOrder {
  card_payments_refunds: Array<{ kind: string }>;
}

export async function measureWrites(
  label: string,
  baseUrl: string,
  samples: CatalogueSamples,
): Promise<WritesReport> {
  const runTag = Date.now().toString(36);
  const rows = [await measureAddToCart(label, baseUrl, samples, runTag)];
  const probe = await send(baseUrl, { method: 'POST', path: PURCHASE_PATH, body: {} });
  if (probe.status === 404) {
    return {
      rows,
      lines: [`${label}: POST /api/cart/purchase answers 404 — purchase not measured`],
    };
  }
  const setup = await choosePurchaseSetup(baseUrl, samples);
  const buyers = await prepareBuyers(
    baseUrl,
    {
      first: ADD_TO_CART_ACCOUNTS,
      count: PURCHASE_WARM_UP + MEASURED_PURCHASES + 2,
      runTag,
    },
    setup,
  );
  const [sameKeyBuyer, noKeyBuyer] = buyers.splice(0, 2) as [BenchVisitor, BenchVisitor];
  const purchase = await measurePurchases(label, baseUrl, buyers, runTag);
  const lines = [
    ...purchase.lines,
    await checkDuplicates(label, baseUrl, sameKeyBuyer, `bench-${runTag}-duplicate`),
    await checkDuplicates(label, baseUrl, noKeyBuyer, null),
  ];
  return { rows: [...rows, purchase.row], lines };
}

/** Many accounts adding pickup prices of a cart's worth of drugs (a drug added again replaces). */
async function measureAddToCart(
  label: string,
  baseUrl: string,
  samples: CatalogueSamples,
  runTag: string,
): Promise<Row> {
  const visitors = await signUpAccounts(baseUrl, { first: 0, count: ADD_TO_CART_ACCOUNTS, runTag });
  const priceIds = shuffle(
    samples.plainDrugs
      .slice(0, CART_LIMITS.maxItems)
      .flatMap((drug) => drug.pickupPrices.map((price) => price.price_id)),
    createRandom(29),
  );
  let sent = 0;
  const addItem: RequestSetup = (request) => {
    const visitor = visitors[sent % visitors.length] as BenchVisitor;
    const priceId = priceIds[sent % priceIds.length] ?? '';
    sent++;
    return {
      ...request,
      method: 'POST',
      path: CART_ITEMS_PATH,
      headers: {
        ...request.headers,
        cookie: visitor.cookie,
        'content-type': 'application/json',
        'x-requested-with': 'fillwell',
      },
      body: JSON.stringify({ items: [{ price_id: priceId }] }),
    };
  };
  await load(baseUrl, addItem, WARM_UP);
  const measured = await load(baseUrl, addItem, {
    seconds: FULL_LOAD_SECONDS,
    connections: FULL_LOAD_CONNECTIONS,
  });
  return {
    database: label,
    target: `add to cart (${ADD_TO_CART_ACCOUNTS} accounts, ${priceIds.length} prices)`,
    mode: `full load, ${FULL_LOAD_CONNECTIONS} conn`,
    ...measured,
    ratio: '',
    verdict: '',
  };
}

/** A counter pharmacy near St. Louis and a plain drug's price that leaves something to charge. */
async function choosePurchaseSetup(
  baseUrl: string,
  samples: CatalogueSamples,
): Promise<PurchaseSetup> {
  const search = await getJson<{
    results: Array<{ is_delivery: boolean; in_network: boolean; location: { id: string } }>;
  }>(baseUrl, '/api/v2/pharmacies?zip_code=63103&limit=10');
  const pharmacy = search.results.find((result) => result.in_network && !result.is_delivery);
  const prices = samples.plainDrugs.flatMap((drug) => drug.pickupPrices);
  const price =
    prices.find((candidate) => candidate.amount_cents >= MIN_PURCHASE_PRICE_CENTS) ??
    [...prices].sort((a, b) => b.amount_cents - a.amount_cents)[0];
  if (!pharmacy || !price) throw new Error('no pharmacy near 63103 or no plain drug to buy');
  return { priceId: price.price_id, pharmacyId: pharmacy.location.id };
}

interface PurchaseOutcome {
  ms: number;
  status: number;
  body: unknown;
}

/** One purchase per prepared account, ten at a time, after a few unmeasured ones. */
async function measurePurchases(
  label: string,
  baseUrl: string,
  buyers: readonly BenchVisitor[],
  runTag: string,
): Promise<{ row: Row; lines: string[] }> {
  const buy = async (visitor: BenchVisitor, index: number): Promise<PurchaseOutcome> => {
    const start = performance.now();
    const response = await send(baseUrl, {
      method: 'POST',
      path: PURCHASE_PATH,
      body: { reimbursement_consent: true },
      visitor,
      headers: { 'idempotency-key': `bench-${runTag}-${index}` },
    });
    return { ms: performance.now() - start, status: response.status, body: response.body };
  };
  await mapWithConcurrency(buyers.slice(0, PURCHASE_WARM_UP), 2, buy);
  const measured = buyers.slice(PURCHASE_WARM_UP);
  const started = performance.now();
  const outcomes = await mapWithConcurrency(measured, FULL_LOAD_CONNECTIONS, (visitor, index) =>
    buy(visitor, PURCHASE_WARM_UP + index),
  );
  return describePurchases(label, outcomes, (performance.now() - started) / 1000);
}

function describePurchases(
  label: string,
  outcomes: readonly PurchaseOutcome[],
  seconds: number,
): { row: Row; lines: string[] } {
  const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const failures = outcomes.filter((outcome) => outcome.status !== 200);
  const first = failures[0];
  const row = {
    database: label,
    target: `purchase (${outcomes.length} accounts, one each)`,
    mode: `${FULL_LOAD_CONNECTIONS} at once`,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    rps: Math.round(outcomes.length / seconds),
    errors: failures.length,
    ratio: '',
    verdict: '',
  };
  const answer = first ? `${first.status} ${JSON.stringify(first.body).slice(0, 200)}` : '';
  return {
    row,
    lines: first ? [`${label}: ${failures.length} purchase(s) failed; the first: ${answer}`] : [],
  };
}

/**
 * Sends the same purchase DUPLICATE_PURCHASES times at once (with one Idempotency-Key, or none:
 * the same unchanged cart), then, with a key, once more as a retry after a timeout would; then
 * counts the account's orders and their charges.
 */
async function checkDuplicates(
  label: string,
  baseUrl: string,
  visitor: BenchVisitor,
  idempotencyKey: string | null,
): Promise<string> {
  const buy = () =>
    send(baseUrl, {
      method: 'POST',
      path: PURCHASE_PATH,
      body: { reimbursement_consent: true },
      visitor,
      headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
    });
  const answers = await Promise.all(Array.from({ length: DUPLICATE_PURCHASES }, buy));
  const retry = idempotencyKey ? await buy() : null;
  const orders = await send(baseUrl, {
    method: 'GET',
    path: withClientQuery('/api/v2/orders'),
    visitor,
  });
  const list = (orders.body as { result?: WireOrder[] }).result ?? [];
  const charges = list.flatMap((order) =>
    order.card_payments_refunds.filter((payment) => payment.kind === 'charge'),
  );
  const isOk = list.length === 1 && charges.length === 1;
  const how = idempotencyKey ? 'with one Idempotency-Key' : 'without a key, same cart';
  return (
    `${label}: ${DUPLICATE_PURCHASES} concurrent duplicate purchases (${how}) → ` +
    `${list.length} order(s), ${charges.length} charge(s) — ${isOk ? 'ok' : 'NOT OK'}` +
    ` [answers: ${describeAnswers(answers)}${retry ? `; ${describeRetry(retry, answers)}` : ''}]`
  );
}

interface Answer {
  status: number;
  body: unknown;
}

function readOrderId(answer: Answer): string | null {
  const orderId = (answer.body as { order_id?: unknown } | null)?.order_id;
  return typeof orderId === 'string' ? orderId : null;
}

/** e.g. "1 × 200, 99 × 400 empty_cart; 1 distinct order id(s)". */
function describeAnswers(answers: readonly Answer[]): string {
  const byOutcome = new Map<string, number>();
  for (const answer of answers) {
    const code = (answer.body as { code?: unknown } | null)?.code;
    const outcome = typeof code === 'string' ? `${answer.status} ${code}` : String(answer.status);
    byOutcome.set(outcome, (byOutcome.get(outcome) ?? 0) + 1);
  }
  const orderIds = new Set(answers.flatMap((answer) => readOrderId(answer) ?? []));
  const counts = [...byOutcome].map(([outcome, count]) => `${count} × ${outcome}`).join(', ');
  return `${counts}; ${orderIds.size} distinct order id(s)`;
}

function describeRetry(retry: Answer, answers: readonly Answer[]): string {
  const orderId = readOrderId(retry);
  const isSame = orderId !== null && answers.some((answer) => readOrderId(answer) === orderId);
  return `a retry afterwards → ${retry.status}${isSame ? ', the same order' : ''}`;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], percent: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((percent / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1] ?? NaN;
}
