import type { Browser } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { createJourneyEmail } from '../support/accounts';
import { fillCardForm, TEST_VISA } from '../support/cards';
import { addDays, formatLongDate } from '../support/dates';
import {
  createPlusAccount,
  createPlusPatient,
  openPartnerConsole,
  readPatientLink,
  registerPatientThroughApi,
  type PlusPatient,
} from '../support/pharmacy-plus';

function findTimelineStep(page: Page, label: string) {
  return page
    .getByRole('list', { name: 'Fulfillment status' })
    .first()
    .getByRole('listitem')
    .filter({ hasText: label });
}

/** The patient opens the texted link, enters the code and creates their account. */
async function verifyByLink(browser: Browser, staff: Page, patient: PlusPatient): Promise<Page> {
  const link = await readPatientLink(staff, patient.phone);
  const page = await (await browser.newContext()).newPage();
  await page.goto(link.path);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Fillwell Pharmacy Plus' }),
  ).toBeVisible();
  await expect(page.getByText(/Riverside Community Pharmacy invited you/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const codeForm = page.getByRole('form', { name: 'Enter your code' });
  await codeForm.getByLabel('Verification code').fill(link.code);
  await codeForm.getByRole('button', { name: 'Verify' }).click();
  await createPlusAccount(page, createJourneyEmail('plus'));
  await expectNoSeriousA11yViolations(page);
  return page;
}

async function addPrescription(staff: Page, search: string) {
  const form = staff.getByRole('main');
  await form.getByLabel('Medication').fill(search);
  const results = staff.getByRole('list', { name: 'Catalogue results' });
  await results.getByRole('button').first().click();
  const prescription = staff.getByRole('form', { name: 'Add a prescription' });
  await expect(prescription.getByRole('group', { name: 'Quantity 90' })).toBeVisible();
  await prescription.getByLabel('Refills').fill('3');
  await prescription.getByRole('button', { name: 'Save prescription' }).click();
  await expect(
    staff
      .getByRole('list', { name: 'Registered prescriptions' })
      .getByRole('listitem')
      .filter({
        hasText: new RegExp(search, 'i'),
      }),
  ).toBeVisible();
}

test('a partner registers a patient, who verifies, orders a 90-day supply by express and follows it', async ({
  browser,
}) => {
  test.slow();
  const patient = createPlusPatient();
  const staff = await openPartnerConsole(browser);

  await staff.getByRole('link', { name: 'Register a patient' }).first().click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Register a patient' })).toBeVisible();
  const details = staff.getByRole('form', { name: 'Register a patient' });
  await details.getByLabel('First name').fill(patient.firstName);
  await details.getByLabel('Last name').fill(patient.lastName);
  await details.getByLabel('Date of birth').fill(patient.dob);
  await details.getByLabel('Mobile phone number').fill(patient.phone);
  await details.getByLabel('Street address').fill('4400 Lindell Blvd');
  await details.getByLabel('City').fill('Saint Louis');
  await details.getByLabel('State').selectOption('MO');
  await details.getByLabel('ZIP code').fill('63108');
  await expectNoSeriousA11yViolations(staff);
  await details.getByRole('button', { name: 'Register patient' }).click();
  await expect(staff.getByRole('heading', { name: /^Prescriptions of Jordan/ })).toBeVisible();
  await addPrescription(staff, 'atorvastatin');
  await addPrescription(staff, 'lisinopril');
  await expectNoSeriousA11yViolations(staff);
  await staff.getByRole('button', { name: /^Send Jordan .* their link$/ }).click();
  await expect(staff.getByText(/Link and code sent to/)).toBeVisible();

  const page = await verifyByLink(browser, staff, patient);
  for (const name of ['Atorvastatin', 'Lisinopril']) {
    await page.getByRole('button', { name: new RegExp(`^Add ${name}.* to order$`, 'i') }).click();
    await expect(page.getByRole('list', { name: 'Items in your order' })).toContainText(
      new RegExp(name, 'i'),
    );
  }
  const total = page.getByTestId('order-total');
  const before = await total.textContent();
  await page
    .getByRole('group', { name: /^Supply of Atorvastatin/i })
    .getByRole('radio', { name: /90-day supply/ })
    .check();
  await expect(total).not.toHaveText(before ?? '');

  await page.getByRole('radio', { name: /^Express shipping/ }).check();
  await page.getByRole('checkbox', { name: 'Ask for a signature on delivery' }).check();
  await expect(
    page.getByRole('checkbox', { name: 'Ask for a signature on delivery' }),
  ).toBeChecked();
  const note = page.getByRole('form', { name: 'Special instructions' });
  await note.getByLabel(/Special instructions/).fill('Please leave with the front desk.');
  await note.getByRole('button', { name: 'Save instructions' }).click();
  await expect(note.getByText('Instructions saved.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('heading', { name: 'New Payment Method' })).toBeVisible();
  await fillCardForm(payment, TEST_VISA);
  await payment.getByRole('button', { name: 'Save' }).click();
  await expect(payment.getByRole('radio', { name: /4242/ })).toBeChecked();
  await page.getByRole('button', { name: /^Submit order/ }).click();
  await expect(page.getByText(/was sent to Riverside Community Pharmacy/)).toBeVisible();
  await expect(findTimelineStep(page, 'Retrieving Prescription')).toHaveAttribute(
    'data-state',
    'in-progress',
  );
  await expectNoSeriousA11yViolations(page);

  await staff.goto('/partner');
  const name = `${patient.firstName} ${patient.lastName}`;
  await staff
    .getByRole('link', { name: `Open the order of ${name}` })
    .first()
    .click();
  await expect(
    staff.getByRole('heading', { level: 1, name: new RegExp(`for ${name}$`) }),
  ).toBeVisible();
  await expect(staff.getByText(/Express shipping, signature required/)).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  await staff.getByRole('button', { name: 'Start processing' }).click();
  await staff.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(staff.getByRole('button', { name: 'Mark delivered' })).toBeVisible();

  await page.reload();
  await expect(findTimelineStep(page, 'Order Shipped')).toHaveAttribute(
    'data-state',
    'in-progress',
  );
  await staff.context().close();
});

test('the patient and the pharmacy chat, each seeing the other’s messages without a reload', async ({
  browser,
}) => {
  test.slow();
  const patient = createPlusPatient();
  const staff = await openPartnerConsole(browser);
  const patientId = await registerPatientThroughApi(staff, patient, ['atorvastatin']);
  await staff.request.post(`/api/v2/partner/patients/${patientId}/link?platform=web&app=5.0.12`, {
    headers: { 'x-requested-with': 'fillwell' },
  });
  const page = await verifyByLink(browser, staff, patient);

  await page.getByRole('button', { name: 'Start a chat' }).click();
  const mine = page.getByRole('form', { name: 'New message' });
  await mine.getByLabel('Your message').fill('Is my refill ready?');
  await mine.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Is my refill ready?');
  await expectNoSeriousA11yViolations(page);

  await staff.goto('/partner');
  const name = `${patient.firstName} ${patient.lastName}`;
  await staff.getByRole('link', { name: `Chat with ${name}` }).click();
  await expect(staff.getByRole('list', { name: 'Messages' })).toContainText('Is my refill ready?');
  await expectNoSeriousA11yViolations(staff);
  const reply = staff.getByRole('form', { name: 'New message' });
  await reply.getByLabel('Your message').fill('Yes, it ships today.');
  await reply.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Yes, it ships today.');
  await mine.getByLabel('Your message').fill('Thank you!');
  await mine.getByRole('button', { name: 'Send' }).click();
  await expect(staff.getByRole('list', { name: 'Messages' })).toContainText('Thank you!');
  await staff.context().close();
});

test('the patient delays one auto-refill, cancels another, and answers the pharmacy’s survey', async ({
  browser,
}) => {
  test.slow();
  const patient = createPlusPatient();
  const staff = await openPartnerConsole(browser);
  const patientId = await registerPatientThroughApi(staff, patient, ['atorvastatin', 'lisinopril']);
  await staff.request.post(`/api/v2/partner/patients/${patientId}/link?platform=web&app=5.0.12`, {
    headers: { 'x-requested-with': 'fillwell' },
  });
  const page = await verifyByLink(browser, staff, patient);

  await page.getByRole('link', { name: 'Manage auto-refill for your medications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your medications' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const today = new Date().toISOString().slice(0, 10);
  const newDate = addDays(today, 20);
  await page.getByRole('button', { name: /^Delay auto-refill of Atorvastatin/i }).click();
  const delay = page.getByRole('dialog', { name: 'Delay your next refill' });
  await delay.getByLabel('New refill date').fill(newDate);
  await expectNoSeriousA11yViolations(page);
  await delay.getByRole('button', { name: 'Save new date' }).click();
  await expect(delay).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText(`next refill ${formatLongDate(newDate)}`);

  await page.getByRole('button', { name: /^Cancel auto-refill of Lisinopril/i }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel auto-refill?' });
  await cancel.getByRole('radio', { name: 'I have enough medication for now' }).check();
  await cancel.getByRole('button', { name: 'Cancel auto-refill' }).click();
  await expect(cancel).toHaveCount(0);
  await expect(
    page
      .getByRole('list', { name: 'Your prescriptions' })
      .getByRole('listitem')
      .filter({
        hasText: /Lisinopril/i,
      }),
  ).toContainText('Auto-refill off');

  await page.getByRole('link', { name: 'Back to your Pharmacy Plus account' }).click();
  await expect(page).toHaveURL(/\/order-service\/account$/);

  const title = `Your visit ${patient.lastName}`;
  await staff.goto('/partner/surveys');
  const publish = staff.getByRole('form', { name: 'Publish a survey' });
  await publish.getByLabel('Survey title').fill(title);
  await publish.getByLabel('Question 1 text').fill('How was your last pickup?');
  await expectNoSeriousA11yViolations(staff);
  await publish.getByRole('button', { name: 'Publish survey' }).click();
  await expect(staff.getByText(`“${title}” was published to your patients.`)).toBeVisible();

  await page.reload();
  const survey = page.getByRole('form', { name: title });
  await survey.getByRole('radio', { name: '5' }).check();
  await survey.getByRole('button', { name: 'Send answers' }).click();
  await expect(page.getByText(`${title}: thank you for your answers.`)).toBeVisible();

  await staff.reload();
  await staff.getByRole('button', { name: `Read answers to ${title}` }).click();
  const answers = staff.getByRole('list', { name: `Answers to ${title}` });
  await expect(answers).toContainText(patient.lastName);
  await expect(answers).toContainText('5');
  await staff.context().close();
});
