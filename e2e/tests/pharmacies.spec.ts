import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';

const NONE_NEARBY = "We didn't find any nearby pharmacies. Try searching in a different zip code.";

/** The drug page at its retail price: the pharmacies nearby that sell at it. */
async function openDrugPage(page: Page) {
  await page.goto('/atorvastatin');
  await page
    .getByRole('group', { name: /^Prices for / })
    .locator('[data-category="edlp"]')
    .click();
  await expect(
    page.getByRole('heading', { name: 'Retail prices at pharmacies near you' }),
  ).toBeVisible();
}

test('a ZIP code lists pharmacies with prices, ten first and more on request', async ({ page }) => {
  await openDrugPage(page);
  await page.getByLabel('ZIP code').fill('63103');
  const list = page.getByRole('group', { name: 'Pharmacies near 63103' });
  await expect(list.getByRole('radio')).toHaveCount(10);
  await expect(list.getByRole('radio').first()).toHaveAccessibleName(/\$\d+\.\d\d$/);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'See More Pharmacies' }).click();
  expect(await list.getByRole('radio').count()).toBeGreaterThan(10);
  const box = await list.getByRole('list').boundingBox();
  expect(box?.height).toBeLessThanOrEqual(507);
  await list.getByRole('radio').first().check();
  await expect(list.getByRole('radio').first()).toBeChecked();
  await expectNoSeriousA11yViolations(page);
});

test("an entry that is not five digits says 'Invalid zipcode'", async ({ page }) => {
  await openDrugPage(page);
  const zip = page.getByLabel('ZIP code');
  await expect(zip).toHaveAttribute('maxlength', '5');
  await zip.fill('1234');
  await expect(page.getByText('Invalid zipcode')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await zip.fill('abcde');
  await expect(page.getByText('Invalid zipcode')).toBeVisible();
  await expect(page.getByRole('group', { name: /Pharmacies near/ })).toHaveCount(0);
});

test('a ZIP code far from any pharmacy says so', async ({ page }) => {
  await openDrugPage(page);
  await page.getByLabel('ZIP code').fill('99791');
  await expect(page.getByText(NONE_NEARBY)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('"Use my location" finds pharmacies near the device', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 38.6312, longitude: -90.1922 });
  await openDrugPage(page);
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByLabel('ZIP code')).toHaveValue(/^63\d{3}$/);
  await expect(
    page.getByRole('group', { name: /Pharmacies near 63\d{3}/ }).getByRole('radio'),
  ).toHaveCount(10);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/lisinopril');
  await expect(page.getByLabel('ZIP code')).toHaveValue(/^63\d{3}$/);
});

test('a position the person already shared fills the list without a ZIP code', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 38.6312, longitude: -90.1922 });
  await openDrugPage(page);
  await expect(page.getByLabel('ZIP code')).toHaveValue(/^63\d{3}$/);
  await expect(
    page.getByRole('group', { name: /Pharmacies near 63\d{3}/ }).getByRole('radio'),
  ).toHaveCount(10);
});

test('Smart Deal lists the pharmacies that sell at it first; delivery is the mail-order pharmacy', async ({
  page,
}) => {
  await openDrugPage(page);
  await page.getByLabel('ZIP code').fill('63103');
  const prices = page.getByRole('group', { name: /^Prices for / });
  const smartDeal = prices.locator('[data-category="local"]');
  const amount = (await smartDeal.innerText()).match(/\$[\d,]+\.\d\d/)?.[0] ?? 'none';
  await smartDeal.click();
  const list = page.getByRole('group', { name: 'Pharmacies near 63103' });
  await expect(list.getByRole('radio').first()).toHaveAccessibleName(new RegExp(`\\${amount}$`));
  await expectNoSeriousA11yViolations(page);
  await prices.locator('[data-category="delivery"]').click();
  await expect(
    page.getByRole('heading', { name: 'Home delivery from our mail-order pharmacy' }),
  ).toBeVisible();
  await expect(list.getByRole('radio')).toHaveCount(1);
});
