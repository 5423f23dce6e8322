import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';

function headerSearch(page: Page) {
  const header = page.getByRole('banner');
  return {
    input: header.getByRole('combobox', { name: 'Search for a medication' }),
    options: header.getByRole('option'),
    status: header.getByRole('status'),
  };
}

async function typeInHeaderSearch(page: Page, text: string) {
  await page.goto('/');
  const search = headerSearch(page);
  await search.input.click();
  await search.input.pressSequentially(text);
  return search;
}

test('typing "ator" suggests Atorvastatin (Lipitor) and opening it goes to its page', async ({
  page,
}) => {
  const { input, options } = await typeInHeaderSearch(page, 'ator');
  const atorvastatin = page.getByRole('option', { name: 'Atorvastatin Lipitor' });
  await expect(atorvastatin).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(4);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousA11yViolations(page);

  await atorvastatin.click();
  await expect(page).toHaveURL(/\/atorvastatin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Atorvastatin' })).toBeVisible();
  await expect(input).toHaveValue('');
});

test('a drug page visited shows in the empty search box as recently viewed', async ({ page }) => {
  await page.goto('/lisinopril');
  await expect(page.getByRole('heading', { level: 1, name: 'Lisinopril' })).toBeVisible();
  await page.goto('/atorvastatin');
  await expect(page.getByRole('heading', { level: 1, name: 'Atorvastatin' })).toBeVisible();
  const { input } = headerSearch(page);
  await input.click();
  const recent = page.getByRole('listbox', { name: 'Recently viewed' });
  await expect(recent.getByRole('option')).toHaveCount(2);
  await expect(recent.getByRole('option').first()).toContainText('Atorvastatin');
  await expectNoSeriousA11yViolations(page);
  await input.press('ArrowDown');
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/lisinopril$/);
});

test('the arrow keys and Enter open a suggestion', async ({ page }) => {
  const { input, options } = await typeInHeaderSearch(page, 'ator');
  await expect(page.getByRole('option', { name: 'Atorvastatin Lipitor' })).toBeVisible();
  const names = await options.allTextContents();
  const index = names.indexOf('AtorvastatinLipitor');
  expect(index).toBeGreaterThanOrEqual(0);
  for (let step = 0; step <= index; step += 1) await input.press('ArrowDown');
  const activeId = await input.getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${activeId}"]`)).toContainText('Atorvastatin');
  await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/atorvastatin$/);
});

test('a misspelled name still finds the drug', async ({ page }) => {
  const { input, options } = await typeInHeaderSearch(page, 'atorvastatn');
  await expect(options.filter({ hasText: /^Atorvastatin/ }).first()).toBeVisible();
  await input.fill('');
  await input.pressSequentially('lisinipril');
  await expect(options.filter({ hasText: /^Lisinopril/ }).first()).toBeVisible();
});

test('one letter asks for two', async ({ page }) => {
  const { options, status } = await typeInHeaderSearch(page, 'a');
  await expect(status).toHaveText('Please enter at least 2 letters to search');
  await expect(options).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a name nothing matches says so', async ({ page }) => {
  const { options, status } = await typeInHeaderSearch(page, 'zzzzqqq');
  await expect(status).toHaveText('No results found.');
  await expect(options).toHaveCount(0);
});

test('suggestions stop at four', async ({ page }) => {
  const response = await page.request.get('/api/medications?name=ol&limit=20');
  const { results } = (await response.json()) as { results: unknown[] };
  expect(results.length).toBeGreaterThan(4);
  const { options } = await typeInHeaderSearch(page, 'ol');
  await expect(options).toHaveCount(4);
});

test('Escape closes the results and clears the box', async ({ page }) => {
  const { input, options } = await typeInHeaderSearch(page, 'ator');
  await expect(options.first()).toBeVisible();
  await input.press('Escape');
  await expect(input).toHaveValue('');
  await expect(options).toHaveCount(0);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
});
