import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { createJourneyEmail } from '../support/accounts';
import {
  addCardAndContinue,
  answerNoToHealthQuestions,
  expectOrderSummary,
  expectStep,
  fillPhoneNumber,
  submitDeliveryAddress,
} from '../support/checkout';
import { reloadAtPaymentAndContinue } from '../support/checkout-answers';
import { answerVisitQuestions } from '../support/telemed';

// Each journey walks several checkout steps with an accessibility scan of every page it visits.
test.describe.configure({ timeout: 150_000 });

test('the prescription answer survives a reload and a new tab at the payment step', async ({
  page,
}) => {
  await reloadAtPaymentAndContinue(page);
});

/** The treatment flow's eligibility step: Missouri, a date of birth, male; then Continue. */
async function answerEligibility(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sildenafil' })).toBeVisible();
  await page.getByLabel('State you are in now').selectOption('MO');
  const dob = page.getByRole('group', { name: 'Date of birth' });
  await dob.getByLabel('Month').fill('4');
  await dob.getByLabel('Day').fill('12');
  await dob.getByLabel('Year').fill('1975');
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Good news' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

test('the visit bought from a treatment page asks each question once', async ({ page }) => {
  await page.goto('/treatments/erectile-dysfunction/sildenafil/2');
  await answerEligibility(page);
  await page.getByRole('button', { name: 'Add to cart with doctor visit' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Online doctor visit: $5.00')).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();

  await expectStep(page, 'login-or-signup', 'Create your account');
  const signUp = page.getByRole('form', { name: 'Create account' });
  await signUp.getByLabel('Email').fill(createJourneyEmail('visit'));
  await signUp.getByLabel('Password').fill('correct horse battery');
  await signUp.getByRole('button', { name: 'Create account' }).click();

  // Date of birth and sex were answered on the treatment page: only the name is asked.
  await expectStep(page, 'basic-info', 'Patient information');
  await expect(page.getByText('4/12/1975')).toBeVisible();
  await expect(page.getByLabel('Month')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Gender' })).toHaveCount(0);
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Ortiz');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Choosing the visit answered the prescription question: no verify-rx, no transfer.
  await expectStep(page, 'delivery-address', 'Confirm delivery address');
  await submitDeliveryAddress(page);
  await expectStep(page, 'additional-info', 'Additional information');
  await answerNoToHealthQuestions(page);
  await addCardAndContinue(page, '4242 4242 4242 4242');
  await fillPhoneNumber(page);

  await expectOrderSummary(page);
  await page.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Start your consultation now' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Start your consultation' }).click();
  await expect(page).toHaveURL(/\/visit\/[\w-]+$/);

  // The health questions were answered at checkout: the visit asks only about the condition.
  const form = page.getByRole('form', { name: 'Visit questions' });
  await expect(form.getByRole('group').first()).toBeVisible();
  for (const question of [
    'Are you allergic to any medications?',
    'Do you take any other medications, vitamins or supplements?',
    'Do you have any other medical conditions?',
  ]) {
    await expect(form.getByRole('group', { name: question })).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page);
  await answerVisitQuestions(page);
  await form.getByRole('button', { name: 'Send to the doctor' }).click();
  await expect(page).toHaveURL(/\/visit\/[\w-]+\/confirmation$/);
});
