import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { createJourneyEmail, PAT } from './accounts';
import { buildApiPath, callApi, CSRF_HEADERS } from './api';
import { saveCardThroughApi } from './cards';
import { answerHavePrescriptions, expectOrderSummary } from './checkout';
import { medicationLine, summaryAmount } from './one-price';

/**
 * A mobile number no other journey uses: a St. Louis area code, then seven digits from the time
 * and a random part (one card per number, and the database outlives a run only by a copy).
 */
export function createJourneyPhone(): string {
  const seven = (Date.now() * 1000 + Math.floor(Math.random() * 1000)) % 10_000_000;
  return `314${String(seven).padStart(7, '0')}`;
}

interface WireOutbox {
  result: Array<{ recipient: string; body: string }>;
}

/** The newest texted code for a number, from the development outbox (GET /api/dev/outbox). */
export async function readTextedCode(page: Page, digits: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const { result } = await callApi<WireOutbox>(page, 'GET', 'dev/outbox');
    const message = result.find((entry) => entry.recipient.endsWith(digits));
    code = /(\d{6}) is your/.exec(message?.body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 10_000 });
  return code;
}

/** The card's numbers as the card view shows them (wire values: spaces out of the member ID). */
export interface ShownCard {
  memberId: string;
  rxBin: string;
  rxPcn: string;
  rxGroup: string;
}

async function readCardLine(page: Page, label: string): Promise<string> {
  const card = page.getByRole('region', { name: 'Fillwell Discount Card' });
  return (await card.locator(`dt:text-is("${label}") + dd`).innerText()).trim();
}

