import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';

test('a visitor on a phone opens the side menu and sees Sign In and Create Account', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByPlaceholder('Search for a medication')).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  await header.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(menu.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
    'href',
    '/signup',
  );
  const width = await menu.evaluate((element) => element.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);

  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
});

test('every side-menu link opens a real page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: 'Blog' })).toBeVisible();
  const hrefs = await menu
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const paths = [...new Set(hrefs)].filter((href) => href.startsWith('/'));
  expect(paths).toEqual(expect.arrayContaining(['/how-fillwell-works', '/blog', '/login']));
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByText("Uh oh! We couldn't find this page."), path).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }
});
