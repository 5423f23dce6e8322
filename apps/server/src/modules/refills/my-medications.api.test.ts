import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pinnedMedications, prescriptions } from '../../db/schema/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { signUpTestAccount } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import { expectOk, findDefaultMedication, type WireError } from '../../test/api-helpers';
import { buyWithAutoRefill, getOnlySchedule, REFILL_DRUG } from './refills-test-helpers';

type WireMedPrice = { raw_value: number; display_value: string };
type WireMyMed = {
  med_id: number;
  med_name_id: number;
  slug: string;
  name: string;
  quantity: number;
  pinned: boolean;
  drug: { price: { magic: WireMedPrice | null; delivery: WireMedPrice | null } };
  prescription: { last_filled: string | null; expiration_date: string | null } | null;
  order_id: string | null;
  order_item_id: string | null;
  order_status: string | null;
  med_status: { status: string | null };
  delivery_info: { status: string } | null;
  dispense_as_written: boolean;
  pharma_partner: string | null;
  schedule_id: string | null;
};
type MyMedsBody = { meds: WireMyMed[] } & WireError;
type WireOrderMed = {
  id: string;
  med_id: number;
  slug: string;
  cart_item_id: string | null;
  is_in_cart: boolean;
  is_recurring: boolean;
  is_auto_refill_eligible: boolean;
  price_category: string;
  consultation_price: unknown;
  prices: Array<{ id: string; category: string; price: { amount_cents: number } }>;
  selected_price_id: string | null;
  detail: { rxos_prescription_id: string | null; selected_auto_refill_opted_in: boolean };
};
type OrderMedsBody = { items: WireOrderMed[]; price_category: string | null } & WireError;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
});
afterAll(async () => {
  await server?.close();
});

const getMyMeds = (client: ApiClient) => client.get<MyMedsBody>('/api/v2/user/my_meds');
const getOrderMeds = (client: ApiClient) => client.get<OrderMedsBody>('/api/v2/order_meds');

const findDefaultChoice = (slug: string) =>
  findDefaultMedication(createApiClient(server.baseUrl), slug);

async function pin(client: ApiClient, slug: string, pinned: boolean) {
  const { medId, quantity } = await findDefaultChoice(slug);
  const path = `/api/v2/user/drugs/detail/${slug}/dosage/${medId}/quantity/${quantity}`;
  await expectOk(client.put(path, { price_category: 'edlp', pinned }));
  return { medId, quantity };
}

