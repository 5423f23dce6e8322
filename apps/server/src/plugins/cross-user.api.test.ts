import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Random } from '../db/seed/random';
import { createApiClient, type ApiClient } from '../test/api-client';
import type { TestAccount } from '../test/accounts';
import { expectOk, findDefaultMedication } from '../test/api-helpers';
import {
  fillPath,
  listFuzzOperations,
  listSlots,
  primaryType,
  sampleValue,
  setAtPath,
  type FuzzOperation,
  type KnownValues,
  type OpenApiDocument,
  type Slot,
} from '../test/fuzz-cases';
import { startTestServer, type TestServer } from '../test/test-server';
import {
  fillPickupCart,
  purchase,
  signUpBuyer,
  type WireCart,
  type WireOrder,
} from '../modules/orders/orders-test-helpers';
import { listCards } from '../modules/payments/payments-test-helpers';
import { buyWithAutoRefill, getOnlySchedule } from '../modules/refills/refills-test-helpers';
import {
  createKey,
  prepareSubscriber,
  purchaseSubscription,
  toPurchaseBody,
} from '../modules/subscriptions/subscriptions-test-helpers';
import { buyWithVisit } from '../modules/telemed/telemed-test-helpers';

/**
 * One person's ids in another person's calls. Owners buy what the product sells (a pickup order,
 * a delivery with an online visit, an auto-refill, a subscription) and save an address and a
 * card; a stranger then calls every operation of the OpenAPI document that takes an id (in its
 * path, query or body) with each of the owners' ids. The stranger never gets an owner's data and
 * never changes it. The operations come from the document, so a new route is covered by itself.
 */

/** Ids of shared things (the catalogue, pharmacies, prescribers), not of anyone's data. */
const PUBLIC_ID_FIELDS = new Set([
  'price_id',
  'med_price_id',
  'pharmacy_id',
  'rx_src_pharmacy_id',
  'question_id',
  'stripe_card_token',
]);
/** Development tools over everyone at once (the outbox, the clock) have no one's ids to try. */
const isSharedDevTool = (path: string) => ['/api/dev/outbox', '/api/dev/clock'].includes(path);

interface Owner extends TestAccount {
  /** Every id of the owner's data, by the wire name that carries it. */
  ids: Record<string, string[]>;
}

interface CrossUserCall {
  operation: FuzzOperation;
  url: string;
  body?: unknown;
  /** True when an owner's id is in the path: the resource itself is someone else's. */
  isPathId: boolean;
}

