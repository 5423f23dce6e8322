import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { DELIVERY_ADDRESS, signUpPersonThroughApi, TEST_PHONE } from './accounts';
import { callApi, findPriceId } from './api';
import { fillCardForm, TEST_VISA } from './cards';

/**
 * A signed-in person whose profile, phone and (unless null) card are on file, set up through
 * the API for journeys whose subject is the order rather than the forms.
 */
export function prepareShopperThroughApi(page: Page, cardNumber: string | null = TEST_VISA) {
  return signUpPersonThroughApi(page, { prefix: 'shopper', cardNumber });
}

/** The delivery notice on the review step of a delivery order. */
export const SHIPPING_DELAY = 'Shipping may take 7-10 business days. Thank you for your patience.';

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

/**
 * Expects the checkout at a step (`subscriptions/<step>` in the subscription checkout), its
 * progress bar shown, and scans the page.
 */
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

/** delivery-address: DELIVERY_ADDRESS typed in, then Continue. */
export async function submitDeliveryAddress(page: Page) {
  await page.getByLabel('Street address').fill(DELIVERY_ADDRESS.street);
  await page.getByLabel('City').fill(DELIVERY_ADDRESS.city);
  await page.getByLabel('State').selectOption({ label: DELIVERY_ADDRESS.stateName });
  await page.getByLabel('Zip code').fill(DELIVERY_ADDRESS.zipCode);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** additional-info: No to each health question, then Continue. */
export async function answerNoToHealthQuestions(page: Page) {
  for (const question of [
    'Do you have any allergies?',
    'Do you take any other medications?',
    'Do you have any medical conditions?',
  ]) {
    await page.getByRole('group', { name: question }).getByRole('radio', { name: 'No' }).check();
  }
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function fillPhoneNumber(page: Page) {
  await expectStep(page, 'phone-number', 'Phone number and email');
  await page.getByLabel('Mobile number').pressSequentially(TEST_PHONE);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** payment-info with no saved card: fills the card form that shows at once and saves it. */
export async function saveCardInForm(page: Page, cardNumber: string) {
  await expectStep(page, 'payment-info', 'Payment information');
  const form = page.getByRole('form', { name: 'New card' });
  await fillCardForm(form, cardNumber);
  await form.getByRole('button', { name: 'Save' }).click();
  return form;
}

/** payment-info with no saved card: the card is saved, then Continue. */
export async function addCardAndContinue(page: Page, cardNumber: string) {
  await saveCardInForm(page, cardNumber);
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
