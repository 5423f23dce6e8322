import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { openClinicianView } from '../support/telemed';

test('the clinician console has the staff shell, with no consumer offer, cart or marketing', async ({
  browser,
}) => {
  const page = await openClinicianView(browser);
  const header = page.getByRole('banner');
  await expect(header.getByText('Clinician console')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
  await expect(header.getByRole('search')).toHaveCount(0);
  await expect(header.getByRole('link', { name: /cart/i })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Welcome offer' })).toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(/welcome offer|not insurance|\$15 off/i);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Clinician console')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('search')).toBeVisible();
  await page.context().close();
});
