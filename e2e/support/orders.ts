import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signUpThroughApi } from './accounts';

const CLIENT_QUERY = 'platform=web&app=5.0.12';
const HEADERS = { 'x-requested-with': 'fillwell' };

/** A paid pickup order made through the API, as a journey's starting point. */
export interface PaidOrder {
  orderId: string;
  pharmacyName: string;
  /** The medications' names as the order shows them, in cart order. */
  itemNames: string[];
}

interface WireDrugDetail {
  result: {
    default_med_id: number;
    forms: Array<{
      dosages: Array<{
        med_id: number;
        default_quantity_index: number;
        quantities: Array<{ price: Record<string, { price_id: string } | null> }>;
      }>;
    }>;
  };
}

interface WirePharmacies {
  results: Array<{ name: string; network_id: number; location: { id: string } }>;
}

function buildApiPath(path: string): string {
  return `/api/${path}${path.includes('?') ? '&' : '?'}${CLIENT_QUERY}`;
}

async function callApi<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'patch',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](buildApiPath(path), { headers: HEADERS, data });
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** The retail (edlp) price id of a drug's default dosage and quantity. */
async function findRetailPriceId(request: APIRequestContext, slug: string): Promise<string> {
  const detail = await callApi<WireDrugDetail>(request, 'get', `v2/user/drugs/detail/${slug}`);
  const dosages = detail.result.forms.flatMap((form) => form.dosages);
  const dosage = dosages.find((entry) => entry.med_id === detail.result.default_med_id);
  const priceId = dosage?.quantities[dosage.default_quantity_index]?.price.edlp?.price_id;
  if (!priceId) throw new Error(`${slug} has no retail price`);
  return priceId;
}

/** Saves a test Visa the way the card form does: the gateway's token, then the API. */
async function saveTestCard(request: APIRequestContext): Promise<void> {
  const token = await request.post('/gateway/v1/tokens', {
    data: {
      number: '4242424242424242',
      exp_month: 12,
      exp_year: new Date().getFullYear() + 2,
      cvc: '123',
      address_zip: '63103',
    },
  });
  expect(token.status(), await token.text()).toBe(200);
  const { id } = (await token.json()) as { id: string };
  await callApi(request, 'post', 'payments/add_token', { stripe_card_token: id });
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
  const { request } = page;
  await signUpThroughApi(page, 'orders');
  await callApi(request, 'patch', 'v2/user/account', {
    first_name: 'Pat',
    last_name: 'Lee',
    dob: '1985-03-14',
    gender: 'female',
    mobile_number: '3145550123',
  });
  const priceIds = await Promise.all(slugs.map((slug) => findRetailPriceId(request, slug)));
  await callApi(request, 'post', 'v2/cart/items', {
    items: priceIds.map((price_id) => ({ price_id })),
  });
  const { results } = await callApi<WirePharmacies>(
    request,
    'get',
    'v2/pharmacies?zip_code=63103&network_ids=1&limit=1',
  );
  const pharmacy = results[0];
  if (!pharmacy) throw new Error('no pharmacy near 63103');
  await callApi(request, 'post', 'v2/cart/pharmacy', {
    pharmacy_id: pharmacy.location.id,
    pharmacy_network_id: pharmacy.network_id,
  });
  await saveTestCard(request);
  const purchase = await callApi<{ order_id: string }>(request, 'post', 'cart/purchase', {
    reimbursement_consent: true,
  });
  const order = await callApi<{ result: { items: Array<{ formatted_name: string }> } }>(
    request,
    'get',
    `v2/orders/${purchase.order_id}`,
  );
  return {
    orderId: purchase.order_id,
    pharmacyName: pharmacy.name,
    itemNames: order.result.items.map((item) => item.formatted_name),
  };
}
