import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { signUpThroughApi } from '../support/accounts';

function centsOf(text: string): number {
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
}

function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Adds atorvastatin at the retail price from its drug page; answers the price shown there. */
async function addAtorvastatinFromDrugPage(page: Page): Promise<number> {
  await page.goto('/atorvastatin');
  const prices = page.getByRole('group', { name: /^Prices for / });
  await prices.locator('[data-category="edlp"]').click();
  await expect(prices.getByRole('radio', { name: /^Retail price / })).toBeChecked();
  const retail = centsOf(
    (await prices.locator('[data-category="edlp"] [id$="-price"]').textContent()) ?? '',
  );
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  return retail;
}

function summaryTotal(page: Page) {
  return page.getByRole('region', { name: 'Order summary' }).locator('dt:text-is("Total") + dd');
}

test('a visitor builds a cart from the drug page and keeps it after signing up', async ({
  page,
}) => {
  await page.goto('/atorvastatin');
  await expect(page.getByRole('heading', { level: 1, name: 'Atorvastatin' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const retail = await addAtorvastatinFromDrugPage(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Atorvastatin' })).toBeVisible();
  await expect(page.getByText('10 mg tablet, 30 tablets')).toBeVisible();
  await expect(summaryTotal(page)).toHaveText(formatCents(retail));
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.locator('dt:text-is("Local Pickup") + dd')).toHaveText('Free');
  await expectNoSeriousA11yViolations(page);

  // A larger quantity costs more.
  await page.getByRole('button', { name: 'Edit Atorvastatin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Atorvastatin' });
  await dialog.getByLabel('Quantity').selectOption('90');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('10 mg tablet, 90 tablets')).toBeVisible();
  const ninety = centsOf((await summaryTotal(page).textContent()) ?? '');
  expect(ninety).toBeGreaterThan(retail);

  // A refused coupon says why for a few seconds; an accepted one closes the field.
  await page.getByRole('button', { name: 'Have a coupon?' }).click();
  const apply = page.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await page.getByLabel('Coupon code').fill('NOPE');
  await apply.click();
  const refusal = page.getByText('That coupon code is not valid');
  await expect(refusal).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(refusal).toBeHidden({ timeout: 6_000 });
  await page.getByLabel('Coupon code').fill(' save5 ');
  await apply.click();
  await expect(page.getByText('$5.00 off your order')).toBeVisible();
  await expect(page.getByLabel('Coupon code')).toHaveCount(0);
  await expect(summaryTotal(page)).toHaveText(formatCents(ninety - 500));

  await page.getByRole('button', { name: 'Remove Atorvastatin' }).click();
  await expect(page.getByText("There's nothing in your cart yet.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'go to the homepage' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // The visitor's cart survives signing up, and the header shows it.
  await addAtorvastatinFromDrugPage(page);
  await signUpThroughApi(page, 'cart');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Atorvastatin' })).toBeVisible();
  await expect(summary.getByText(/^Welcome offer/)).toBeVisible();
  // $15 off the first fill covers this fill entirely.
  await expect(summaryTotal(page)).toHaveText('Free');
  const cartLink = page.getByRole('link', { name: 'Cart: 1 medication in your cart' });
  await expect(cartLink).toBeVisible();
  await expect(cartLink).toContainText('1');
  await cartLink.hover();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'View Cart' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Secure Checkout' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a pharmacy in the list fills the cart there', async ({ page }) => {
  await page.goto('/atorvastatin');
  await page
    .getByRole('group', { name: /^Prices for / })
    .locator('[data-category="edlp"]')
    .click();
  await page.getByLabel('ZIP code').fill('63103');
  const list = page.getByRole('group', { name: 'Pharmacies near 63103' });
  const first = list.getByRole('radio').first();
  await first.check();
  const name = ((await first.getAttribute('value')) ?? '').length > 0;
  expect(name).toBe(true);
  await page.getByRole('button', { name: 'Add to cart at this pharmacy' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(/^Pickup at /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Atorvastatin' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
