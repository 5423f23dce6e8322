import { expect, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { saveDeliveryAddressThroughApi, SAM, signUpPersonThroughApi } from './accounts';
import { callApi, findPriceId } from './api';

export const DEMO_CLINICIAN = { email: 'clinician@fillwell.test', password: 'fillwell-clinician' };

/**
 * A man in Missouri (the ED visit is for men) with his profile, phone, address, health profile
 * and a test Visa on file, and a medication in the cart at its delivery price: every checkout
 * step but verify-rx is done, set up through the API.
 */
export async function preparePatientThroughApi(page: Page, slug: string) {
  const account = await signUpPersonThroughApi(page, {
    prefix: 'visit',
    person: { ...SAM, telemed_current_state: 'MO' },
  });
  await saveDeliveryAddressThroughApi(page);
  await callApi(page, 'POST', 'v2/user/patient_profile', {
    has_allergies: false,
    has_other_medications: false,
    has_medical_conditions: false,
  });
  const priceId = await findPriceId(page, slug, 'delivery');
  await callApi(page, 'POST', 'v2/cart/items', { items: [{ price_id: priceId }], clear: true });
  return account;
}

/**
 * The patient prepared by preparePatientThroughApi buys the cart's medication with an online
 * doctor visit, through the API. The order waits at Retrieving Prescription until a clinician
 * prescribes, so it stays on its way however slow the journey is. Answers the order id.
 */
export async function buyWithDoctorVisitThroughApi(page: Page): Promise<string> {
  const cart = await callApi<{ items: Array<{ id: string }> }>(page, 'GET', 'v2/cart');
  await callApi(page, 'PATCH', 'v2/cart/prescriptions', {
    items: cart.items.map((item) => ({ item_id: item.id, rx_src_type: 'consultation' })),
  });
  const purchase = await callApi<{ order_id: string }>(page, 'POST', 'cart/purchase', {
    telemed_current_state: 'MO',
  });
  return purchase.order_id;
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
