import { type Page } from '@playwright/test';
import { saveDeliveryAddressThroughApi } from './accounts';
import { callApi, findPriceId } from './api';

export interface WireSchedule {
  id: string;
  status: string;
  details: { med_id: number; med_name_id: number; name: string };
  prev_execution_on: string | null;
  next_execution_on: string;
}

/** The signed-in person's auto-refills and the date the service calls today. */
export function readSchedules(page: Page) {
  return callApi<{ schedules: WireSchedule[]; today: string }>(page, 'GET', 'v1/schedules/');
}

/**
 * The signed-in person (profile, phone and card on file, as signUpPersonThroughApi leaves them)
 * buys a drug for home delivery with auto-refill on, through the API: cart, shipping address,
 * prescription source, the auto-refill toggle, then the purchase. Answers the order id.
 */
export async function buyWithAutoRefillThroughApi(page: Page, slug: string): Promise<string> {
  const priceId = await findPriceId(page, slug, 'delivery');
  const cart = await callApi<{ items: Array<{ id: string }> }>(page, 'POST', 'v2/cart/items', {
    items: [{ price_id: priceId }],
    clear: true,
    force: true,
  });
  const itemId = cart.items[0]?.id ?? '';
  await saveDeliveryAddressThroughApi(page);
  await callApi(page, 'PATCH', 'v2/cart/prescriptions', {
    items: [{ item_id: itemId, rx_src_type: 'user', transfer_source: 'user' }],
  });
  await callApi(page, 'PATCH', 'v2/cart/items', {
    items: [{ item_id: itemId, is_recurring: true }],
  });
  const purchase = await callApi<{ order_id: string }>(page, 'POST', 'cart/purchase', {});
  return purchase.order_id;
}