let server: TestServer;
let owners: Owner[];
let stranger: TestAccount;
let operations: FuzzOperation[];
/** Valid values for the calls' other fields, so that each call gets as far as the id. */
let known: KnownValues;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  const document = (await (
    await fetch(`${server.baseUrl}/api/docs/json`)
  ).json()) as OpenApiDocument;
  operations = listFuzzOperations(document, isSharedDevTool);
  owners = [
    await prepareVisitOwner(),
    await prepareRefillOwner(),
    await prepareSubscriptionOwner(),
    await preparePickupOwner(),
  ];
  // The stranger can buy (a filled cart, a profile and an address) but has no card of their own.
  stranger = await prepareSubscriber(server.baseUrl, { card: null });
  await fillPickupCart(server.baseUrl, server.db, stranger.client);
  const medication = await findDefaultMedication(stranger.client, 'sildenafil');
  known = Object.fromEntries(
    Object.entries({
      ...toPurchaseBody(medication),
      is_recurring: false,
      expected_date: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
    }).map(([name, value]) => [name, [value]]),
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function readOrder(client: ApiClient, id: string): Promise<WireOrder> {
  return (await expectOk(client.get<{ result: WireOrder }>(`/api/v2/orders/${id}`))).result;
}

/** The ids every owner has: saved addresses and cards, the cart and its items, orders. */
async function collectCommonIds(account: TestAccount, orderIds: string[]) {
  const client = account.client;
  const addresses = await expectOk(
    client.get<{ result: Array<{ id: string }> }>('/api/v2/user/account/address'),
  );
  const cart = await expectOk(client.get<WireCart>('/api/v2/cart'));
  const orders = await Promise.all(orderIds.map((id) => readOrder(client, id)));
  return {
    address: addresses.result.map((address) => address.id),
    card_id: (await listCards(client)).map((card) => card.id),
    cart: cart.id ? [cart.id] : [],
    item_id: [
      ...cart.items.map((item) => item.id),
      ...orders.flatMap((order) => order.items.map((item) => item.id)),
    ],
    order_id: orderIds,
    delivery: orders.flatMap((order) => order.delivery_id ?? []),
  };
}

async function prepareVisitOwner(): Promise<Owner> {
  const buyer = await buyWithVisit(server.baseUrl);
  await expectOk(
    buyer.client.post('/api/v2/telemed/chats', {
      consultation_id: buyer.consultationId,
      body: 'A question about my visit',
    }),
  );
  const ids = await collectCommonIds(buyer, [buyer.order.id]);
  return { ...buyer, ids: { ...ids, consultation_id: [buyer.consultationId] } };
}

async function prepareRefillOwner(): Promise<Owner> {
  const buyer = await buyWithAutoRefill(server.baseUrl);
  const schedule = await getOnlySchedule(buyer.client);
  const ids = await collectCommonIds(buyer, [buyer.orderId]);
  return { ...buyer, ids: { ...ids, schedule: [schedule.id] } };
}

async function prepareSubscriptionOwner(): Promise<Owner> {
  const account = await prepareSubscriber(server.baseUrl);
  const medication = await findDefaultMedication(account.client, 'sildenafil');
  const bought = await expectOk(
    purchaseSubscription(account.client, toPurchaseBody(medication), createKey()),
  );
  const ids = await collectCommonIds(account, [bought.order_id]);
  return { ...account, ids: { ...ids, subscription: [bought.subscription.id] } };
}

async function preparePickupOwner(): Promise<Owner> {
  const buyer = await signUpBuyer(server.baseUrl);
  await fillPickupCart(server.baseUrl, server.db, buyer.client);
  const { order_id: orderId } = await expectOk(purchase(buyer.client));
  // A cart again, for its items' ids.
  await fillPickupCart(server.baseUrl, server.db, buyer.client);
  return { ...buyer, ids: await collectCommonIds(buyer, [orderId]) };
}

/** Always the first choice and no optional field: the smallest valid-looking request. */
const FIRST_CHOICE: Random = {
  int: (min) => min,
  float: () => 0,
  // Optional fields are left out when the roll comes up true.
  chance: () => true,
  pick: <T>(items: readonly T[]) => {
    const [first] = items;
    if (first === undefined) throw new Error('Cannot pick from an empty list');
    return first;
  },
  pickWeighted: <T>(items: readonly T[]) => FIRST_CHOICE.pick(items),
};

function slotName(slot: Slot): string {
  return typeof slot.key === 'string' ? slot.key : String(slot.key.at(-1));
}

/** Slots that name someone's data: text ids (numeric ones are the catalogue's) of no shared thing. */
function isOwnedIdSlot(slot: Slot): boolean {
  const name = slotName(slot);
  if (slot.where === 'header' || PUBLIC_ID_FIELDS.has(name)) return false;
  const type = primaryType(slot.schema);
  if (type === 'integer' || type === 'number' || (slot.where === 'body' && type !== 'string')) {
    return false;
  }
  return name === 'id' || name.endsWith('_id');
}

/** Every combination of the owners' ids for the operation's id slots (each owner on their own). */
function buildCalls(operation: FuzzOperation): CrossUserCall[] {
  const body = operation.body ? sampleValue(operation.body, '', FIRST_CHOICE, known) : undefined;
  const slots = listSlots(operation, body).filter(isOwnedIdSlot);
  if (!slots.length) return [];
  const calls: CrossUserCall[] = [];
  for (const owner of owners) {
    const everyId = [...new Set(Object.values(owner.ids).flat())];
    let combinations: Array<Map<Slot, string>> = [new Map()];
    for (const slot of slots) {
      const candidates = owner.ids[slotName(slot)] ?? everyId;
      combinations = combinations.flatMap((combination) =>
        candidates.map((id) => new Map([...combination, [slot, id]])),
      );
    }
    for (const combination of combinations) calls.push(toCall(operation, body, combination));
  }
  return calls;
}

function toCall(
  operation: FuzzOperation,
  sampledBody: unknown,
  values: Map<Slot, string>,
): CrossUserCall {
  const path: Record<string, string> = {};
  for (const parameter of operation.pathParams) {
    path[parameter.name] = String(sampleValue(parameter.schema, parameter.name, FIRST_CHOICE, {}));
  }
  const query = new URLSearchParams({ platform: 'web', app: '5.0.12' });
  let body = sampledBody;
  for (const [slot, id] of values) {
    if (slot.where === 'path') path[slot.key as string] = id;
    else if (slot.where === 'query') query.set(slot.key as string, id);
    else body = setAtPath(body, slot.key as Array<string | number>, id);
  }
  return {
    operation,
    url: `${fillPath(operation, path)}?${query}`,
    body,
    isPathId: [...values.keys()].some((slot) => slot.where === 'path'),
  };
}

/** What of the owners' data a client can see, to show that nobody else changed it. */
async function readOwnerState(owner: Owner): Promise<string> {
  const paths = [
    '/api/v2/user/account/address',
    '/api/cards',
    '/api/v2/orders',
    '/api/v1/schedules/',
    '/api/v2/subscription',
    '/api/v2/telemed/consultations',
    '/api/v2/telemed/chats',
    '/api/v2/cart',
  ];
  const answers = await Promise.all(paths.map((path) => owner.client.get(path)));
  return JSON.stringify(answers.map((answer) => [answer.status, stripVolatile(answer.body)]));
}

/** Fields that move by themselves (the fulfillment simulator, the clock). */
function stripVolatile(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripVolatile);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !['fulfillment_status', 'timeline', 'today', 'status_label'].includes(key))
      .map(([key, item]) => [key, stripVolatile(item)]),
  );
}

