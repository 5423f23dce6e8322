import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { callApi } from '../support/api';
import {
  addToCartThroughApi,
  completePurchase,
  expectStep,
  prepareShopperThroughApi,
} from '../support/checkout';
import { preparePatientThroughApi } from '../support/telemed';

test.describe.configure({ timeout: 120_000 });

/** The take-over header of the checkout steps: the brand and its title, nothing to click. */
async function expectTakeOverHeader(page: Page) {
  const header = page.getByRole('banner');
  await expect(header.getByText('Secure Checkout')).toBeVisible();
  await expect(header.getByRole('img', { name: 'Fillwell' })).toBeVisible();
  await expect(header.getByRole('link')).toHaveCount(0);
  await expect(header.getByRole('button')).toHaveCount(0);
}

test('the checkout takes the header over, lists three pharmacies then more, and a refill is “Your Prescriptions”', async ({
  page,
}) => {
  await prepareShopperThroughApi(page);
  await addToCartThroughApi(page, ['atorvastatin']);
  await page.goto('/checkout');

  await expectStep(page, 'verify-rx', 'Do you have a prescription for Atorvastatin yet?');
  await expectTakeOverHeader(page);
  await page.getByRole('main').getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'select-pharmacy', 'Choose a pharmacy');
  await expectTakeOverHeader(page);
  await page.getByLabel('ZIP code').fill('10001');
  const list = page.getByRole('group', { name: 'Pharmacies near 10001' });
  await expect(list.getByRole('radio')).toHaveCount(3);
  await page.getByRole('button', { name: 'See More Pharmacies' }).click();
  await expect(page.getByRole('button', { name: 'See More Pharmacies' })).toHaveCount(0);
  expect(await list.getByRole('radio').count()).toBeGreaterThan(3);
  await list.getByRole('radio').first().check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Where the purchase is made: only the logo, leading home.
  await expect(page).toHaveURL(/\/checkout\/review-order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Summary' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link')).toHaveCount(1);
  await expect(header.getByRole('link', { name: 'Fillwell home' })).toHaveAttribute('href', '/');
  await expect(header.getByText('Secure Checkout')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await completePurchase(page);
  // The confirmation is outside the checkout's headers.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeVisible();

  // The same medication again is a refill of the prescription the account now holds.
  await addToCartThroughApi(page, ['atorvastatin']);
  await page.goto('/checkout/verify-rx');
  await expectStep(page, 'verify-rx', 'Your Prescriptions');
  await expectTakeOverHeader(page);
});

test('a cold-sores visit checks eligibility, with the telemedicine restrictions at hand', async ({
  page,
}) => {
  await preparePatientThroughApi(page, 'valacyclovir');
  const cart = await callApi<{ items: Array<{ id: string }> }>(page, 'GET', 'v2/cart');
  await callApi(page, 'PATCH', 'v2/cart/prescriptions', {
    items: cart.items.map((item) => ({ item_id: item.id, rx_src_type: 'consultation' })),
  });
  await page.goto('/checkout/verify-rx');

  await expectStep(page, 'verify-rx', 'Check eligibility for online doctor visit');
  await expectTakeOverHeader(page);
  await page.getByRole('button', { name: 'Telemedicine restrictions apply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Telemedicine restrictions' });
  await expect(dialog).toContainText('does not guarantee a prescription');
  await expect(
    dialog.getByRole('link', { name: 'Read all telemedicine restrictions' }),
  ).toHaveAttribute('href', '/telemed-restrictions');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /Add an online doctor visit/ })).toBeVisible();
});

test('the help menu shows both support lines and their hours', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await menu.getByRole('button', { name: 'Help' }).click();
  const help = menu.getByRole('region', { name: 'Need help?' });
  await expect(help).toContainText('Monday to Friday 8AM-10PM ET');
  await expect(help).toContainText('Saturday and Sunday 9AM-7PM ET');
  await expect(help).toContainText('Online doctor visits and subscriptions');
  await expect(help).toContainText('Mon-Fri 9AM-8PM EDT');
  await expect(help.getByRole('link', { name: /^Call / })).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
});
