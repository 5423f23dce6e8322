import { expect, type Page } from '@playwright/test';
import { findPriceId, prepareShopperThroughApi } from './checkout';

const CLIENT_QUERY = 'platform=web&app=5.0.12';
const HEADERS = { 'x-requested-with': 'fillwell' };

function buildApiPath(path: string): string {
  return `/api/${path}${path.includes('?') ? '&' : '?'}${CLIENT_QUERY}`;
}

async function callApi<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await page.request.fetch(buildApiPath(path), { method, data, headers: HEADERS });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

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
 * A signed-in shopper (profile, phone, saved Visa) who bought a drug for home delivery with
 * auto-refill on, through the API: cart, shipping address, prescription source, the auto-refill
 * toggle, then the purchase. Answers the order id.
 */
export async function buyWithAutoRefillThroughApi(page: Page, slug: string): Promise<string> {
  await prepareShopperThroughApi(page);
  const priceId = await findPriceId(page, slug, 'delivery');
  const cart = await callApi<{ items: Array<{ id: string }> }>(page, 'POST', 'v2/cart/items', {
    items: [{ price_id: priceId }],
    clear: true,
    force: true,
  });
  const itemId = cart.items[0]?.id ?? '';
  await callApi(page, 'POST', 'v2/user/account/address', {
    address1: '4400 Lindell Blvd',
    city: 'Saint Louis',
    state: 'MO',
    zip_code: '63108',
  });
  await callApi(page, 'PATCH', 'v2/cart/prescriptions', {
    items: [{ item_id: itemId, rx_src_type: 'user', transfer_source: 'user' }],
  });
  await callApi(page, 'PATCH', 'v2/cart/items', {
    items: [{ item_id: itemId, is_recurring: true }],
  });
  const purchase = await callApi<{ order_id: string }>(page, 'POST', 'cart/purchase', {});
  return purchase.order_id;
}

/** The ISO date `days` after an ISO date. */
export function addDays(isoDate: string, days: number): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`) + days * 24 * 60 * 60 * 1000;
  return new Date(time).toISOString().slice(0, 10);
}

/** A schedule date as the page shows it, "MMMM D, YYYY". */
export function formatScheduleDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
