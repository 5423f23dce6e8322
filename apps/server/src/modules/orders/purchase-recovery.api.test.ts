import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  createEmbeddedGateway,
  PROVIDER_UNAVAILABLE_MESSAGE,
  providerFailure,
  type PaymentProvider,
} from '../../adapters/payments/index';
import { createMessageSender } from '../../adapters/messages/index';
import { loadConfig } from '../../config';
import {
  orderPayments,
  orders,
  outboxMessages,
  pendingRefunds,
  serverInstances,
  type OrderRow,
} from '../../db/schema/index';
import type { CrashPoint, CrashPointName } from '../../test-faults/crash-point';
import { startTestServer, type TestServer } from '../../test/test-server';
import { createCartService } from '../cart/index';
import { loadCatalogueIndex, type CatalogueIndex } from '../catalog/index';
import { createPharmacyIndex, type PharmacyIndex } from '../pharmacies/index';
import { SERVER_INSTANCE_ID } from '../server-instances/index';
import { createCancellationService, createOrderCancellations } from './cancellation-service';
import { createCustomerOrders } from './customer-orders';
import { createOrderNotifier } from './order-notifications';
import { createOrderReader } from './order-reader';
import { createOrderSettlement } from './order-settlement';
import {
  expectOk,
  fillPickupCart,
  findPriceId,
  getCart,
  listAccountOrders,
  listOrderCharges,
  listRefunds,
  purchase,
  signUpBuyer,
  type OrderBody,
  type OrdersBody,
} from './orders-test-helpers';
import { createPurchaseRecovery } from './purchase-recovery';
import {
  createPurchaseService,
  DEFAULT_PURCHASE_TIMING,
  type PurchaseTiming,
} from './purchase-service';

let server: TestServer;
let catalogue: CatalogueIndex;
let pharmacies: PharmacyIndex;

beforeAll(async () => {
  // The recovery runs by hand here, so that each test knows who finished what.
  server = await startTestServer({ seed: 'test', config: { isPurchaseRecoveryEnabled: false } });
  catalogue = await loadCatalogueIndex(server.db);
  pharmacies = createPharmacyIndex(server.db);
  await pharmacies.reload();
});
afterAll(async () => {
  await server?.close();
});

/** The embedded gateway, whose next `failures` charges go unanswered. */
function createFlakyProvider(failures: number): PaymentProvider {
  const gateway = createEmbeddedGateway(server.db);
  let left = failures;
  return {
    ...gateway,
    charge: vi.fn(async (request) => {
      if (left > 0) {
        left -= 1;
        return providerFailure('unavailable', 'provider_unavailable', PROVIDER_UNAVAILABLE_MESSAGE);
      }
      return gateway.charge(request);
    }),
  };
}

/** A server instance that has no heartbeat: gone. */
const GONE_INSTANCE = 'inst_gone';

class SimulatedCrash extends Error {}

/** Stops the call at the point, as if the process had died there (tests only: no kill). */
function crashAt(at: CrashPointName): CrashPoint {
  return (point) => {
    if (point === at) throw new SimulatedCrash(point);
  };
}

interface ServiceOptions {
  timing?: Partial<PurchaseTiming>;
  instanceId?: string;
  crashPoint?: CrashPoint;
}

function createService(provider: PaymentProvider, options: ServiceOptions = {}) {
  const cart = createCartService({
    db: server.db,
    catalogue,
    pharmacies,
    orders: createCustomerOrders(),
  });
  const onPaid = vi.fn(async (_order: OrderRow, _siteUrl: string) => {});
  const { crashPoint, instanceId } = options;
  const service = createPurchaseService({
    db: server.db,
    pharmacies,
    cart,
    settlement: createOrderSettlement({ db: server.db, catalogue, cart, provider, crashPoint }),
    onPaid,
    timing: { ...DEFAULT_PURCHASE_TIMING, ...options.timing },
    instanceId,
    crashPoint,
  });
  return { service, onPaid };
}

const call = (accountId: string, idempotencyKey: string) => ({
  accountId,
  request: {},
  idempotencyKey,
  siteUrl: 'http://localhost',
});

