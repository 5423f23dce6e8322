import { expect, type Page } from '@playwright/test';

export const NOT_FOUND_HEADING = "Uh oh! We couldn't find this page.";

/** The big search box of the home, invite and gateway pages. */
export function heroSearch(page: Page) {
  const landmark = page.getByRole('search', { name: 'Find a medication price' });
  return {
    input: landmark.getByRole('combobox', { name: 'Search for a medication' }),
    options: landmark.getByRole('option'),
    status: landmark.getByRole('status'),
    searchButton: landmark.getByRole('button', { name: 'Search', exact: true }),
  };
}

/** Types into the home page's hero box (tapping it on a phone) and waits for Lisinopril. */
export async function typeInHomeHeroSearch(page: Page, text: string, isTouch = false) {
  await page.goto('/');
  const search = heroSearch(page);
  await (isTouch ? search.input.tap() : search.input.click());
  await search.input.pressSequentially(text);
  await expect(search.options.filter({ hasText: /^Lisinopril/ }).first()).toBeVisible();
  expect(await search.options.count()).toBeLessThanOrEqual(4);
  await expect(search.input).toHaveAttribute('aria-expanded', 'true');
  return search;
}
