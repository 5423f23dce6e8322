import { expect, test, type Locator, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';

const NOT_ELIGIBLE =
  "Sorry, you are not eligible for an online doctor's visit. This service is only available in certain states.";

function progress(page: Page) {
  return page.getByRole('progressbar', { name: 'Treatment steps' });
}

function continueButton(page: Page) {
  return page.getByRole('button', { name: 'Continue', exact: true });
}

/**
 * Picks a choice the page keeps in its address (quantity, how to get it): the radio shows checked
 * once the page has taken the new address, so wait for that rather than check() at once.
 */
async function choose(radio: Locator) {
  await radio.click();
  await expect(radio).toBeChecked();
}

async function fillDateOfBirth(page: Page, month: string, day: string, year: string) {
  const dob = page.getByRole('group', { name: 'Date of birth' });
  await dob.getByLabel('Month').fill(month);
  await dob.getByLabel('Day').fill(day);
  await dob.getByLabel('Year').fill(year);
}

// Each journey scans every page it visits: on a busy machine that outlasts the 30 s default.
test.describe.configure({ timeout: 90_000 });

test('a person browses a condition, picks a dosage, is refused in a state not covered, then adds the medication with a doctor visit', async ({
  page,
}) => {
  await page.goto('/');
  const conditions = page.getByRole('region', { name: 'Treat common conditions online' });
  await expect(conditions).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await conditions.getByRole('link', { name: 'Erectile dysfunction' }).click();

  // The condition page: what it is, medications with "from" prices, how it works, who it is for.
  await expect(page).toHaveURL(/\/treatments\/erectile-dysfunction$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Erectile Dysfunction treatment' }),
  ).toBeVisible();
  const meds = page.getByRole('region', { name: 'Medications' });
  await expect(meds.getByRole('heading', { name: 'Sildenafil' })).toBeVisible();
  await expect(meds.getByText(/^from \$\d+\.\d{2}$/).first()).toBeVisible();
  const how = page.getByRole('region', { name: 'How it works' });
  await expect(how).toContainText('Doctor review: within 24 hours');
  await expect(how).toContainText('A visit takes: 5 minutes');
  await expect(how).toContainText('Consultation fee: $5.00');
  const who = page.getByRole('region', { name: 'Who can have an online visit' });
  await expect(who).toContainText('18 and over');
  await expect(who).toContainText('Men only');
  await expect(who).toContainText('Arkansas');
  await expectNoSeriousA11yViolations(page);

  // Step 0: about the medication.
  await meds.getByRole('link', { name: 'Get started with Sildenafil' }).click();
  await expect(page).toHaveURL(/\/treatments\/erectile-dysfunction\/sildenafil\/0$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sildenafil' })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Step 1 of 4');
  await expect(page.getByRole('heading', { name: 'About this medication' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Step 1: dosage and quantity, each quantity priced.
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/sildenafil\/1\?med_id=\d+&quantity=10$/);
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Step 2 of 4');
  await expect(
    page.getByRole('heading', { name: 'Choose your dosage and quantity' }),
  ).toBeVisible();
  const dosage = page.getByLabel('Dosage', { exact: true });
  await expect(dosage.locator('option:checked')).toHaveText(/50\s?mg/);
  const hundred = await dosage.locator('option', { hasText: /100\s?mg/ }).getAttribute('value');
  await dosage.selectOption(hundred ?? '');
  await expect(page).toHaveURL(new RegExp(`med_id=${hundred}`));
  const quantities = page.getByRole('group', { name: 'Quantity' });
  const lastQuantity = quantities.getByRole('radio').last();
  await choose(lastQuantity);
  const quantity = await lastQuantity.getAttribute('value');
  await expect(page).toHaveURL(new RegExp(`med_id=${hundred}&quantity=${quantity}$`));
  await expectNoSeriousA11yViolations(page);

  // Step 2: a state the service does not cover shows the message and Continue stays blocked.
  await continueButton(page).click();
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Step 3 of 4');
  await expect(continueButton(page)).toBeDisabled();
  await page.getByLabel('State you are in now').selectOption('AR');
  await fillDateOfBirth(page, '4', '12', '1975');
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await expect(page.getByRole('alert').filter({ hasText: NOT_ELIGIBLE })).toHaveText(NOT_ELIGIBLE);
  await expect(continueButton(page)).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // The wrong sex is refused too.
  await page.getByLabel('State you are in now').selectOption('NY');
  await page.getByRole('radio', { name: 'Female', exact: true }).check();
  await expect(page.getByRole('alert')).toContainText(
    'Online doctor visits for Erectile Dysfunction are for men only.',
  );
  await expect(continueButton(page)).toBeDisabled();

  // An eligible person continues.
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Good news' })).toBeVisible();
  await expect(continueButton(page)).toBeEnabled();
  await continueButton(page).click();

  // Step 3: with a doctor visit in the cart, or monthly as a subscription.
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Step 4 of 4');
  await expect(page).toHaveURL(
    new RegExp(`/sildenafil/3\\?med_id=${hundred}&quantity=${quantity}`),
  );
  const ways = page.getByRole('group', { name: 'Choose how to get it' });
  await expect(
    ways.getByRole('radio', { name: /Add to cart with an online doctor visit/ }),
  ).toBeChecked();
  await choose(ways.getByRole('radio', { name: /subscription/ }));
  await expect(page.getByRole('link', { name: 'Continue to subscription' })).toHaveAttribute(
    'href',
    `/subs/cart?med_id=${hundred}&quantity=${quantity}`,
  );
  await expectNoSeriousA11yViolations(page);
  await choose(ways.getByRole('radio', { name: /Add to cart with an online doctor visit/ }));
  await expect(page.getByText('Online doctor visit', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Add to cart with doctor visit' }).click();

  // The cart holds the medication with its $5.00 visit.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sildenafil' })).toBeVisible();
  await expect(page.getByText('Online doctor visit: $5.00')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.locator('dt:text-is("Online doctor visit") + dd')).toHaveText('$5.00');
  await expectNoSeriousA11yViolations(page);
});

test('a condition without subscriptions goes straight to the cart with a visit', async ({
  page,
}) => {
  await page.goto('/treatments/cholesterol/atorvastatin/2');
  await expect(page.getByRole('heading', { level: 1, name: 'Atorvastatin' })).toBeVisible();
  await page.getByLabel('State you are in now').selectOption('HI');
  await expect(page.getByRole('alert')).toHaveText(NOT_ELIGIBLE);
  await expect(continueButton(page)).toBeDisabled();
  await page.getByLabel('State you are in now').selectOption('CA');
  await fillDateOfBirth(page, '11', '30', '1960');
  await page.getByRole('radio', { name: 'Female', exact: true }).check();
  await expect(continueButton(page)).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await continueButton(page).click();

  await expect(page.getByRole('group', { name: 'Choose how to get it' })).toHaveCount(0);
  await expect(page.getByText('Add to cart with an online doctor visit')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Add to cart with doctor visit' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Atorvastatin' })).toBeVisible();
  await expect(page.getByText('Online doctor visit: $5.00')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the last step without an eligibility answer goes back to the eligibility step', async ({
  page,
}) => {
  await page.goto('/treatments/hair-loss/finasteride/3');
  await expect(page).toHaveURL(/\/treatments\/hair-loss\/finasteride\/2\?med_id=\d+/);
  await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Step 3 of 4');
  await expectNoSeriousA11yViolations(page);
});

test('a medication the service does not prescribe says so', async ({ page }) => {
  await page.goto('/treatments/cholesterol/lisinopril/0');
  await expect(
    page.getByText(
      "We don't currently prescribe this medication through an online doctor's visit. You'll need a valid prescription from your doctor to fill it.",
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'See prices with a prescription' }).click();
  await expect(page).toHaveURL(/\/lisinopril$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lisinopril' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('unknown conditions, medications and steps show the not-found screen', async ({ page }) => {
  for (const path of [
    '/treatments/broken-heart',
    '/treatments/cholesterol/unobtainium/0',
    '/treatments/nope/sildenafil/1',
    '/treatments/cholesterol/atorvastatin/7',
  ]) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { name: "Uh oh! We couldn't find this page." }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

test('the seasonal allergies page and the short treatment paths lead to the treatment pages', async ({
  page,
}) => {
  await page.goto('/conditions/seasonal-allergies');
  await expect(page.getByRole('heading', { level: 1, name: 'Seasonal allergies' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Montelukast from \$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'See seasonal allergy treatments' }).click();
  await expect(page).toHaveURL(/\/treatments\/seasonal-allergies$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Seasonal Allergies treatment' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/birthcontrol');
  await expect(page).toHaveURL(/\/treatments\/birth-control$/);
  const who = page.getByRole('region', { name: 'Who can have an online visit' });
  await expect(who).toContainText('18 to 50');
  await expect(who).toContainText('Women only');
  await expectNoSeriousA11yViolations(page);
});