describe('a purchase whose payment provider does not answer', () => {
  it('stays open (502), blocks the cart, and is finished by the retry without a second charge', async () => {
    const buyer = await signUpBuyer(server.baseUrl);
    const cart = await fillPickupCart(server.baseUrl, server.db, buyer.client);
    const { service, onPaid } = createService(createFlakyProvider(1));

    await expect(service.purchase(call(buyer.accountId, 'flaky'))).rejects.toMatchObject({
      status: 502,
      code: 'payment_provider_unavailable',
      message: PROVIDER_UNAVAILABLE_MESSAGE,
    });
    const [open] = await listAccountOrders(server.db, buyer.accountId);
    expect(open?.status).toBe('open');
    expect((await getCart(buyer.client)).items).toHaveLength(cart.items.length);
    const change = await buyer.client.post('/api/v2/cart/items', {
      items: [{ price_id: await findPriceId(server.baseUrl, 'crestor') }],
    });
    expect(change.status).toBe(409);

    const retried = await service.purchase(call(buyer.accountId, 'flaky'));
    expect(retried.orderId).toBe(open?.id);
    expect(await listOrderCharges(server.db, retried.orderId)).toHaveLength(1);
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect((await getCart(buyer.client)).items).toEqual([]);
  });

  it('is finished first when a new purchase finds it abandoned', async () => {
    const buyer = await signUpBuyer(server.baseUrl);
    await fillPickupCart(server.baseUrl, server.db, buyer.client);
    await expect(
      createService(createFlakyProvider(1)).service.purchase(call(buyer.accountId, 'first')),
    ).rejects.toMatchObject({ status: 502 });

    const { service, onPaid } = createService(createFlakyProvider(0), { timing: { staleMs: 0 } });
    await expect(service.purchase(call(buyer.accountId, 'second'))).rejects.toMatchObject({
      status: 400,
      code: 'empty_cart',
    });
    const [order] = await listAccountOrders(server.db, buyer.accountId);
    expect(order?.status).toBe('paid');
    expect(onPaid).toHaveBeenCalledTimes(1);
  });
});

describe('a repeated purchase while the first is under way', () => {
  it('waits for the first one and answers its order', async () => {
    const buyer = await signUpBuyer(server.baseUrl);
    await fillPickupCart(server.baseUrl, server.db, buyer.client);
    const first = await expectOk(purchase(buyer.client, {}, 'slow'));
    await server.db.update(orders).set({ status: 'open' }).where(eq(orders.id, first.order_id));
    const { service } = createService(createFlakyProvider(0), {
      timing: { waitMs: 5000, pollMs: 20 },
    });
    const repeated = service.purchase(call(buyer.accountId, 'slow'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await server.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, first.order_id));
    expect((await repeated).orderId).toBe(first.order_id);
  });

  it('says a purchase is active when the first one does not finish in time', async () => {
    const buyer = await signUpBuyer(server.baseUrl);
    await fillPickupCart(server.baseUrl, server.db, buyer.client);
    const first = await expectOk(purchase(buyer.client, {}, 'stuck'));
    await server.db.update(orders).set({ status: 'open' }).where(eq(orders.id, first.order_id));
    const { service } = createService(createFlakyProvider(0), {
      timing: { waitMs: 100, pollMs: 20 },
    });
    await expect(service.purchase(call(buyer.accountId, 'stuck'))).rejects.toMatchObject({
      status: 409,
      code: 'active_purchase',
    });
  });
});

/** The recovery as every process runs it, with this test's eyes on what it does. */
function createRecovery(options: { onPaid?: (order: OrderRow) => Promise<void> } = {}) {
  const provider = createEmbeddedGateway(server.db);
  const cart = createCartService({
    db: server.db,
    catalogue,
    pharmacies,
    orders: createCustomerOrders(),
  });
  const onPaid = vi.fn(options.onPaid ?? (async (_order: OrderRow) => {}));
  const onError = vi.fn();
  const recovery = createPurchaseRecovery({
    db: server.db,
    settlement: createOrderSettlement({ db: server.db, catalogue, cart, provider }),
    cancellations: createOrderCancellations({ db: server.db, provider }),
    onPaid,
    onError,
  });
  return { recovery, onPaid, onError };
}

