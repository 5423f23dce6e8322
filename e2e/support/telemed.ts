import { expect, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { signUpThroughApi } from './accounts';
import { findPriceId } from './checkout';

const WIRE_QUERY = 'platform=web&app=5.0.12';
const CSRF = { 'x-requested-with': 'fillwell' };

export const DEMO_CLINICIAN = { email: 'clinician@fillwell.test', password: 'fillwell-clinician' };

async function callApi(page: Page, method: 'POST' | 'PATCH', path: string, data: unknown) {
  const response = await page.request.fetch(`/api/${path}?${WIRE_QUERY}`, {
    method,
    data,
    headers: CSRF,
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
}

/**
 * A man in Missouri (the ED visit is for men) with his profile, phone, address, health profile
 * and a test Visa on file, and a medication in the cart at its delivery price: every checkout
 * step but verify-rx is done, set up through the API.
 */
export async function preparePatientThroughApi(page: Page, slug: string) {
  const account = await signUpThroughApi(page, 'visit');
  await callApi(page, 'PATCH', 'v2/user/account', {
    first_name: 'Sam',
    last_name: 'Ortiz',
    dob: '1980-04-02',
    gender: 'male',
    mobile_number: '3145550123',
    telemed_current_state: 'MO',
  });
  await callApi(page, 'POST', 'v2/user/account/address', {
    address1: '4400 Lindell Blvd',
    city: 'Saint Louis',
    state: 'MO',
    zip_code: '63108',
  });
  await callApi(page, 'POST', 'v2/user/patient_profile', {
    has_allergies: false,
    has_other_medications: false,
    has_medical_conditions: false,
  });
  const token = await page.request.post('/gateway/v1/tokens', {
    data: {
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2031,
      cvc: '123',
      address_zip: '63108',
    },
  });
  expect(token.status(), await token.text()).toBe(200);
  const { id } = (await token.json()) as { id: string };
  await callApi(page, 'POST', 'payments/add_token', { stripe_card_token: id });
  const priceId = await findPriceId(page, slug, 'delivery');
  await callApi(page, 'POST', 'v2/cart/items', { items: [{ price_id: priceId }], clear: true });
  return account;
}

/** Answers the visit questionnaire: No where it is asked, else the first answer. */
export async function answerVisitQuestions(page: Page) {
  const form = page.getByRole('form', { name: 'Visit questions' });
  for (const group of await form.getByRole('group').all()) {
    const no = group.getByRole('radio', { name: 'No', exact: true });
    if (await no.count()) await no.check();
    else await group.getByRole('radio').first().check();
  }
  return form;
}

/** A second browser context signed in as the demo clinician, at /clinician. */
export async function openClinicianView(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login?next=/clinician');
  const login = page.getByRole('form', { name: 'Sign in' });
  await expect(login).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await login.getByLabel('Email').fill(DEMO_CLINICIAN.email);
  await login.getByLabel('Password').fill(DEMO_CLINICIAN.password);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/clinician$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Visits awaiting review' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  return page;
}

/** The fulfillment timeline's step with a label, on an order page. */
export function findTimelineStep(page: Page, label: string) {
  return page
    .getByRole('list', { name: 'Fulfillment status' })
    .getByRole('listitem')
    .filter({ hasText: label });
}
