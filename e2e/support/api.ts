import { expect, type Page } from '@playwright/test';

/** The client query string and CSRF header the web app sends with every API call. */
export const CLIENT_QUERY = 'platform=web&app=5.0.12';
export const CSRF_HEADERS = { 'x-requested-with': 'fillwell' };

type ApiMethod = 'GET' | 'POST' | 'PATCH';

/** `/api/<path>` with the client query string appended. */
export function buildApiPath(path: string): string {
  return `/api/${path}${path.includes('?') ? '&' : '?'}${CLIENT_QUERY}`;
}

/**
 * Calls the API in the page's browser context (its cookie, so as the signed-in person), expects
 * 200 and answers the JSON body.
 */
export async function callApi<T = unknown>(
  page: Page,
  method: ApiMethod,
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await page.request.fetch(buildApiPath(path), {
    method,
    data,
    headers: CSRF_HEADERS,
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

interface WireDrugDetail {
  result: {
    default_med_id: number;
    forms: Array<{
      dosages: Array<{
        med_id: number;
        default_quantity_index: number;
        quantities: Array<{
          raw_quantity: number;
          price: Record<string, { price_id: string } | null>;
        }>;
      }>;
    }>;
  };
}

/** A drug's default dosage at its default quantity, as the drug API answers it. */
async function findDefaultQuantity(page: Page, slug: string) {
  const { result } = await callApi<WireDrugDetail>(page, 'GET', `v2/user/drugs/detail/${slug}`);
  const dosage = result.forms
    .flatMap((form) => form.dosages)
    .find((entry) => entry.med_id === result.default_med_id);
  const quantity = dosage?.quantities[dosage.default_quantity_index];
  expect(quantity, `${slug} has a default dosage and quantity`).toBeTruthy();
  return { medId: result.default_med_id, quantity };
}

/** The price id of a drug's default dosage and quantity in a price category. */
export async function findPriceId(page: Page, slug: string, category: string): Promise<string> {
  const { quantity } = await findDefaultQuantity(page, slug);
  const priceId = quantity?.price[category]?.price_id;
  expect(priceId, `${slug} has a ${category} price`).toBeTruthy();
  return priceId ?? '';
}

/** A medication's default dosage and quantity (what a treatment page links the cart with). */
export interface DefaultChoice {
  medId: number;
  quantity: number;
}

export async function findDefaultChoice(page: Page, slug: string): Promise<DefaultChoice> {
  const { medId, quantity } = await findDefaultQuantity(page, slug);
  return { medId, quantity: quantity?.raw_quantity ?? 0 };
}