/** A purchase whose process died at the crash point while it was settling the order. */
async function crashPurchase(at: CrashPointName, instanceId = GONE_INSTANCE) {
  const buyer = await signUpBuyer(server.baseUrl);
  await fillPickupCart(server.baseUrl, server.db, buyer.client);
  const { service } = createService(createEmbeddedGateway(server.db), {
    instanceId,
    crashPoint: crashAt(at),
  });
  await expect(service.purchase(call(buyer.accountId, `crash-${at}`))).rejects.toBeInstanceOf(
    SimulatedCrash,
  );
  const [order] = await listAccountOrders(server.db, buyer.accountId);
  if (!order) throw new Error('no order was written');
  expect(order.status).toBe('open');
  return { buyer, order };
}

async function readOrderStatus(orderId: string): Promise<string | undefined> {
  const [row] = await server.db.select().from(orders).where(eq(orders.id, orderId));
  return row?.status;
}

/** Paid once, listed in Your Orders, and the cart takes changes again. */
async function expectPaidOnce(buyer: Awaited<ReturnType<typeof signUpBuyer>>, orderId: string) {
  const all = await listAccountOrders(server.db, buyer.accountId);
  expect(all.map((row) => [row.id, row.status])).toEqual([[orderId, 'paid']]);
  expect(await listOrderCharges(server.db, orderId)).toHaveLength(1);
  const listed = await expectOk(buyer.client.get<OrdersBody>('/api/v2/orders'));
  expect(listed.result.map((order) => order.id)).toEqual([orderId]);
  const change = await buyer.client.post('/api/v2/cart/items', {
    items: [{ price_id: await findPriceId(server.baseUrl, 'crestor') }],
  });
  expect(change.status).toBe(200);
}

describe('a purchase whose server process died mid-way', () => {
  it.each(['purchase:after-open', 'purchase:after-charge'] as const)(
    'is finished at once by a retry with the same key (%s), charged once',
    async (at) => {
      const { buyer, order } = await crashPurchase(at);
      // The default wait is 15 s: an answer within the test's time means no wait-and-409.
      const retried = await expectOk(purchase(buyer.client, {}, `crash-${at}`));
      expect(retried.order_id).toBe(order.id);
      await expectPaidOnce(buyer, order.id);
    },
  );

  it.each(['purchase:after-open', 'purchase:after-charge'] as const)(
    'is finished by the recovery without any retry (%s), charged once',
    async (at) => {
      const { buyer, order } = await crashPurchase(at);
      const { recovery, onError, onPaid } = createRecovery();
      expect(await recovery.runOnce()).toBe(1);
      expect(onError).not.toHaveBeenCalled();
      expect(onPaid).toHaveBeenCalledTimes(1);
      await expectPaidOnce(buyer, order.id);
      expect(await recovery.runOnce()).toBe(0);
    },
  );

  it('takes over an order whose instance stopped heartbeating', async () => {
    const staleInstance = 'inst_stale';
    await server.db.insert(serverInstances).values({
      id: staleInstance,
      pid: 1,
      hostname: 'elsewhere',
      heartbeatAt: sql`now() - interval '1 minute'`,
    });
    const { buyer, order } = await crashPurchase('purchase:after-charge', staleInstance);
    expect(await createRecovery().recovery.runOnce()).toBe(1);
    await expectPaidOnce(buyer, order.id);
  });

  it('leaves alone an order whose instance is alive', async () => {
    const { order } = await crashPurchase('purchase:after-charge', SERVER_INSTANCE_ID);
    expect(await createRecovery().recovery.runOnce()).toBe(0);
    expect(await readOrderStatus(order.id)).toBe('open');
  });

  it('is failed by the recovery, with no charge, when its card is gone', async () => {
    const buyer = await signUpBuyer(server.baseUrl);
    await fillPickupCart(server.baseUrl, server.db, buyer.client);
    const { service } = createService(createEmbeddedGateway(server.db), {
      instanceId: GONE_INSTANCE,
      crashPoint: crashAt('purchase:after-open'),
    });
    await expect(service.purchase(call(buyer.accountId, 'card-gone'))).rejects.toBeInstanceOf(
      SimulatedCrash,
    );
    const [order] = await listAccountOrders(server.db, buyer.accountId);
    if (!order) throw new Error('no order was written');
    await server.db
      .update(orders)
      .set({ paymentCardId: 'card_removed' })
      .where(eq(orders.id, order.id));
    expect(await createRecovery().recovery.runOnce()).toBe(1);
    expect(await readOrderStatus(order.id)).toBe('cancelled');
    expect(await listOrderCharges(server.db, order.id)).toEqual([]);
    const change = await buyer.client.post('/api/v2/cart/items', {
      items: [{ price_id: await findPriceId(server.baseUrl, 'crestor') }],
    });
    expect(change.status).toBe(200);
  });
});

