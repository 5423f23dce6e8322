import { expect, type Page } from '@playwright/test';

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
  const response = await page.request.post('/api/v2/user/account/signup?platform=web&app=5.0.12', {
    data: { email, password, accepts_agreements: true },
    headers: { 'x-requested-with': 'fillwell' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email, password };
}
