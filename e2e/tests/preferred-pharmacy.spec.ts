import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { callApi, findPriceId } from '../support/api';

/** A medication in the visitor's cart, as the drug page's Add to cart puts it. */
async function fillCart(page: Page) {
  const priceId = await findPriceId(page, 'atorvastatin', 'edlp');
  await callApi(page, 'POST', 'v2/cart/items', { items: [{ price_id: priceId }] });
}

/** Types the ZIP and picks the first pharmacy listed; answers its name. */
async function chooseFirstPharmacy(page: Page): Promise<string> {
  await page.getByLabel('ZIP code').fill('63103');
  const list = page.getByRole('group', { name: 'Pharmacies near 63103' });
  const first = list.getByRole('radio').first();
  await expect(first).toBeVisible();
  await first.check();
  const name = await list.locator('li').first().locator('span.font-semibold').first().innerText();
  await page.getByRole('button', { name: 'Use this pharmacy' }).click();
  return name;
}

test('a preferred pharmacy is marked, and its mark opens the preferred-pharmacy modal', async ({
  page,
}) => {
  await page.goto('/mdv/edit-pharmacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your pharmacy' })).toBeVisible();
  await page.getByLabel('ZIP code').fill('63103');
  const list = page.getByRole('group', { name: 'Pharmacies near 63103' });
  await expect(list.getByRole('radio').first()).toBeVisible();
  const mark = page
    .getByRole('button', { name: /^Preferred: why .+ is a preferred pharmacy$/ })
    .first();
  await expect(mark).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const label = (await mark.getAttribute('aria-label')) ?? '';
  const pharmacyName = /^Preferred: why (.+) is a preferred pharmacy$/.exec(label)?.[1] ?? '';
  await mark.click();
  const dialog = page.getByRole('dialog', { name: `${pharmacyName} is a preferred pharmacy` });
  await expect(dialog).toBeVisible();
  const props = dialog.getByRole('list', { name: 'Why choose a preferred pharmacy' });
  await expect(props.getByRole('listitem').first()).toContainText('Preferred pricing');
  await expect(props).toContainText('We move your prescription');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toHaveCount(0);
  // The mark only explains: nothing was chosen.
  await expect(list.getByRole('radio', { checked: true })).toHaveCount(0);
});

test('the pharmacy of the cart changes on /mdv/edit-pharmacy and /edit-bsd-pharmacy, and /pharmacy-confirmation confirms it', async ({
  page,
}) => {
  await page.goto('/');
  await fillCart(page);

  await page.goto('/mdv/edit-pharmacy');
  const pickup = await chooseFirstPharmacy(page);
  await expect(page).toHaveURL(/\/pharmacy-confirmation\?from=pickup$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your pharmacy is confirmed' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your pharmacy' })).toContainText(pickup);
  await expect(page.getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute(
    'href',
    '/checkout',
  );
  await expectNoSeriousA11yViolations(page);

  // Smart Deal pharmacies: the cart moves to the one chosen there.
  await page.goto('/edit-bsd-pharmacy');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose your Smart Deal pharmacy' }),
  ).toBeVisible();
  await expect(page.getByText(`Your pharmacy now: ${pickup}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const smartDeal = await chooseFirstPharmacy(page);
  await expect(page).toHaveURL(/\/pharmacy-confirmation\?from=smartDeal$/);
  await expect(page.getByRole('region', { name: 'Your pharmacy' })).toContainText(smartDeal);
  const cart = await callApi<{ pharmacy: { name: string } | null }>(page, 'GET', 'v2/cart');
  expect(cart.pharmacy?.name).toBe(smartDeal);

  await page.getByRole('link', { name: 'Change pharmacy' }).click();
  await expect(page).toHaveURL(/\/edit-bsd-pharmacy$/);
});

test('/pharmacy-confirmation without a chosen pharmacy leads to choosing one', async ({ page }) => {
  await page.goto('/pharmacy-confirmation');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a pharmacy' })).toBeVisible();
  await expect(page.getByText('You have not chosen a pharmacy yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Choose a pharmacy' }).click();
  await expect(page).toHaveURL(/\/mdv\/edit-pharmacy$/);
});
