import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expectPageToShowServerAnswer } from '../support/clock';
import { addDays, formatLongDate } from '../support/dates';
import { buyWithAutoRefillThroughApi, readSchedules } from '../support/medications';
import { buyWithDoctorVisitThroughApi, preparePatientThroughApi } from '../support/telemed';

// Other journeys may move the shared server's clock: dates are read from this account's data.
test.describe.configure({ timeout: 90_000 });

test('an auto-refill is shown, delayed and cancelled; a pinned drug is listed and unpinned', async ({
  page,
}) => {
  // Sildenafil is bought with a doctor's visit: its order waits for the clinician, so it stays
  // pending delivery; lisinopril is bought with auto-refill on.
  await preparePatientThroughApi(page, 'sildenafil');
  await page.goto('/account/medications');
  const heading = page.getByRole('heading', { level: 1, name: 'Your Medications' });
  await expect(heading).toBeVisible();
  await expect(page.getByText(/You have no pinned medications yet/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await buyWithDoctorVisitThroughApi(page);
  await buyWithAutoRefillThroughApi(page, 'lisinopril');

  // The list: the medication on its way, and its auto-refill with the next date.
  await page.reload();
  await expect(heading).toBeVisible();
  const pending = page.getByRole('region', { name: 'Pending delivery' });
  await expect(pending.getByRole('link', { name: 'Sildenafil', exact: true })).toBeVisible();
  const refills = page.getByRole('region', { name: 'Auto-refills' });
  const card = refills.getByRole('article', { name: 'Lisinopril', exact: true });
  // Checked against the server's answer: another journey may move the shared clock (a refill).
  const { schedules, today } = await expectPageToShowServerAnswer(
    page,
    () => readSchedules(page),
    async ({ schedules: [listed] }) => {
      expect(listed?.status).toBe('active');
      await expect(card.getByText(formatLongDate(listed?.next_execution_on ?? ''))).toBeVisible();
    },
  );
  const [schedule] = schedules;
  await expect(card.getByText('Auto-refill on')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A detail page, and back to the list at the entry it came from.
  await card.getByRole('link', { name: 'Lisinopril details' }).click();
  await expect(page).toHaveURL(/\/account\/medications\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lisinopril' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Prescription' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to your medications' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/medications#refill-${schedule?.id}$`));
  const marked = page.locator(`#refill-${schedule?.id}`);
  await expect(marked).toHaveAttribute('data-highlighted', 'true');
  await expect(marked).toBeFocused();
  await expect(marked).toBeInViewport();
  await expectNoSeriousA11yViolations(page);

  // Delay: a date after today is taken and shown as "MMMM D, YYYY".
  const newDate = addDays(today, 40);
  await card.getByRole('button', { name: 'Delay the auto-refill of Lisinopril' }).click();
  const delay = page.getByRole('dialog', { name: 'Delay your next refill' });
  await delay.getByLabel('New refill date').fill(today);
  await delay.getByRole('button', { name: 'Save new date' }).click();
  await expect(delay.getByText('Choose a date after today')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await delay.getByLabel('New refill date').fill(newDate);
  await delay.getByRole('button', { name: 'Save new date' }).click();
  await expect(delay).toBeHidden();
  const shown = formatLongDate(newDate);
  await expect(card.getByText(`Your next refill is now on ${shown}.`)).toBeVisible();
  await expect(card.getByText(shown, { exact: true })).toBeVisible();

  // Cancel, with a reason.
  await card.getByRole('button', { name: 'Cancel auto-refill of Lisinopril' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel auto-refill?' });
  await cancel.getByRole('radio', { name: 'I have enough medication for now' }).check();
  await expectNoSeriousA11yViolations(page);
  await cancel.getByRole('button', { name: 'Cancel auto-refill' }).click();
  await expect(cancel).toBeHidden();
  await expect(card.getByText('Your auto-refill of Lisinopril is cancelled.')).toBeVisible();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByText('Reason: I have enough medication for now')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Delay/ })).toHaveCount(0);
  const after = await readSchedules(page);
  expect(after.schedules[0]).toMatchObject({ status: 'cancelled', next_execution_on: newDate });

  // Pin a drug from its page: it is listed, then unpinned.
  await page.goto('/atorvastatin');
  const save = page.getByRole('button', { name: 'Save to my medications' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(page.getByText('Saved to your medications.')).toBeVisible();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Your Medications' }).click();
  const pinned = page.getByRole('region', { name: 'Pinned medications' });
  await expect(pinned.getByRole('link', { name: 'Atorvastatin', exact: true })).toBeVisible();
  await expect(pinned.getByRole('link', { name: 'Atorvastatin prices' })).toHaveAttribute(
    'href',
    '/atorvastatin',
  );
  await expectNoSeriousA11yViolations(page);
  await pinned.getByRole('button', { name: 'Unpin Atorvastatin' }).click();
  await expect(pinned.getByText('Atorvastatin is no longer pinned.')).toBeVisible();
  await expect(pinned.getByRole('link', { name: 'Atorvastatin', exact: true })).toHaveCount(0);
  await expect(pinned.getByText(/You have no pinned medications yet/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
