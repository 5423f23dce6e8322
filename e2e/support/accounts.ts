import { type Browser, type Page } from '@playwright/test';
import { callApi } from './api';
import { saveCardThroughApi, TEST_VISA } from './cards';

let counter = 0;

/** A unique email for one journey. */
export function createJourneyEmail(prefix = 'journey'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

/**
 * Signs a new full account up through the API in the page's browser context (its cookie then
 * belongs to the page), for journeys whose subject is not sign-up itself.
 */
export async function signUpThroughApi(
  page: Page,
  prefix = 'journey',
): Promise<{ email: string; password: string }> {
  const email = createJourneyEmail(prefix);
  const password = 'correct horse battery';
  await callApi(page, 'POST', 'v2/user/account/signup', {
    email,
    password,
    accepts_agreements: true,
  });
  return { email, password };
}

/** The account fields a journey's person has on file (wire names). */
export interface JourneyPerson {
  first_name: string;
  last_name: string;
  dob: string;
  gender: 'female' | 'male';
  telemed_current_state?: string;
}

export const PAT: JourneyPerson = {
  first_name: 'Pat',
  last_name: 'Lee',
  dob: '1980-04-02',
  gender: 'female',
};

/** A man, for the visits and subscriptions only men can have (erectile dysfunction). */
export const SAM: JourneyPerson = {
  first_name: 'Sam',
  last_name: 'Ortiz',
  dob: '1980-04-02',
  gender: 'male',
};

export const TEST_PHONE = '3145550123';

/** The delivery address the journeys use, as the address form and the API take it. */
export const DELIVERY_ADDRESS = {
  street: '4400 Lindell Blvd',
  city: 'Saint Louis',
  state: 'MO',
  stateName: 'Missouri',
  zipCode: '63108',
};

/** Saves DELIVERY_ADDRESS as the default shipping address. */
export async function saveDeliveryAddressThroughApi(page: Page): Promise<void> {
  await callApi(page, 'POST', 'v2/user/account/address', {
    address1: DELIVERY_ADDRESS.street,
    city: DELIVERY_ADDRESS.city,
    state: DELIVERY_ADDRESS.state,
    zip_code: DELIVERY_ADDRESS.zipCode,
  });
}

/**
 * Signs a person up through the API with name, date of birth, sex and phone on file and, unless
 * `cardNumber` is null, a saved card: for journeys whose subject is not those forms.
 */
export async function signUpPersonThroughApi(
  page: Page,
  options: { prefix: string; person?: JourneyPerson; cardNumber?: string | null },
) {
  const { prefix, person = PAT, cardNumber = TEST_VISA } = options;
  const account = await signUpThroughApi(page, prefix);
  await callApi(page, 'PATCH', 'v2/user/account', { ...person, mobile_number: TEST_PHONE });
  if (cardNumber !== null) await saveCardThroughApi(page, cardNumber);
  return account;
}

/** The invite code of a new account, signed up in a browser context of its own. */
export async function createInviteCodeThroughApi(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  try {
    const inviter = await context.newPage();
    await signUpThroughApi(inviter, 'inviter');
    const { result } = await callApi<{ result: { referral_code: string } }>(
      inviter,
      'GET',
      'v2/user/account/referrals',
    );
    return result.referral_code;
  } finally {
    await context.close();
  }
}
