import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import {
  gatewayCharges,
  orderPayments,
  orders,
  outboxMessages,
  paymentCards,
  pendingRefunds,
} from '../../db/schema/index';
import type { CrashPointName } from '../../test-faults/crash-point';
import { createApiClient, type ApiClient } from '../../test/api-client';
import {
  createSharedDatabase,
  startServerProcess,
  type ServerProcess,
  type SharedDatabase,
} from '../../test/server-process';
import { getTestDatabaseKind } from '../../test/test-database';
import {
  expectOk,
  fillPickupCart,
  findPriceId,
  purchase,
  signUpBuyer,
  type OrderBody,
  type OrdersBody,
} from './orders-test-helpers';

/**
 * Real server processes on one PostgreSQL database: one dies (SIGKILL) at a step of a purchase
 * or a cancellation; another, running all along, finishes what it left. No charge without a
 * paid order, no paid order without a charge, no lost or duplicate order, the cart usable again.
 */
const isPostgres = getTestDatabaseKind() === 'postgres';
/** Long enough for a loaded machine: the dead process is known gone after about 7 s. */
const RECOVERY_TIMEOUT_MS = 45_000;
const CASE_TIMEOUT_MS = 120_000;
const REASON = { cancellation_reason: 'Changed my mind' };

let shared: SharedDatabase;
let survivor: ServerProcess;
let database: DatabaseHandle;
const started: ServerProcess[] = [];

beforeAll(async () => {
  if (!isPostgres) return;
  shared = await createSharedDatabase('postgres');
  survivor = await startServerProcess(shared);
  database = await openDatabase({ kind: 'postgres', url: shared.url ?? '' });
}, CASE_TIMEOUT_MS);

afterAll(async () => {
  if (!isPostgres) return;
  await Promise.all([survivor, ...started].map((server) => server?.stop()));
  await database?.close();
  await shared?.drop();
});

/** A server that dies at the crash point. */
async function startDoomedServer(point: CrashPointName): Promise<ServerProcess> {
  const server = await startServerProcess(shared, { env: { FAULT_CRASH_AT: point } });
  started.push(server);
  return server;
}

/** The same session, talking to another process. */
function cloneClient(client: ApiClient, baseUrl: string): ApiClient {
  const clone = createApiClient(baseUrl);
  for (const [name, value] of client.cookies) clone.cookies.set(name, value);
  return clone;
}

/** A buyer with a card and a filled cart, made through the surviving process. */
async function prepareBuyer() {
  const buyer = await signUpBuyer(survivor.baseUrl);
  await fillPickupCart(survivor.baseUrl, database.db, buyer.client);
  return buyer;
}

/** The request reaches the crash point: the process dies and the request gets no answer. */
async function expectCrash(server: ServerProcess, request: Promise<unknown>): Promise<void> {
  await expect(request).rejects.toThrow();
  expect(await server.exited).toMatchObject({ signal: 'SIGKILL' });
}

function listOrders(accountId: string) {
  return database.db.select().from(orders).where(eq(orders.accountId, accountId));
}

/** Every charge and refund the gateway made on the buyer's cards. */
async function listGatewayMoves(accountId: string) {
  const [card] = await database.db
    .select()
    .from(paymentCards)
    .where(eq(paymentCards.accountId, accountId));
  if (!card) throw new Error('the buyer has no card');
  return database.db
    .select()
    .from(gatewayCharges)
    .where(eq(gatewayCharges.cardId, card.providerCardId));
}

async function waitForStatus(accountId: string, status: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const rows = await listOrders(accountId);
      expect(rows.map((row) => row.status)).toEqual([status]);
    },
    { timeout: RECOVERY_TIMEOUT_MS, interval: 250 },
  );
}

