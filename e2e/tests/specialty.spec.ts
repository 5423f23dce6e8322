import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { createJourneyEmail, DELIVERY_ADDRESS } from '../support/accounts';
import { CSRF_HEADERS, buildApiPath } from '../support/api';
import { fillCardForm, TEST_VISA } from '../support/cards';
import {
  createPlusPatient,
  openPartnerConsole,
  readPatientLink,
  registerPatientThroughApi,
} from '../support/pharmacy-plus';

/** The partner registers a patient with a prescription and texts the link: its exit token. */
async function issueExitToken(staff: Page): Promise<{ exitToken: string; firstName: string }> {
  const patient = createPlusPatient();
  const patientId = await registerPatientThroughApi(staff, patient, ['atorvastatin']);
  const sent = await staff.request.post(buildApiPath(`v2/partner/patients/${patientId}/link`), {
    headers: CSRF_HEADERS,
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { path } = await readPatientLink(staff, patient.phone);
  const exitToken = new URL(path, 'http://localhost').searchParams.get('exit_token');
  if (!exitToken) throw new Error(`no exit token in ${path}`);
  return { exitToken, firstName: patient.firstName };
}

async function expectStep(page: Page, path: RegExp, heading: string) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

test('a partner patient goes from the link through signup to /specialty/8/{orderId}', async ({
  page,
  browser,
}) => {
  const staff = await openPartnerConsole(browser);
  const { exitToken, firstName } = await issueExitToken(staff);

  // The partner's link lands on an entry page that greets the patient.
  await page.goto(`/redirect-patient?exit_token=${encodeURIComponent(exitToken)}`);
  await expectStep(page, /\/redirect-patient\?/, 'Your pharmacy prescriptions, delivered');
  await expect(
    page.getByRole('heading', { level: 2, name: `Welcome, ${firstName}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // /specialty/1: not signed in, the signup form.
  await expectStep(page, /\/specialty\/1\?exit_token=/, 'Create your account');
  const signup = page.getByRole('form', { name: 'Create your account' });
  await signup.getByLabel('Email').fill(createJourneyEmail('specialty'));
  await signup.getByLabel('Password').fill('correct horse battery');
  await signup.getByRole('button', { name: 'Create account' }).click();

  // /specialty/4: signed in, the shipping address.
  await expectStep(page, /\/specialty\/4$/, 'Where should we ship your order?');
  await page.getByLabel('Street address').fill(DELIVERY_ADDRESS.street);
  await page.getByLabel('City').fill(DELIVERY_ADDRESS.city);
  await page.getByLabel('State').selectOption({ label: DELIVERY_ADDRESS.stateName });
  await page.getByLabel('Zip code').fill(DELIVERY_ADDRESS.zipCode);
  await page.getByRole('button', { name: 'Continue' }).click();

  // /specialty/6: with an address, the card.
  await expectStep(page, /\/specialty\/6$/, 'How would you like to pay?');
  const card = page.getByRole('form', { name: 'New card' });
  await fillCardForm(card, TEST_VISA);
  await card.getByRole('button', { name: 'Continue' }).click();

  // /specialty/7: with address and card, the review with amounts in dollars.
  await expectStep(page, /\/specialty\/7$/, 'Review your order');
  const review = page.getByRole('region', { name: /^From / });
  await expect(review.getByRole('listitem')).toHaveCount(1);
  await expect(review.getByRole('listitem')).toContainText(/atorvastatin/i);
  await expect(review.locator('dt:text-is("Shipping") + dd')).toHaveText('Free');
  const total = await review.locator('dt:text-is("Total") + dd').innerText();
  expect(total).toMatch(/^\$\d+\.\d{2}$/);
  await page.getByRole('button', { name: 'Place order' }).click();

  // /specialty/8/{orderId}: the order.
  await expectStep(page, /\/specialty\/8\/[^/]+$/, 'Thank you! Your order is placed.');
  await expect(page.getByText(/^Order number FW-/)).toBeVisible();
  await expect(page.locator('dt:text-is("Total") + dd')).toHaveText(total);
  await expect(page.getByText(`Shipping to ${DELIVERY_ADDRESS.street}`)).toBeVisible();

  // Back on the review step: the order is placed, the flow does not go back to the start.
  await page.goto('/specialty/1');
  await expect(page).toHaveURL(/\/specialty\/7$/);
});

test('the entry pages explain themselves without a link, and refuse a bad one', async ({
  page,
}) => {
  await page.goto('/pot/initial');
  await expectStep(page, /\/pot\/initial$/, 'Your pharmacy prescriptions, delivered');
  await expect(
    page.getByText('Open the link your pharmacy sent you', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.goto('/nexus/initial?exit_token=xt_unknown.secret');
  await expect(page.getByRole('alert')).toHaveText(
    'This link is not valid. Please ask your pharmacy for a new one.',
  );
  await expectNoSeriousA11yViolations(page);

  // A step ahead of the person goes back to where they stand.
  await page.goto('/specialty/7');
  await expectStep(page, /\/specialty\/1$/, 'Create your account');
});
