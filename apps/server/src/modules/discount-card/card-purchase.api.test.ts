import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { discountCards } from '../../db/schema/index';
import type { ApiClient } from '../../test/api-client';
import { expectOk, findDefaultMedication } from '../../test/api-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  PICKUP_DRUG,
  getCart,
  listOrderCharges,
  purchase,
  signUpBuyer,
  type OrderBody,
  type WireCart,
} from '../orders/orders-test-helpers';
import {
  CARD_PATH,
  createMobileNumber,
  proveMobileNumber,
  type CardBody,
  type WireError,
} from './card-test-helpers';

/**
 * A member buys at the discount-card price: the card is issued through the API, the magic price
 * is added at a pharmacy of network 4, and the order is paid at the price the list showed.
 */

const ZIP_CODE = '63103';

type WirePrice = { price_id: string; category: string; amount_cents: number };
type PharmacyHit = {
  location: { id: string };
  network_id: number;
  in_network: boolean;
  price: WirePrice | null;
};

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
});
afterAll(async () => {
  await server?.close();
});

/** Pharmacies near St. Louis priced at the discount-card price for the drug's default dosage. */
async function listMagicPharmacies(client: ApiClient) {
  const medication = await findDefaultMedication(client, PICKUP_DRUG);
  const path =
    `/api/v2/pharmacies?zip_code=${ZIP_CODE}&med_id=${medication.medId}` +
    `&quantity=${medication.quantity}&price_category=magic&network_ids=4`;
  const { results } = await expectOk(client.get<{ results: PharmacyHit[] }>(path));
  return results.filter((hit) => hit.price?.category === 'magic' && hit.in_network);
}

function addMagicItem(client: ApiClient, hit: PharmacyHit) {
  return client.post<WireCart>('/api/v2/cart/items', {
    items: [{ price_id: hit.price?.price_id }],
    pharmacy_id: hit.location.id,
    clear: true,
    force: true,
  });
}

describe('buying at the discount-card price', () => {
  it('is refused before the card, and paid at the listed price with it', async () => {
    const buyer = await signUpBuyer(server.baseUrl);
    const { client } = buyer;
    const hits = await listMagicPharmacies(client);
    expect(hits.length).toBeGreaterThan(0);
    const chosen = hits[hits.length - 1];
    if (!chosen?.price) throw new Error('no priced pharmacy');

    const refused = await addMagicItem(client, chosen);
    expect(refused.status).toBe(400);
    expect((refused.body as WireError).code).toBe('discount_card_required');

    expect((await proveMobileNumber(client, createMobileNumber())).status).toBe(200);
    const card = await client.post<CardBody>(`${CARD_PATH}/signup`, {});
    expect(card.status, card.text).toBe(200);
    const summary = await client.get<{ account: { is_magic_verified: boolean } }>('/api/v2/user');
    expect(summary.body.account.is_magic_verified).toBe(true);

    const added = await addMagicItem(client, chosen);
    expect(added.status, added.text).toBe(200);
    expect(added.body.items.map((item) => item.price_category)).toEqual(['magic']);
    expect(added.body.items[0]?.price.base_price.amount_cents).toBe(chosen.price.amount_cents);

    const review = await getCart(client);
    const bought = await purchase(client, { reimbursement_consent: true });
    expect(bought.status, bought.text).toBe(200);
    expect(bought.body.pharmacy_id).toBe(chosen.location.id);
    expect(bought.body.pharmacy_network_id).toBe(4);

    const order = (await expectOk(client.get<OrderBody>(`/api/v2/orders/${bought.body.order_id}`)))
      .result;
    expect(order.fulfillment).toBe('pickup');
    expect(order.items.map((item) => item.price.base_price.amount_cents)).toEqual([
      chosen.price.amount_cents,
    ]);
    expect(order.total).toEqual(review.total);
    const charges = await listOrderCharges(server.db, order.id);
    const charged = charges.reduce((sum, charge) => sum + charge.amountCents, 0);
    const wallet = order.wallet_credit?.applied_amount.amount_cents ?? 0;
    expect(charged).toBe(review.total.amount_cents - wallet);
    expect(charges.every((charge) => charge.status === 'succeeded')).toBe(true);
  });

  it('is refused again once the card is inactive, like the claim at the counter', async () => {
    const buyer = await signUpBuyer(server.baseUrl);
    const { client } = buyer;
    expect((await proveMobileNumber(client, createMobileNumber())).status).toBe(200);
    expect((await client.post<CardBody>(`${CARD_PATH}/signup`, {})).status).toBe(200);
    const [chosen] = await listMagicPharmacies(client);
    if (!chosen?.price) throw new Error('no priced pharmacy');
    await server.db
      .update(discountCards)
      .set({ status: 'inactive' })
      .where(eq(discountCards.accountId, buyer.accountId));

    const refused = await addMagicItem(client, chosen);
    expect(refused.status).toBe(400);
    expect((refused.body as WireError).code).toBe('discount_card_required');
    const summary = await expectOk(
      client.get<{ account: { is_magic_verified: boolean } }>('/api/v2/user'),
    );
    expect(summary.account.is_magic_verified).toBe(false);
  });
});
