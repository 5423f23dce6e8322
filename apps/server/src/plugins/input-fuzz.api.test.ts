import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT32_MAX, INT32_MIN } from '@fillwell/contracts';
import {
  createFuzzCases,
  listFuzzOperations,
  readFuzzSettings,
  type FuzzOperation,
  type JsonSchema,
  type KnownValues,
  type OpenApiDocument,
} from '../test/fuzz-cases';
import {
  describeFindings,
  describeReport,
  runFuzzCases,
  type FuzzReport,
} from '../test/fuzz-runner';
import { signUpTestAccount, type TestAccount } from '../test/accounts';
import { expectOk } from '../test/api-helpers';
import { startTestServer, type TestServer } from '../test/test-server';
import {
  fillPickupCart,
  purchase,
  signUpBuyer,
  type WireCart,
} from '../modules/orders/orders-test-helpers';
import { listCards } from '../modules/payments/payments-test-helpers';

/**
 * Hostile requests to every operation of the OpenAPI document, signed out and signed in: no
 * answer is a 5xx or shows internals. FUZZ_CASES sets the number of cases per session, FUZZ_SEED
 * the seed; `npm run bench` runs many more against a full-scale server.
 */
const { count: CASES_PER_SESSION, seed: SEED } = readFuzzSettings(250);
/** Longer runs (FUZZ_CASES in the thousands) get the time they need. */
const RUN_TIMEOUT_MS = Math.max(30_000, CASES_PER_SESSION * 60);

let server: TestServer;
let operations: FuzzOperation[];
let known: KnownValues;
let buyer: TestAccount;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  const document = (await (
    await fetch(`${server.baseUrl}/api/docs/json`)
  ).json()) as OpenApiDocument;
  operations = listFuzzOperations(document);
  buyer = await signUpBuyer(server.baseUrl);
  await fillPickupCart(server.baseUrl, server.db, buyer.client);
  const order = await expectOk(purchase(buyer.client));
  const cart = await fillPickupCart(server.baseUrl, server.db, buyer.client);
  known = collectKnownValues(cart, order.order_id, (await listCards(buyer.client))[0]?.id);
});

afterAll(async () => {
  await server?.close();
});

function collectKnownValues(cart: WireCart, orderId: string, cardId?: string): KnownValues {
  const items = cart.items as Array<WireCart['items'][number] & { price_id: string }>;
  const itemIds = items.map((item) => item.id);
  return {
    price_id: items.map((item) => item.price_id),
    item_id: itemIds,
    order_id: [orderId],
    id: [orderId, ...itemIds, ...(cardId ? [cardId] : [])],
    med_id: cart.items.map((item) => item.med_id),
    slug: cart.items.map((item) => item.slug),
  };
}

function expectClean(report: FuzzReport): void {
  expect(report.tried).toBeGreaterThan(0);
  expect(describeFindings(report.findings), `${report.findings.length} findings`).toBe('');
  expect(report.serverErrors).toBe(0);
}

/** Where a request schema lets through what the database cannot hold, e.g. `items.0.med_id`. */
function findUnboundedInputs(schema: JsonSchema, path: string): string[] {
  const found: string[] = [];
  const type = Array.isArray(schema.type)
    ? schema.type.find((entry) => entry !== 'null')
    : schema.type;
  const isBounded =
    typeof schema.minimum === 'number' &&
    typeof schema.maximum === 'number' &&
    (type !== 'integer' || (schema.minimum >= INT32_MIN && schema.maximum <= INT32_MAX));
  if ((type === 'integer' || type === 'number') && !isBounded) {
    found.push(`${path}: ${type} without 32-bit bounds`);
  }
  if (type === 'object' && schema.properties && schema.additionalProperties !== false) {
    found.push(`${path}: object that accepts unknown fields`);
  }
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    found.push(...findUnboundedInputs(property, path ? `${path}.${key}` : key));
  }
  if (schema.items) found.push(...findUnboundedInputs(schema.items, `${path}.0`));
  for (const variant of [
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ]) {
    found.push(...findUnboundedInputs(variant, path));
  }
  return found;
}

describe('the contracts', () => {
  it('bound every integer input to 32 bits and refuse unknown fields in every body', () => {
    const found = operations.flatMap((operation) => {
      const name = `${operation.method} ${operation.path}`;
      return [
        ...[...operation.pathParams, ...operation.queryParams].flatMap((parameter) =>
          findUnboundedInputs(parameter.schema, `${name} ${parameter.name}`),
        ),
        ...(operation.body ? findUnboundedInputs(operation.body, `${name} body`) : []),
      ];
    });
    expect(found).toEqual([]);
  });
});

describe('hostile input to every operation', () => {
  it('covers every operation of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(50);
    const cases = createFuzzCases(operations, { seed: SEED, count: operations.length });
    expect(new Set(cases.map((entry) => `${entry.method} ${entry.operation.path}`)).size).toBe(
      operations.length,
    );
  });

  it(
    'signed out: no 5xx and no internals in any answer',
    async () => {
      const cases = createFuzzCases(operations, { seed: SEED, count: CASES_PER_SESSION, known });
      const report = await runFuzzCases(server.baseUrl, cases);
      console.info(`fuzz signed out: ${describeReport(report)}`);
      expectClean(report);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'signed in: no 5xx and no internals in any answer',
    async () => {
      let account = buyer;
      const cookie = () =>
        [...account.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const restore = async () => {
        const user = await account.client.get<{ session: { authenticated: boolean } }>(
          '/api/v2/user',
        );
        if (!user.body.session.authenticated)
          account = await signUpTestAccount(server.baseUrl, 'fuzz');
      };
      const cases = createFuzzCases(operations, {
        seed: SEED + 1,
        count: CASES_PER_SESSION,
        known,
      });
      const report = await runFuzzCases(server.baseUrl, cases, { cookie, restore });
      console.info(`fuzz signed in: ${describeReport(report)}`);
      expectClean(report);
    },
    RUN_TIMEOUT_MS,
  );
});
