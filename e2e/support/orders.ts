import { type Page } from '@playwright/test';
import { signUpPersonThroughApi } from './accounts';
import { callApi, findPriceId } from './api';

/** A paid pickup order made through the API, as a journey's starting point. */
export interface PaidOrder {
  orderId: string;
  pharmacyName: string;
  /** The medications' names as the order shows them, in cart order. */
  itemNames: string[];
}

interface WirePharmacies {
  results: Array<{ name: string; network_id: number; location: { id: string } }>;
}

/**
 * Signs a new account up in the page's context and buys, for pickup at a St. Louis pharmacy,
 * the given drugs at retail prices, paying with a saved test Visa. The welcome offers go to the
 * dearest item first; with a brand drug first, every item keeps something to charge and refund.
 */
export async function createPaidOrder(
  page: Page,
  slugs: readonly string[] = ['januvia', 'atorvastatin'],
): Promise<PaidOrder> {
  await signUpPersonThroughApi(page, { prefix: 'orders' });
  const priceIds = await Promise.all(slugs.map((slug) => findPriceId(page, slug, 'edlp')));
  await callApi(page, 'POST', 'v2/cart/items', {
    items: priceIds.map((price_id) => ({ price_id })),
  });
  const { results } = await callApi<WirePharmacies>(
    page,
    'GET',
    'v2/pharmacies?zip_code=63103&network_ids=1&limit=1',
  );
  const pharmacy = results[0];
  if (!pharmacy) throw new Error('no pharmacy near 63103');
  await callApi(page, 'POST', 'v2/cart/pharmacy', {
    pharmacy_id: pharmacy.location.id,
    pharmacy_network_id: pharmacy.network_id,
  });
  const purchase = await callApi<{ order_id: string }>(page, 'POST', 'cart/purchase', {
    reimbursement_consent: true,
  });
  const order = await callApi<{ result: { items: Array<{ formatted_name: string }> } }>(
    page,
    'GET',
    `v2/orders/${purchase.order_id}`,
  );
  return {
    orderId: purchase.order_id,
    pharmacyName: pharmacy.name,
    itemNames: order.result.items.map((item) => item.formatted_name),
  };
}
