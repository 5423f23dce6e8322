import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { signUpThroughApi } from './accounts';

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
) {
  const response = await page.request.fetch(buildApiPath(path), { method, data, headers: HEADERS });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** A medication's default dosage and quantity (what a treatment page links the cart with). */
export interface SubscriptionChoice {
  medId: number;
  quantity: number;
}

interface WireDrugDetail {
  result: {
    default_med_id: number;
    forms: Array<{
      dosages: Array<{
        med_id: number;
        default_quantity_index: number;
        quantities: Array<{ raw_quantity: number }>;
      }>;
    }>;
  };
}

export async function findDefaultChoice(page: Page, slug: string): Promise<SubscriptionChoice> {
  const { result } = await callApi<WireDrugDetail>(page, 'GET', `v2/user/drugs/detail/${slug}`);
  const dosage = result.forms
    .flatMap((form) => form.dosages)
    .find((entry) => entry.med_id === result.default_med_id);
  const quantity = dosage?.quantities[dosage.default_quantity_index]?.raw_quantity;
  expect(quantity, `${slug} has a default quantity`).toBeTruthy();
  return { medId: result.default_med_id, quantity: quantity ?? 0 };
}

/**
 * A signed-in man with name, date of birth, phone and a card on file, set up through the API; the
 * journey fills in the rest (the current state, the address, the health questions).
 */
export async function prepareSubscriberThroughApi(page: Page) {
  const account = await signUpThroughApi(page, 'subscriber');
  await callApi(page, 'PATCH', 'v2/user/account', {
    first_name: 'Sam',
    last_name: 'Rivera',
    dob: '1979-06-15',
    gender: 'male',
    mobile_number: '3145550123',
  });
  const token = await page.request.post('/gateway/v1/tokens', {
    data: {
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2031,
      cvc: '123',
      address_zip: '63108',
    },
  });
  expect(token.status(), await token.text()).toBe(200);
  const { id } = (await token.json()) as { id: string };
  await callApi(page, 'POST', 'payments/add_token', { stripe_card_token: id });
  return account;
}

export interface WireSubscription {
  id: string;
  plan_name: string;
  status: string;
  created_on: string;
  next_charge_on: string;
  cycle_cost_cents: number;
}

export async function listSubscriptions(page: Page): Promise<WireSubscription[]> {
  return (await callApi<{ result: WireSubscription[] }>(page, 'GET', 'v2/subscription')).result;
}

/** Moves the server's scheduling clock and runs its jobs (renewals among them). */
export async function advanceClock(page: Page, days: number) {
  return callApi<{ today: string }>(page, 'POST', 'dev/clock', { advance_days: days });
}

/** "December 23, 2026" for 2026-12-23, as the account shows dates. */
export function formatLongDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${isoDate}T00:00:00Z`));
}

/** The same day a month later; a day the month lacks becomes its last day. */
export function addOneMonth(isoDate: string): string {
  const [year = 0, month = 0, day = 0] = isoDate.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** Expects a subscription checkout step with its progress bar, and scans the page. */
export async function expectSubscriptionStep(page: Page, step: string, heading: string | RegExp) {
  await expect(page).toHaveURL(new RegExp(`/checkout/subscriptions/${step}$`));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Checkout progress' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}