describe('a purchase whose server process died once it was paid', () => {
  it('gets its confirmation from the recovery, once', async () => {
    const buyer = await signUpBuyer(server.baseUrl);
    await fillPickupCart(server.baseUrl, server.db, buyer.client);
    const { service } = createService(createEmbeddedGateway(server.db), {
      instanceId: GONE_INSTANCE,
      crashPoint: crashAt('purchase:after-record'),
    });
    await expect(
      service.purchase(call(buyer.accountId, 'crash-after-record')),
    ).rejects.toBeInstanceOf(SimulatedCrash);
    const [order] = await listAccountOrders(server.db, buyer.accountId);
    expect(order?.status).toBe('paid');
    const notifier = createOrderNotifier({
      db: server.db,
      messages: createMessageSender(loadConfig({ NODE_ENV: 'test' }), server.db),
      onSendFailed: (error) => {
        throw error;
      },
    });
    const { recovery, onError } = createRecovery({
      onPaid: (paid) => notifier.confirmPurchase(paid, server.baseUrl),
    });
    expect(await recovery.runOnce()).toBe(1);
    expect(await recovery.runOnce()).toBe(0);
    expect(onError).not.toHaveBeenCalled();
    const sent = await server.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, buyer.email));
    const confirmations = sent.filter((message) =>
      message.body.includes(order?.orderNumber ?? '?'),
    );
    expect(confirmations).toHaveLength(1);
  });
});

describe('a cancellation whose server process died mid-way', () => {
  it.each(['cancel:after-start', 'cancel:after-refund'] as const)(
    'is finished by the recovery (%s): refunded once and recorded',
    async (at) => {
      const buyer = await signUpBuyer(server.baseUrl);
      await fillPickupCart(server.baseUrl, server.db, buyer.client);
      const bought = await expectOk(purchase(buyer.client, {}, `cancel-${at}`));
      const provider = createEmbeddedGateway(server.db);
      const service = createCancellationService({
        db: server.db,
        provider,
        reader: createOrderReader({ db: server.db, pharmacies }),
        instanceId: GONE_INSTANCE,
        crashPoint: crashAt(at),
      });
      await expect(
        service.cancelOrder(buyer.accountId, bought.order_id, 'Changed my mind'),
      ).rejects.toBeInstanceOf(SimulatedCrash);
      expect(await readOrderStatus(bought.order_id)).toBe('paid');

      expect(await createRecovery().recovery.runOnce()).toBe(1);
      expect(await readOrderStatus(bought.order_id)).toBe('cancelled');
      const [charge] = await listOrderCharges(server.db, bought.order_id);
      if (!charge) throw new Error('no charge');
      const refunds = await listRefunds(server.db, charge.id);
      expect(refunds.map((refund) => refund.amountCents)).toEqual([charge.amountCents]);
      const payments = await server.db
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.orderId, bought.order_id));
      expect(payments.find((row) => row.kind === 'refund')?.providerReference).toBe(refunds[0]?.id);
      const left = await server.db
        .select()
        .from(pendingRefunds)
        .where(eq(pendingRefunds.orderId, bought.order_id));
      expect(left).toEqual([]);

      const again = await expectOk(
        buyer.client.put<OrderBody>(
          `/api/account/medications/purchases/${bought.order_id}/cancel`,
          {
            cancellation_reason: 'Changed my mind',
          },
        ),
      );
      expect(again.result.order_status).toBe('cancelled');
      expect(await listRefunds(server.db, charge.id)).toHaveLength(1);
    },
  );
});
