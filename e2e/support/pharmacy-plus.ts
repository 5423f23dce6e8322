import { expect, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { buildApiPath, callApi, CSRF_HEADERS } from './api';
import { createJourneyPhone } from './discount-card';

export const DEMO_PARTNER = { email: 'partner@fillwell.test', password: 'fillwell-partner' };
export const DEMO_PARTNER_PHARMACY = 'Riverside Community Pharmacy';
export const PARTNER_HOME_HEADING = `${DEMO_PARTNER_PHARMACY}: patients and orders`;

/** A patient the pharmacy registers: a name no other journey uses, and a phone of their own. */
export function createPlusPatient() {
  const letters = Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)));
  return {
    firstName: 'Jordan',
    lastName: `Plus${letters.slice(-6)}`,
    dob: '04/02/1980',
    dobIso: '1980-04-02',
    phone: createJourneyPhone(),
  };
}
export type PlusPatient = ReturnType<typeof createPlusPatient>;

/** A second browser context signed in as the demo partner staff, at /partner. */
export async function openPartnerConsole(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login?next=/partner');
  const login = page.getByRole('form', { name: 'Sign in' });
  await login.getByLabel('Email').fill(DEMO_PARTNER.email);
  await login.getByLabel('Password').fill(DEMO_PARTNER.password);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/partner$/);
  await expect(page.getByRole('heading', { level: 1, name: PARTNER_HOME_HEADING })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  return page;
}

async function postApi<T>(page: Page, path: string, data?: unknown): Promise<T> {
  const response = await page.request.post(buildApiPath(path), { data, headers: CSRF_HEADERS });
  expect([200, 201], `POST ${path}: ${await response.text()}`).toContain(response.status());
  return (await response.json()) as T;
}

interface WireCatalogue {
  drugs: Array<{ name: string; medications: Array<{ med_id: number; quantities: number[] }> }>;
}

/**
 * The staff registers a patient with prescriptions through the API (for journeys whose subject
 * is not the console's forms); each prescription is offered at its 30- and 90-day quantities.
 */
export async function registerPatientThroughApi(
  staff: Page,
  patient: PlusPatient,
  drugNames: string[],
): Promise<string> {
  const { patient: saved } = await postApi<{ patient: { id: string } }>(
    staff,
    'v2/partner/patients',
    {
      first_name: patient.firstName,
      last_name: patient.lastName,
      dob: patient.dobIso,
      mobile_number: patient.phone,
      address: {
        address1: '4400 Lindell Blvd',
        city: 'Saint Louis',
        state: 'MO',
        zip_code: '63108',
      },
    },
  );
  for (const name of drugNames) {
    const { drugs } = await callApi<WireCatalogue>(staff, 'GET', `v2/partner/catalogue?q=${name}`);
    const medication = drugs[0]?.medications[0];
    expect(medication, `${name} is in the catalogue`).toBeTruthy();
    const quantities = medication?.quantities.filter((q) => q === 30 || q === 90) ?? [];
    await postApi(staff, `v2/partner/patients/${saved.id}/prescriptions`, {
      med_id: medication?.med_id,
      refills_remaining: 3,
      is_auto_refill_eligible: true,
      enrolled_in_autorefill: true,
      quantity_options: (quantities.length ? quantities : [30]).map((quantity) => ({
        quantity,
        days_supply: quantity,
      })),
    });
  }
  return saved.id;
}

interface WireOutbox {
  result: Array<{ recipient: string; body: string }>;
}

/** The newest text to a phone matching a pattern, from the development outbox. */
export async function readTextTo(
  page: Page,
  phone: string,
  pattern: RegExp,
): Promise<RegExpExecArray> {
  let match: RegExpExecArray | null = null;
  await expect(async () => {
    const { result } = await callApi<WireOutbox>(page, 'GET', 'dev/outbox');
    const message = result.find(
      (entry) => entry.recipient.endsWith(phone.slice(-10)) && pattern.test(entry.body),
    );
    match = message ? pattern.exec(message.body) : null;
    expect(match).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return match as unknown as RegExpExecArray;
}

/** The link and code the pharmacy texted a patient: the path to open and the code. */
export async function readPatientLink(page: Page, phone: string) {
  const match = await readTextTo(
    page,
    phone,
    /(\/order-service\?exit_token=[^\s]+) Your code is (\d{6})/,
  );
  return { path: decodeURIComponent(match[1] ?? ''), code: match[2] ?? '' };
}

/** The patient creates their Pharmacy Plus account after the code; lands on their area. */
export async function createPlusAccount(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Create your Pharmacy Plus account' });
  await expect(form).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('correct horse battery');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/order-service\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Hi Jordan/ })).toBeVisible();
}
