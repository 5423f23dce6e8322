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
