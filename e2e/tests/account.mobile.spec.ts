import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { signUpThroughApi } from '../support/accounts';

test('on a phone the account pages fit the screen and the phone step masks the number', async ({
  page,
}) => {
  await signUpThroughApi(page, 'mobile');
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);

  await page.getByRole('link', { name: 'Edit profile' }).click();
  const contact = page.getByRole('region', { name: 'Contact details' });
  const mobile = contact.getByLabel('Mobile number');
  await expect(mobile).toHaveAttribute('placeholder', '+1 (___) ___-____');
  await mobile.pressSequentially('5551234567');
  await expect(mobile).toHaveValue('+1 (555) 123-4567');
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Back to your account' }).click();
  await expect(page).toHaveURL(/\/account$/);
});
