import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';

/** Expects a legal document with its title as heading and page title, and scans the page. */
async function expectDocument(page: Page, title: string) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | Fillwell`);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

test('the footer’s terms of use link opens the terms', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
  await expect(page).toHaveURL(/\/legal\/terms-of-use$/);
  await expectDocument(page, 'Terms of Use');
  await expect(page.getByText('Fillwell is not a pharmacy and does not dispense')).toBeVisible();
});

test('the short paths show their documents', async ({ page }) => {
  await page.goto('/terms');
  await expectDocument(page, 'Terms of Use');

  await page.goto('/telemed-restrictions');
  await expectDocument(page, 'Telemedicine Restrictions');
  const conditions = page.getByRole('table');
  await expect(conditions.getByRole('row', { name: /Birth control/ })).toContainText(
    'Women 18 to 50',
  );
  await expect(page.getByText('No controlled substances.')).toBeVisible();
});

test('/legal opens the terms of use', async ({ page }) => {
  await page.goto('/legal');
  await expect(page).toHaveURL(/\/legal\/terms-of-use$/);
  await expectDocument(page, 'Terms of Use');
});

test('the in-app view shows the document without the site header and footer', async ({ page }) => {
  await page.goto('/m/legal/privacy-policy');
  await expectDocument(page, 'Privacy Policy');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('an unknown legal page is not found', async ({ page }) => {
  await page.goto('/legal/nope');
  await expect(
    page.getByRole('heading', { level: 1, name: "Uh oh! We couldn't find this page." }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
