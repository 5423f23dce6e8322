import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { heroSearch, NOT_FOUND_HEADING, typeInHomeHeroSearch } from '../support/search';

/** After a submitted search: a drug page for Lisinopril, or results that list it. */
async function expectLisinoprilFound(page: Page) {
  await expect(page).toHaveURL(/\/(lisinopril|search\?q=lisin\w*)$/);
  if (new URL(page.url()).pathname === '/search') {
    const results = page.getByRole('region', { name: 'Matching medications' });
    await expect(results.getByRole('link', { name: /^Lisinopril/ }).first()).toHaveAttribute(
      'href',
      /^\/lisinopril/,
    );
  } else {
    await expect(page.getByRole('heading', { level: 1, name: 'Lisinopril' })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: NOT_FOUND_HEADING })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
}

test('"lisin" in the home hero box suggests drugs and Enter lists the matches', async ({
  page,
}) => {
  const { input } = await typeInHomeHeroSearch(page, 'lisin');
  await expectNoSeriousA11yViolations(page);
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=lisin$/);
  await expect(page).toHaveTitle('Search results for “lisin” | Fillwell');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Search results for “lisin”' }),
  ).toBeVisible();
  await expectLisinoprilFound(page);

  const results = page.getByRole('region', { name: 'Matching medications' });
  await results
    .getByRole('link', { name: /^Lisinopril/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Lisinopril/ })).toBeVisible();
});

test('"lisinipril" in the home hero box opens the Lisinopril page', async ({ page }) => {
  const { searchButton } = await typeInHomeHeroSearch(page, 'lisinipril');
  await searchButton.click();
  await expect(page).toHaveURL(/\/lisinopril$/);
  await expectLisinoprilFound(page);
});

test('the hero box asks for two letters, and a name nothing matches says so', async ({ page }) => {
  await page.goto('/');
  const { input, status, options } = heroSearch(page);
  await input.click();
  await input.pressSequentially('l');
  await expect(status).toHaveText('Please enter at least 2 letters to search');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/$/);

  await input.pressSequentially('zzzzqqq');
  await expect(status).toHaveText('No results found.');
  await expect(options).toHaveCount(0);
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=l?zzzzqqq$/);
  const results = page.getByRole('region', { name: 'Matching medications' });
  await expect(results).toHaveText('No results found.');
  await expect(page.getByRole('heading', { name: NOT_FOUND_HEADING })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the invite and gateway hero boxes suggest and submit the same way', async ({ page }) => {
  for (const path of ['/invite/friend42', '/rxsave']) {
    await page.goto(path);
    const { input, options } = heroSearch(page);
    await input.click();
    await input.pressSequentially('lisinipril');
    await expect(options.filter({ hasText: /^Lisinopril/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await input.press('Enter');
    await expectLisinoprilFound(page);
  }
});

test('the header box submits typed text the same way', async ({ page }) => {
  await page.goto('/');
  const input = page.getByRole('banner').getByRole('combobox', { name: 'Search for a medication' });
  await input.click();
  await input.pressSequentially('lisin');
  await expect(page.getByRole('banner').getByRole('option').first()).toBeVisible();
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=lisin$/);
  await expectLisinoprilFound(page);
});
