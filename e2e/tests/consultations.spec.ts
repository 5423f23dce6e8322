import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expectOrderSummary, expectStep } from '../support/checkout';
import {
  answerVisitQuestions,
  findTimelineStep,
  openClinicianView,
  preparePatientThroughApi,
} from '../support/telemed';

// The journey spans a purchase, a visit, a clinician's review and the order moving on.
test.describe.configure({ timeout: 180_000 });

test('buy sildenafil with an online visit, a clinician prescribes it, the order moves on', async ({
  page,
  browser,
}) => {
  await preparePatientThroughApi(page, 'sildenafil');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();

  await expectStep(page, 'verify-rx', 'Do you have a prescription for Sildenafil yet?');
  await page.getByRole('main').getByRole('radio', { name: 'No' }).check();
  const visitOffer = page.getByRole('region', { name: 'Online doctor visit' });
  await visitOffer
    .getByRole('checkbox', { name: /Add an online doctor visit for Sildenafil/ })
    .check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectOrderSummary(page);
  await page.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-confirmation\/[\w-]+$/);
  const orderUrl = new URL(page.url()).pathname;
  await expect(
    page.getByRole('heading', { level: 1, name: 'Start your consultation now' }),
  ).toBeVisible();
  await expect(page.getByText('Action required')).toBeVisible();
  await expect(findTimelineStep(page, 'Retrieving Prescription')).toContainText('In progress');
  await expectNoSeriousA11yViolations(page);

  // The consultation card leads through /consultation/{id} to the built-in visit.
  await page.getByRole('link', { name: 'Start your consultation' }).click();
  await expect(page).toHaveURL(/\/visit\/[\w-]+$/);
  const visitPath = new URL(page.url()).pathname;
  const consultationId = visitPath.split('/').pop() ?? '';
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your online doctor visit' }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Visit questions' });
  await form.getByRole('button', { name: 'Send to the doctor' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please answer the questions marked above.');
  await expectNoSeriousA11yViolations(page);
  await answerVisitQuestions(page);
  await form.getByRole('button', { name: 'Send to the doctor' }).click();

  await expect(page).toHaveURL(`${visitPath}/confirmation`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your visit is with the doctor' }),
  ).toBeVisible();
  await expect(page.getByText('A doctor reviews your visit within 24 hours')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Until a clinician prescribes, the order waits at the pharmacy's first step, and its call to
  // action follows the visit: the doctor is reviewing it, nothing is asked of the person.
  await page.goto(orderUrl);
  await expect(findTimelineStep(page, 'Retrieving Prescription')).toContainText('In progress');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your doctor is reviewing your visit' }),
  ).toBeVisible();
  await expect(page.getByText('Action required')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Start your consultation' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your online doctor visit' })).toContainText(
    'A doctor reviews your visit within 24 hours.',
  );
  await expectNoSeriousA11yViolations(page);

  const clinician = await openClinicianView(browser);
  await clinician.locator(`a[href="/clinician/visits/${consultationId}"]`).click();
  await expect(clinician.getByRole('heading', { level: 1, name: 'Visit of Sam O.' })).toBeVisible();
  await expect(clinician.getByRole('region', { name: 'Answers' })).toContainText(
    'How long have you had trouble getting or keeping an erection?',
  );
  await expectNoSeriousA11yViolations(clinician);
  const decision = clinician.getByRole('form', { name: 'Your decision' });
  await decision.getByRole('button', { name: 'Prescribe' }).click();
  await expect(decision.getByText('Please write a note for the patient')).toBeVisible();
  const note = 'Take one tablet about an hour before sex, no more than once a day.';
  await decision.getByLabel('Note to the patient').fill(note);
  await decision.getByRole('button', { name: 'Prescribe' }).click();
  await expect(clinician.getByText('Prescribed by Jordan Rivera')).toBeVisible();
  await expectNoSeriousA11yViolations(clinician);
  await clinician.context().close();

  await page.reload();
  await expect(findTimelineStep(page, 'Retrieving Prescription')).toContainText('Completed');
  await expect(findTimelineStep(page, 'Order Processing')).toContainText(/In progress|Completed/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your doctor prescribed your medication' }),
  ).toBeVisible();
  await expect(page.getByText('Action required')).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: 'Your online doctor visit' })
      .getByRole('link', { name: "Read the doctor's report" }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/account/consultations');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Consultations' })).toBeVisible();
  const visit = page.getByRole('region', { name: 'Erectile Dysfunction' });
  await expect(visit.getByText('Prescribed', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await visit.getByRole('link', { name: /Read the doctor's report/ }).click();
  await expect(page).toHaveURL(`${visitPath}/report`);
  await expect(page.getByText('Jordan Rivera prescribed Sildenafil.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'A note from your clinician' })).toContainText(
    note,
  );
  await expectNoSeriousA11yViolations(page);
});