describe('GET /api/v2/user/my_meds', () => {
  it('lists a medication bought for delivery with its order, auto-refill and prices', async () => {
    const buyer = await buyWithAutoRefill(server.baseUrl);
    const schedule = await getOnlySchedule(buyer.client);
    const { meds } = await expectOk(getMyMeds(buyer.client));
    const item = buyer.cart.items[0];
    expect(meds).toHaveLength(1);
    expect(meds[0]).toMatchObject({
      med_id: item?.med_id,
      slug: REFILL_DRUG,
      pinned: false,
      order_id: buyer.orderId,
      order_status: 'active',
      med_status: { status: 'pending' },
      delivery_info: { status: 'pending' },
      dispense_as_written: false,
      schedule_id: schedule.id,
      prescription: { expiration_date: null },
    });
    expect(meds[0]?.order_item_id).toMatch(/^oi_/);
    expect(meds[0]?.pharma_partner).toBeTruthy();
    expect(meds[0]?.prescription?.last_filled).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(meds[0]?.drug.price.delivery?.raw_value).toBe(item?.price.base_price.amount_cents);
    expect(meds[0]?.drug.price.magic?.display_value).toMatch(/^\$\d+\.\d\d$/);
  });

  it('adds and removes a pinned medication through the drug page choice', async () => {
    const buyer = await buyWithAutoRefill(server.baseUrl);
    const { medId, quantity } = await pin(buyer.client, 'atorvastatin', true);
    const pinned = await expectOk(getMyMeds(buyer.client));
    expect(pinned.meds.map((med) => [med.slug, med.pinned])).toEqual([
      ['atorvastatin', true],
      [REFILL_DRUG, false],
    ]);
    expect(pinned.meds[0]).toMatchObject({
      med_id: medId,
      quantity,
      order_id: null,
      order_status: null,
      delivery_info: null,
      prescription: null,
    });
    // Pinning twice keeps one entry.
    await pin(buyer.client, 'atorvastatin', true);
    expect((await expectOk(getMyMeds(buyer.client))).meds).toHaveLength(2);

    await pin(buyer.client, 'atorvastatin', false);
    const unpinned = await expectOk(getMyMeds(buyer.client));
    expect(unpinned.meds.map((med) => med.slug)).toEqual([REFILL_DRUG]);
  });

  it('pins the medication of an order too, and keeps a visitor pin on the session only', async () => {
    const buyer = await buyWithAutoRefill(server.baseUrl);
    await pin(buyer.client, REFILL_DRUG, true);
    const { meds } = await expectOk(getMyMeds(buyer.client));
    expect(meds.map((med) => [med.slug, med.pinned, med.order_id])).toEqual([
      [REFILL_DRUG, true, buyer.orderId],
    ]);

    const before = await server.db.select().from(pinnedMedications);
    await pin(createApiClient(server.baseUrl), 'atorvastatin', true);
    expect(await server.db.select().from(pinnedMedications)).toHaveLength(before.length);
  });

  it('shows prescriptions the service holds', async () => {
    const account = await signUpTestAccount(server.baseUrl, 'patient');
    const { medNameId, medId, quantity } = await findDefaultChoice('metformin');
    expect((await expectOk(getMyMeds(account.client))).meds).toEqual([]);
    await server.db.insert(prescriptions).values({
      id: `rx_${randomBytes(8).toString('hex')}`,
      accountId: account.accountId,
      medNameId,
      medId,
      quantity,
      refillsAllowed: 5,
      source: 'consultation',
      prescriberName: 'Dr. Ada Park',
      dispenseAsWritten: true,
      writtenOn: '2026-10-01',
      expiresOn: '2027-10-01',
      lastFilledOn: '2026-10-02',
    });
    const { meds } = await expectOk(getMyMeds(account.client));
    expect(meds).toEqual([
      expect.objectContaining({
        slug: 'metformin',
        pinned: false,
        dispense_as_written: true,
        prescription: { last_filled: '2026-10-02', expiration_date: '2027-10-01' },
        order_id: null,
      }),
    ]);
  });

  it("drops a cancelled order's links", async () => {
    const buyer = await buyWithAutoRefill(server.baseUrl);
    await pin(buyer.client, REFILL_DRUG, true);
    await expectOk(
      buyer.client.put(`/api/account/medications/purchases/${buyer.orderId}/cancel`, {
        cancellation_reason: 'Ordered by mistake',
      }),
    );
    const { meds } = await expectOk(getMyMeds(buyer.client));
    expect(meds).toEqual([
      expect.objectContaining({
        slug: REFILL_DRUG,
        pinned: true,
        order_id: null,
        order_item_id: null,
        order_status: null,
        delivery_info: null,
        schedule_id: null,
      }),
    ]);
  });

  it('answers 401 when signed out', async () => {
    expect((await getMyMeds(createApiClient(server.baseUrl))).status).toBe(401);
    expect((await getOrderMeds(createApiClient(server.baseUrl))).status).toBe(401);
  });
});

describe('GET /api/v2/order_meds', () => {
  it('lists ordered medications priced today, with auto-refill and cart state', async () => {
    const buyer = await buyWithAutoRefill(server.baseUrl);
    const body = await expectOk(getOrderMeds(buyer.client));
    expect(body.price_category).toBe('delivery');
    expect(body.items).toHaveLength(1);
    const [item] = body.items;
    const delivery = item?.prices.find((price) => price.category === 'delivery');
    expect(item).toMatchObject({
      med_id: buyer.cart.items[0]?.med_id,
      slug: REFILL_DRUG,
      cart_item_id: null,
      is_in_cart: false,
      is_recurring: true,
      is_auto_refill_eligible: true,
      price_category: 'delivery',
      consultation_price: null,
      selected_price_id: delivery?.id,
      detail: { rxos_prescription_id: null, selected_auto_refill_opted_in: true },
    });
    expect(item?.prices.map((price) => price.category)).toEqual([
      'edlp',
      'local',
      'delivery',
      'magic',
    ]);
    expect(delivery?.price.amount_cents).toBe(buyer.cart.items[0]?.price.base_price.amount_cents);

    const cart = await expectOk(
      buyer.client.post<{ items: Array<{ id: string }> }>('/api/v2/cart/items', {
        items: [{ price_id: delivery?.id }],
      }),
    );
    const again = await expectOk(getOrderMeds(buyer.client));
    expect(again.items[0]).toMatchObject({ is_in_cart: true, cart_item_id: cart.items[0]?.id });
  });

  it('answers an empty list for an account without orders', async () => {
    const account = await signUpTestAccount(server.baseUrl, 'empty');
    expect(await expectOk(getOrderMeds(account.client))).toMatchObject({
      items: [],
      price_category: null,
    });
    const rows = await server.db
      .select()
      .from(pinnedMedications)
      .where(eq(pinnedMedications.accountId, account.accountId));
    expect(rows).toEqual([]);
  });
});
