import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { NOT_FOUND_HEADING } from '../support/search';

// What a crawler or link checker sees: the server's answer, not the offline copy.
test.use({ serviceWorkers: 'block' });

test('an unknown path answers 404 and shows the not-found screen', async ({ page }) => {
  for (const path of [
    '/no/such/page/here',
    '/no-such-drug',
    '/no-such-drug/side-effects',
    '/treatments/broken-heart',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: NOT_FOUND_HEADING })).toBeVisible();
    await expect(page).toHaveTitle(/not found/i);
  }
  await expectNoSeriousA11yViolations(page);
});

test('pages that exist answer 200', async ({ page }) => {
  for (const path of ['/', '/lisinopril', '/lisinopril/side-effects', '/search?q=lisin']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: NOT_FOUND_HEADING })).toHaveCount(0);
  }
});

test('a redirect path answers the app, which follows the redirect', async ({ page }) => {
  const response = await page.goto('/glucophage');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/metformin$/);
});