/** The card view shows the card; answers its member ID, BIN, PCN and group. */
export async function expectCardView(page: Page): Promise<ShownCard> {
  await expect(page).toHaveURL(/\/account\/discount-card$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Fillwell discount card' }),
  ).toBeVisible();
  const card = page.getByRole('region', { name: 'Fillwell Discount Card' });
  await expect(card.locator('dt:text-is("Member ID") + dd')).toHaveText(
    /^FW\d{2}( \d{4}){2} \d{3}$/,
  );
  const shown = {
    memberId: (await readCardLine(page, 'Member ID')).replace(/\s/g, ''),
    rxBin: await readCardLine(page, 'BIN'),
    rxPcn: await readCardLine(page, 'PCN'),
    rxGroup: await readCardLine(page, 'Group'),
  };
  for (const value of [shown.rxBin, shown.rxPcn, shown.rxGroup]) expect(value).not.toBe('');
  await expect(page.getByText('You saved $0.00 this year')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  return shown;
}

/**
 * From a quicksave landing path to the card view: the mobile number, the code from the outbox,
 * and the card issued. Scans each screen.
 */
export async function getCardAtQuicksave(page: Page, path: string, digits: string) {
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get your free Fillwell discount card' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Mobile number').pressSequentially(digits);
  await page.getByRole('button', { name: 'Text me a code' }).click();

  await expect(page).toHaveURL(/\/quicksave\/otp\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('6-digit code').fill(await readTextedCode(page, digits));
  await page.getByRole('button', { name: 'Get my card' }).click();
  await expect(page.getByText(/Your Fillwell discount card is ready/)).toBeVisible();
  return expectCardView(page);
}

/** What checkout needs of a phone-code member: name, date of birth, e-mail and a saved card. */
export async function completeMemberProfileThroughApi(page: Page): Promise<void> {
  await callApi(page, 'PATCH', 'v2/user/account', { ...PAT, email: createJourneyEmail('card') });
  await saveCardThroughApi(page);
}

/**
 * From the cart to the confirmation at the card's price: the line and the subtotal keep the
 * price shown beside the pharmacy, and the review asks for consent to the discount-card network.
 */
export async function buyAtCardPrice(page: Page, name: string, shown: string) {
  await expect(medicationLine(page, name, shown)).toBeVisible();
  await expect(
    summaryAmount(page.getByRole('region', { name: 'Order summary' }), 'Subtotal'),
  ).toHaveText(shown);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();

  await answerHavePrescriptions(page, `Do you have a prescription for ${name} yet?`);
  await expectOrderSummary(page);
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(summaryAmount(totals, 'Subtotal')).toHaveText(shown);
  const purchase = page.getByRole('button', { name: 'Complete Purchase' });
  await expect(purchase).toBeDisabled();
  await page.getByRole('checkbox', { name: /through the Fillwell discount card/ }).check();
  await purchase.click();
  await expect(page).toHaveURL(/\/checkout\/order-confirmation\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Purchase Complete' })).toBeVisible();
  await expect(medicationLine(page, name, shown)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

interface WireOrder {
  result: {
    items: Array<{ med_id: number; quantity: number }>;
    pharmacy: { npi: string } | null;
  };
}

/** The medication, quantity and pharmacy NPI of the order whose confirmation is open. */
export async function readConfirmedFill(page: Page) {
  const orderId = /\/checkout\/order-confirmation\/([\w-]+)$/.exec(page.url())?.[1] ?? '';
  const { result } = await callApi<WireOrder>(page, 'GET', `v2/orders/${orderId}`);
  const item = result.items[0];
  if (!item || !result.pharmacy) throw new Error(`order ${orderId} has no item or pharmacy`);
  return { medId: item.med_id, quantity: item.quantity, pharmacyNpi: result.pharmacy.npi };
}

interface WireClaim {
  status: string;
  amount_owed: { display_value: string };
  saved: { amount_cents: number; display_value: string };
}

/**
 * A pharmacy system's claim for that fill on the member's card (no session, no CSRF header):
 * expects it paid at `expectedPrice`, and answers what it saved.
 */
export async function fileClaim(
  page: Page,
  card: ShownCard,
  fill: { medId: number; quantity: number; pharmacyNpi: string },
  expectedPrice: string,
): Promise<string> {
  const response = await page.request.post(buildApiPath('v2/claims'), {
    data: {
      rx_bin: card.rxBin,
      rx_pcn: card.rxPcn,
      rx_group: card.rxGroup,
      member_id: card.memberId,
      med_id: fill.medId,
      quantity: fill.quantity,
      pharmacy_npi: fill.pharmacyNpi,
    },
    headers: { ...CSRF_HEADERS, cookie: '' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const claim = (await response.json()) as WireClaim;
  expect(claim.status).toBe('paid');
  expect(claim.amount_owed.display_value).toBe(expectedPrice);
  return claim.saved.amount_cents === 0 ? '$0.00' : claim.saved.display_value;
}

/** The card view's savings: the year's total and the fill just claimed. */
export async function expectSavingsShown(page: Page, drugName: string, saved: string) {
  await page.goto('/account/discount-card');
  await expect(page.getByText(`You saved ${saved} this year`)).toBeVisible();
  const fills = page.getByRole('list', { name: /^Fills on your card in \d{4}$/ });
  await expect(fills.getByRole('listitem').filter({ hasText: drugName })).toContainText(
    `Saved ${saved}`,
  );
  await expectNoSeriousA11yViolations(page);
}

/** From the card view: "Change" the card's pharmacy to the first in the card network near a ZIP. */
export async function changeCardPharmacy(page: Page, zipCode: string) {
  await page.getByRole('link', { name: 'Change card pharmacy' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose your card pharmacy' }),
  ).toBeVisible();
  await page.getByLabel('ZIP code').fill(zipCode);
  const first = page
    .getByRole('group', { name: `Pharmacies near ${zipCode}` })
    .getByRole('listitem')
    .first();
  const name = (await first.locator('label > span > span').first().innerText()).trim();
  await first.getByRole('radio').check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Use this pharmacy' }).click();
  await expect(page).toHaveURL(/\/account\/discount-card$/);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
}

/** /quicksave/prescriptions lists a medication the member has, at the quick save price. */
export async function expectPrescriptionAtCardPrice(page: Page, name: string) {
  await page.goto('/quicksave/prescriptions');
  const meds = page.getByRole('list', { name: 'Your medications' });
  await expect(meds.getByRole('listitem').filter({ hasText: name })).toContainText(
    /Quick save price\s*\$[\d,]+\.\d\d/,
  );
  await expectNoSeriousA11yViolations(page);
}

/**
 * Signed out, the card holder proves it is them at /quicksave/verify with a code to the card's
 * number, lands on /account, and sees the same card.
 */
export async function verifyCardHolder(page: Page, digits: string, memberId: string) {
  await page.goto('/logout');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/quicksave/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your phone' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Mobile number').pressSequentially(digits);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  // The code field appears once the code is sent: read before, the outbox's newest text for
  // this number was still the card's first code, which is no longer valid.
  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toBeVisible();
  await codeField.fill(await readTextedCode(page, digits));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('link', { name: /^Fillwell discount card/ }).click();
  const card = page.getByRole('region', { name: 'Fillwell Discount Card' });
  await expect(card.locator('dt:text-is("Member ID") + dd')).toHaveText(
    memberId.replace(/(.{4})(?=.)/g, '$1 '),
  );
}
