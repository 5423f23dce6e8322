import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';

const NOT_FOUND = "Uh oh! We couldn't find this page.";

function heroSearch(page: Page) {
  const landmark = page.getByRole('search', { name: 'Find a medication price' });
  return {
    input: landmark.getByRole('combobox', { name: 'Search for a medication' }),
    options: landmark.getByRole('option'),
    searchButton: landmark.getByRole('button', { name: 'Search', exact: true }),
  };
}

async function typeOnPhone(page: Page, text: string) {
  await page.goto('/');
  const search = heroSearch(page);
  await search.input.tap();
  await search.input.pressSequentially(text);
  await expect(search.options.filter({ hasText: /^Lisinopril/ }).first()).toBeVisible();
  expect(await search.options.count()).toBeLessThanOrEqual(4);
  await expectNoSeriousA11yViolations(page);
  return search;
}

test('on a phone, "lisin" in the hero box lists the matches', async ({ page }) => {
  const { searchButton } = await typeOnPhone(page, 'lisin');
  await searchButton.tap();
  await expect(page).toHaveURL(/\/search\?q=lisin$/);
  const results = page.getByRole('region', { name: 'Matching medications' });
  const lisinopril = results.getByRole('link', { name: /^Lisinopril/ }).first();
  await expect(lisinopril).toBeVisible();
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await lisinopril.tap();
  await expect(page.getByRole('heading', { level: 1, name: /^Lisinopril/ })).toBeVisible();
});

test('on a phone, "lisinipril" in the hero box opens the Lisinopril page', async ({ page }) => {
  const { input } = await typeOnPhone(page, 'lisinipril');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/lisinopril$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lisinopril' })).toBeVisible();
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