/** One paid order, charged exactly once for its total, listed, and the cart takes changes. */
async function expectPaidOnce(buyer: Awaited<ReturnType<typeof prepareBuyer>>) {
  const rows = await listOrders(buyer.accountId);
  expect(rows.map((row) => row.status)).toEqual(['paid']);
  const [order] = rows;
  const moves = await listGatewayMoves(buyer.accountId);
  expect(moves.map((move) => [move.idempotencyKey, move.status, move.amountCents])).toEqual([
    [`order:${order?.id}`, 'succeeded', order?.totalCents],
  ]);
  const listed = await expectOk(buyer.client.get<OrdersBody>('/api/v2/orders'));
  expect(listed.result.map((row) => row.id)).toEqual([order?.id]);
  const change = await buyer.client.post('/api/v2/cart/items', {
    items: [{ price_id: await findPriceId(survivor.baseUrl, 'crestor') }],
  });
  expect(change.status).toBe(200);
  return order;
}

/** The purchase's confirmation reached the buyer, once (from whichever process sent it). */
async function expectConfirmedOnce(email: string, orderNumber: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const sent = await database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, email));
      expect(sent.filter((message) => message.body.includes(orderNumber))).toHaveLength(1);
    },
    { timeout: RECOVERY_TIMEOUT_MS, interval: 250 },
  );
}

describe.skipIf(!isPostgres).concurrent('a server process killed mid-purchase', () => {
  it.each([
    ['purchase:after-open', 'by a retry with the same key'],
    ['purchase:after-charge', 'by the recovery'],
    ['purchase:after-record', 'by a retry with the same key'],
  ] as const)(
    'dies at %s; the other process finishes the purchase %s',
    async (point, finisher) => {
      const [doomed, buyer] = await Promise.all([startDoomedServer(point), prepareBuyer()]);
      const key = `crash-${point}`;
      await expectCrash(doomed, purchase(cloneClient(buyer.client, doomed.baseUrl), {}, key));

      if (finisher === 'by the recovery') await waitForStatus(buyer.accountId, 'paid');
      // Settled already, or taken over from the dead process at once: the original order.
      const retried = await expectOk(purchase(buyer.client, {}, key));
      const order = await expectPaidOnce(buyer);
      expect(retried.order_id).toBe(order?.id);
      await expectConfirmedOnce(buyer.email, order?.orderNumber ?? '?');
    },
    CASE_TIMEOUT_MS,
  );

  it.each(['cancel:after-start', 'cancel:after-refund'] as const)(
    'dies at %s; the other process refunds once and records the cancellation',
    async (point) => {
      const [doomed, buyer] = await Promise.all([startDoomedServer(point), prepareBuyer()]);
      const bought = await expectOk(purchase(buyer.client, {}, 'cancel'));
      const path = `/api/account/medications/purchases/${bought.order_id}/cancel`;
      await expectCrash(doomed, cloneClient(buyer.client, doomed.baseUrl).put(path, REASON));

      await waitForStatus(buyer.accountId, 'cancelled');
      const moves = await listGatewayMoves(buyer.accountId);
      const charge = moves.find((move) => move.status === 'succeeded');
      const refund = moves.find((move) => move.status === 'refunded');
      expect(moves).toHaveLength(2);
      expect(refund?.amountCents).toBe(charge?.amountCents);
      const payments = await database.db
        .select()
        .from(orderPayments)
        .where(and(eq(orderPayments.orderId, bought.order_id), eq(orderPayments.kind, 'refund')));
      expect(payments.map((payment) => payment.providerReference)).toEqual([refund?.id]);
      expect(
        await database.db
          .select()
          .from(pendingRefunds)
          .where(eq(pendingRefunds.orderId, bought.order_id)),
      ).toEqual([]);

      const again = await expectOk(buyer.client.put<OrderBody>(path, REASON));
      expect(again.result.order_status).toBe('cancelled');
      expect(await listGatewayMoves(buyer.accountId)).toHaveLength(2);
    },
    CASE_TIMEOUT_MS,
  );
});
