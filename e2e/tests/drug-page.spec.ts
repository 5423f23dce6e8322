import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';

const CATEGORY_LABELS = ['Retail price', 'Smart Deal', 'Home delivery', 'Discount card'];

function priceGroup(page: Page, name: string) {
  return page.getByRole('group', { name });
}

async function selectedText(page: Page, label: string): Promise<string> {
  return page
    .getByLabel(label, { exact: true })
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? '');
}

function centsOf(text: string): number {
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
}

test('atorvastatin shows all four price types and how the chosen price is made', async ({
  page,
}) => {
  await page.goto('/atorvastatin');
  await expect(page.getByRole('heading', { level: 1, name: 'Atorvastatin' })).toBeVisible();
  await expect(page.getByText('Generic for Lipitor', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/Atorvastatin \(Lipitor\) prices/);
  const prices = priceGroup(page, 'Prices for 10 mg, 30 tablets');
  for (const label of CATEGORY_LABELS) {
    await expect(prices.getByRole('radio', { name: new RegExp(`^${label} \\$`) })).toHaveCount(1);
  }
  await expect(prices.getByText('Lowest price')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await prices.locator('[data-category="local"]').click();
  await expect(prices.getByRole('radio', { name: /^Smart Deal / })).toBeChecked();
  await page.getByText('How this price is made').focus();
  await page.keyboard.press('Enter');
  const breakdown = page.getByTestId('price-breakdown');
  await expect(breakdown).toBeVisible();
  await expect(breakdown).toContainText('Medication cost');
  await expect(breakdown).toContainText('Markup');
  await expect(breakdown).toContainText('Dispensing fee');
  const parts = await breakdown.locator('[data-part-cents]').allTextContents();
  const total = await breakdown.locator('[data-total-cents]').textContent();
  expect(parts.length).toBeGreaterThanOrEqual(3);
  expect(parts.reduce((sum, part) => sum + centsOf(part), 0)).toBe(centsOf(total ?? ''));
  const shownPrice = await prices.locator('[data-category="local"]').textContent();
  expect(shownPrice).toContain(total ?? 'missing');
  await expect(page.getByRole('heading', { name: 'About Atorvastatin' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('changing the strength keeps the quantity when offered, else the default', async ({
  page,
}) => {
  await page.goto('/valacyclovir');
  await expect(priceGroup(page, 'Prices for 500 mg, 30 tablets')).toBeVisible();
  await page.getByLabel('Quantity', { exact: true }).selectOption('90');
  await expect(priceGroup(page, 'Prices for 500 mg, 90 tablets')).toBeVisible();
  await page.getByLabel('Strength').selectOption({ label: '1 g' });
  await expect(priceGroup(page, 'Prices for 1 g, 21 tablets')).toBeVisible();
  expect(await selectedText(page, 'Quantity')).toBe('21 tablets');
  await page.getByLabel('Quantity', { exact: true }).selectOption('30');
  await page.getByLabel('Strength').selectOption({ label: '500 mg' });
  await expect(priceGroup(page, 'Prices for 500 mg, 30 tablets')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(priceGroup(page, 'Prices for 500 mg, 30 tablets')).toBeVisible();
  expect(await selectedText(page, 'Strength')).toBe('500 mg');
});

test('a custom quantity shows its price; impossible ones send nothing or show why', async ({
  page,
}) => {
  await page.goto('/atorvastatin');
  await expect(priceGroup(page, 'Prices for 10 mg, 30 tablets')).toBeVisible();
  const quantityRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/quantity\//.test(request.url())) {
      quantityRequests.push(new URL(request.url()).pathname);
    }
  });
  const field = page.getByLabel('Other quantity');

  await field.fill('100001');
  await page.waitForTimeout(600);
  await field.fill('lots');
  await page.waitForTimeout(600);
  expect(quantityRequests).toEqual([]);

  await field.fill('45');
  const prices = priceGroup(page, 'Prices for 10 mg, 45 tablets');
  await expect(prices).toBeVisible();
  for (const label of CATEGORY_LABELS) {
    await expect(prices.getByRole('radio', { name: new RegExp(`^${label} \\$`) })).toHaveCount(1);
  }
  expect(quantityRequests.some((path) => path.endsWith('/quantity/45'))).toBe(true);

  await field.fill('0');
  await expect(page.getByText('Quantity must be a whole number from 1 to 100000')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('sildenafil opens at 50 mg, 10 tablets', async ({ page }) => {
  await page.goto('/sildenafil');
  await expect(priceGroup(page, 'Prices for 50 mg, 10 tablets')).toBeVisible();
  expect(await selectedText(page, 'Strength')).toBe('50 mg');
  expect(await selectedText(page, 'Quantity')).toBe('10 tablets');
  await expectNoSeriousA11yViolations(page);
});

test('Lipitor offers the generic atorvastatin and the saving', async ({ page }) => {
  await page.goto('/lipitor');
  await expect(page.getByRole('heading', { level: 1, name: 'Lipitor' })).toBeVisible();
  await expect(page.getByText('Brand of atorvastatin')).toBeVisible();
  const offer = page.getByRole('region', { name: 'Save with the generic' });
  await expect(offer).toContainText(/You save \$[\d,]+\.\d\d/);
  await expectNoSeriousA11yViolations(page);
  await offer.getByRole('link', { name: 'Atorvastatin' }).click();
  await expect(page).toHaveURL(/\/atorvastatin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Atorvastatin' })).toBeVisible();
});

test('an unknown drug shows the not-found screen', async ({ page }) => {
  await page.goto('/no-such-medicine-here');
  await expect(
    page.getByRole('heading', { name: "Uh oh! We couldn't find this page." }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
