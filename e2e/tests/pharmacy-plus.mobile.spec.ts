import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { createJourneyEmail } from '../support/accounts';
import {
  createPlusAccount,
  createPlusPatient,
  openPartnerConsole,
  readTextTo,
  registerPatientThroughApi,
} from '../support/pharmacy-plus';

test('on a phone, a patient verifies with their details, orders, and starts a chat from the menu', async ({
  browser,
  page,
}) => {
  test.slow();
  const patient = createPlusPatient();
  const staff = await openPartnerConsole(browser);
  await registerPatientThroughApi(staff, patient, ['atorvastatin']);

  await page.goto('/order-service');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Fillwell Pharmacy Plus' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const details = page.getByRole('form', { name: 'Verify your details' });
  await details.getByLabel('Last name').fill(patient.lastName);
  await details.getByLabel('Date of birth').fill(patient.dob);
  await details.getByLabel('Mobile phone number').fill(patient.phone);
  await details.getByRole('button', { name: 'Send me a code' }).click();
  const codeForm = page.getByRole('form', { name: 'Enter your code' });
  await expect(codeForm).toBeVisible();
  const [, code = ''] = await readTextTo(page, patient.phone, /code is (\d{6})/);
  await codeForm.getByLabel('Verification code').fill(code);
  await codeForm.getByRole('button', { name: 'Verify' }).click();
  await createPlusAccount(page, createJourneyEmail('plus-mobile'));
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: /^Add Atorvastatin.* to order$/i }).click();
  await expect(page.getByRole('list', { name: 'Items in your order' })).toContainText(
    /Atorvastatin/i,
  );

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('navigation', { name: 'Pharmacy Plus menu' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await menu.getByRole('link', { name: 'Start a chat' }).click();
  await expect(page.getByRole('form', { name: 'New message' })).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Go to main site' }).click();
  const leave = page.getByRole('dialog', { name: 'Go to main site' });
  await expect(leave.getByRole('button', { name: 'Continue' })).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/order-service\/account/);
  await staff.context().close();
});
