import { expect, type Locator, type Page } from '@playwright/test';
import { callApi } from './api';

/** The test Visa the card provider accepts and charges. */
export const TEST_VISA = '4242424242424242';

/** An expiry two years ahead, as the card form takes it (MM/YY). */
const CARD_EXPIRY_YEAR = new Date().getFullYear() + 2;
export const CARD_EXPIRY = `12/${CARD_EXPIRY_YEAR % 100}`;
const CARD_ZIP = '63103';

/** Types a card into a "New card" form (number, expiry, CVC, ZIP); the caller saves it. */
export async function fillCardForm(form: Locator, cardNumber: string): Promise<void> {
  await form.getByLabel('Card number').pressSequentially(cardNumber);
  await form.getByLabel('Expiration (MM/YY)').pressSequentially(CARD_EXPIRY);
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('ZIP code').fill(CARD_ZIP);
}

/** Saves a card the way the card form does: the gateway's token, then the API. */
export async function saveCardThroughApi(page: Page, cardNumber = TEST_VISA): Promise<void> {
  const token = await page.request.post('/gateway/v1/tokens', {
    data: {
      number: cardNumber,
      exp_month: 12,
      exp_year: CARD_EXPIRY_YEAR,
      cvc: '123',
      address_zip: CARD_ZIP,
    },
  });
  expect(token.status(), await token.text()).toBe(200);
  const { id } = (await token.json()) as { id: string };
  await callApi(page, 'POST', 'payments/add_token', { stripe_card_token: id });
}
