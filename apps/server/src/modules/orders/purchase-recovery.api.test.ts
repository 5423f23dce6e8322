import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  createEmbeddedGateway,
  PROVIDER_UNAVAILABLE_MESSAGE,
  providerFailure,
  type PaymentProvider,
} from '../../adapters/payments/index';
import { orders, type OrderRow } from '../../db/schema/index';
import { startTestServer, type TestServer } from '../../test/test-server';
import { createCartService } from '../cart/index';
import { loadCatalogueIndex, type CatalogueIndex } from '../catalog/index';
import { createPharmacyIndex, type PharmacyIndex } from '../pharmacies/index';
import { createCustomerOrders } from './customer-orders';
import { createOrderSettlement } from './order-settlement';
import {
  expectOk,
  fillPickupCart,
  findPriceId,
  getCart,
  listAccountOrders,
  listOrderCharges,
  purchase,
  signUpBuyer,
} from './orders-test-helpers';
import {
  createPurchaseService,
  DEFAULT_PURCHASE_TIMING,
  type PurchaseTiming,
} from './purchase-service';

let server: TestServer;
let catalogue: CatalogueIndex;
let pharmacies: PharmacyIndex;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
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

function createService(provider: PaymentProvider, timing: Partial<PurchaseTiming> = {}) {
  const cart = createCartService({
    db: server.db,
    catalogue,
    pharmacies,
    orders: createCustomerOrders(),
  });
  const onPaid = vi.fn(async (_order: OrderRow, _siteUrl: string) => {});
  const service = createPurchaseService({
    db: server.db,
    pharmacies,
    cart,
    settlement: createOrderSettlement({ db: server.db, catalogue, cart, provider }),
    onPaid,
    timing: { ...DEFAULT_PURCHASE_TIMING, ...timing },
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

    const { service, onPaid } = createService(createFlakyProvider(0), { staleMs: 0 });
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
    const { service } = createService(createFlakyProvider(0), { waitMs: 5000, pollMs: 20 });
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
    const { service } = createService(createFlakyProvider(0), { waitMs: 100, pollMs: 20 });
    await expect(service.purchase(call(buyer.accountId, 'stuck'))).rejects.toMatchObject({
      status: 409,
      code: 'active_purchase',
    });
  });
});