describe("another person's ids", () => {
  it('never give a stranger their data, nor let them change it', async () => {
    const before = await Promise.all(owners.map(readOwnerState));
    const markers = owners.flatMap((owner) => [owner.email, ...Object.values(owner.ids).flat()]);
    const calls = operations.flatMap(buildCalls);
    const hits: string[] = [];
    for (const call of calls) {
      const response = await stranger.client.request(call.operation.method, call.url, {
        body: call.body,
        areClientParamsOmitted: true,
      });
      const isOk = response.status >= 200 && response.status < 300;
      const seen = markers.filter((marker) => response.text.includes(marker));
      const request = `${call.operation.method} ${call.url} ${JSON.stringify(call.body) ?? ''}`;
      if (response.status >= 500) hits.push(`${response.status} ${request}`);
      else if (isOk && (call.isPathId || seen.length)) {
        hits.push(`${response.status} ${request} → ${response.text.slice(0, 200)}`);
      }
    }
    const idOperations = new Set(calls.map((call) => call.operation));
    console.info(
      `cross-user: ${calls.length} id-bearing calls over ${idOperations.size} operations, ` +
        `${hits.length} hits`,
    );
    expect(hits).toEqual([]);
    expect(await Promise.all(owners.map(readOwnerState))).toEqual(before);
    // Every kind of id-bearing operation is reached, so a new route with an id is covered too.
    expect(idOperations.size).toBeGreaterThan(20);
  }, 120_000);

  it('still reach the owners themselves (the calls are sound)', async () => {
    const [visitOwner] = owners;
    if (!visitOwner) throw new Error('no owner');
    const orderId = visitOwner.ids.order_id?.[0] ?? '';
    expect((await visitOwner.client.get(`/api/v2/orders/${orderId}`)).status).toBe(200);
    expect((await stranger.client.get(`/api/v2/orders/${orderId}`)).status).toBe(404);
    expect((await createApiClient(server.baseUrl).get(`/api/v2/orders/${orderId}`)).status).toBe(
      401,
    );
  });
});
