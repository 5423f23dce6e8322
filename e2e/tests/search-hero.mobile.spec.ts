import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { NOT_FOUND_HEADING, typeInHomeHeroSearch } from '../support/search';

async function typeOnPhone(page: Page, text: string) {
  const search = await typeInHomeHeroSearch(page, text, true);
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
  await expect(page.getByRole('heading', { name: NOT_FOUND_HEADING })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await lisinopril.tap();
  await expect(page.getByRole('heading', { level: 1, name: /^Lisinopril/ })).toBeVisible();
});

test('on a phone, "lisinipril" in the hero box opens the Lisinopril page', async ({ page }) => {
  const { input } = await typeOnPhone(page, 'lisinipril');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/lisinopril$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lisinopril' })).toBeVisible();
  await expect(page.getByRole('heading', { name: NOT_FOUND_HEADING })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
