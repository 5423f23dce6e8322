import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { signUpThroughApi } from '../support/accounts';
import { callApi } from '../support/api';

test('an address the check spells differently is saved as the accepted suggestion', async ({
  page,
}) => {
  await signUpThroughApi(page, 'address');
  await page.goto('/account/addresses');
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Add an address' }).click();
  const save = page.getByRole('button', { name: 'Save address' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Street address').fill('4400 lindell boulevard');
  await page.getByLabel('Apt/Suite (optional)').fill('Apt 2');
  await page.getByLabel('City').fill('St. Louis');
  await page.getByLabel('State').selectOption({ label: 'Missouri' });
  await page.getByLabel('Zip code').fill('63108');
  await page.getByLabel('Special instructions (optional)').fill('Leave at the front desk');
  await expectNoSeriousA11yViolations(page);
  await save.click();

  const dialog = page.getByRole('dialog', { name: 'Suggested Address' });
  await expect(dialog).toBeVisible();
  const accept = dialog.getByRole('button', { name: 'Accept Suggestion' });
  await expect(accept).toBeDisabled();
  await expect(dialog.getByRole('group', { name: 'Original address' })).toContainText(
    '4400 lindell boulevard, Apt 2',
  );
  await dialog
    .getByRole('group', { name: 'Suggested addresses' })
    .getByRole('radio', { name: /4400 Lindell Blvd, Apt 2/ })
    .check();
  await expect(accept).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await accept.click();
  await expect(dialog).toBeHidden();

  const saved = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('4400 Lindell Blvd, Apt 2');
  await expect(saved).toContainText('Saint Louis, MO 63108');
  await expect(saved).toContainText('Leave at the front desk');
  await expect(saved).toContainText('Default address');
  await expectNoSeriousA11yViolations(page);

  const { result } = await callApi<{ result: { is_verified: boolean } }>(
    page,
    'GET',
    'v2/user/account/address?shipping_default=true',
  );
  expect(result.is_verified).toBe(true);
});

test('an address the check cannot find says how to get help, and saves nothing', async ({
  page,
}) => {
  await signUpThroughApi(page, 'address');
  await page.goto('/account/addresses');
  await page.getByRole('button', { name: 'Add an address' }).click();
  await page.getByLabel('Street address').fill('1 Main St');
  await page.getByLabel('City').fill('Chicago');
  await page.getByLabel('State').selectOption({ label: 'Illinois' });
  await page.getByLabel('Zip code').fill('63108');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(
    page.getByText(/We couldn't find that address in the USPS database\. .* For help, call /),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
});
