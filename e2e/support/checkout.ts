import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { signUpThroughApi } from './accounts';

const WIRE_QUERY = 'platform=web&app=5.0.12';
const CSRF = { 'x-requested-with': 'fillwell' };
export const CARD_EXPIRY = `12/${(new Date().getFullYear() + 2) % 100}`;

function apiPath(path: string): string {
  return `/api/${path}${path.includes('?') ? '&' : '?'}${WIRE_QUERY}`;
}

async function callApi(page: Page, method: 'POST' | 'PATCH', path: string, data: unknown) {
  const response = await page.request.fetch(apiPath(path), { method, data, headers: CSRF });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as unknown;
}

/** The price id of a drug's default quantity in a price category, read from the drug API. */
export async function findPriceId(page: Page, slug: string, category: string): Promise<string> {
  const response = await page.request.get(apiPath(`v2/user/drugs/detail/${slug}`));
  expect(response.status()).toBe(200);
  const { result } = (await response.json()) as {
    result: {
      forms: Array<{
        dosages: Array<{
          default_quantity_index: number;
          quantities: Array<{ price: Record<string, { price_id: string } | null> }>;
        }>;
      }>;
    };
  };
  const dosage = result.forms[0]?.dosages[0];
  const priceId = dosage?.quantities[dosage.default_quantity_index]?.price[category]?.price_id;
  expect(priceId, `${slug} has a ${category} price`).toBeTruthy();
  return priceId ?? '';
}

/**
 * A signed-in person whose profile, phone and (unless null) card are on file, set up through
 * the API for journeys whose subject is the order rather than the forms.
 */
export async function prepareShopperThroughApi(
  page: Page,
  cardNumber: string | null = '4242424242424242',
) {
  const account = await signUpThroughApi(page, 'shopper');
  await callApi(page, 'PATCH', 'v2/user/account', {
    first_name: 'Pat',
    last_name: 'Lee',
    dob: '1980-04-02',
    gender: 'female',
    mobile_number: '3145550123',
  });
  if (cardNumber === null) return account;
  const token = await page.request.post('/gateway/v1/tokens', {
    data: { number: cardNumber, exp_month: 12, exp_year: 2031, cvc: '123', address_zip: '63103' },
  });
  expect(token.status(), await token.text()).toBe(200);
  const { id } = (await token.json()) as { id: string };
  await callApi(page, 'POST', 'payments/add_token', { stripe_card_token: id });
  return account;
}

/** Fills the cart through the API with each drug's default quantity in the category. */
export async function addToCartThroughApi(page: Page, slugs: string[], category = 'edlp') {
  const items = [];
  for (const slug of slugs) items.push({ price_id: await findPriceId(page, slug, category) });
  await callApi(page, 'POST', 'v2/cart/items', { items });
}

/** Opens a drug page, picks a price category and adds it: the cart page opens. */
export async function addToCartFromDrugPage(page: Page, slug: string, category: string) {
  await page.goto(`/${slug}`);
  const prices = page.getByRole('group', { name: /^Prices for / });
  await prices.locator(`[data-category="${category}"]`).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
}

/** Expects the checkout at a step, its progress bar shown, and scans the page. */
export async function expectStep(page: Page, step: string, heading: string | RegExp) {
  await expect(page).toHaveURL(new RegExp(`/checkout/${step}$`));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Checkout progress' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

export async function fillBasicInfo(page: Page) {
  await expectStep(page, 'basic-info', 'Patient information');
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Month').fill('4');
  await page.getByLabel('Day').fill('2');
  await page.getByLabel('Year').fill('1980');
  await page.getByLabel('Female', { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** verify-rx: yes for every medication. */
export async function answerHavePrescriptions(page: Page, heading: string | RegExp) {
  await expectStep(page, 'verify-rx', heading);
  const questions = page.getByRole('main').getByRole('radio', { name: 'Yes' });
  for (const radio of await questions.all()) await radio.check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function selectPharmacyByZip(page: Page, zipCode: string) {
  await expectStep(page, 'select-pharmacy', 'Choose a pharmacy');
  await page.getByLabel('ZIP code').fill(zipCode);
  const list = page.getByRole('group', { name: `Pharmacies near ${zipCode}` });
  await list.getByRole('radio').first().check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function fillPhoneNumber(page: Page) {
  await expectStep(page, 'phone-number', 'Phone number and email');
  await page.getByLabel('Mobile number').pressSequentially('3145550123');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** payment-info with no saved card: the card form shows at once. */
export async function addCardAndContinue(page: Page, cardNumber: string) {
  await expectStep(page, 'payment-info', 'Payment information');
  const form = page.getByRole('form', { name: 'New card' });
  await form.getByLabel('Card number').pressSequentially(cardNumber);
  await form.getByLabel('Expiration (MM/YY)').pressSequentially(CARD_EXPIRY);
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('ZIP code').fill('63103');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('group', { name: 'Saved cards' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function expectOrderSummary(page: Page) {
  await expect(page).toHaveURL(/\/checkout\/review-order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Summary' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

export async function completePurchase(page: Page) {
  await page.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-confirmation\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Purchase Complete' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}
