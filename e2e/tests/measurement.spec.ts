import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { createJourneyEmail } from '../support/accounts';
import { heroSearch } from '../support/search';
import {
  addCardAndContinue,
  answerHavePrescriptions,
  completePurchase,
  expectOrderSummary,
  expectStep,
  fillBasicInfo,
  fillPhoneNumber,
  selectPharmacyByZip,
} from '../support/checkout';

const DEMO_SUPPORT = { email: 'support@fillwell.test', password: 'fillwell-support' };
const STEP_COLUMNS = ['Searched', 'Drug page', 'Added to cart', 'Checkout', 'Paid'] as const;

// The whole purchase, then the funnel, with an accessibility scan of each page on the way.
test.describe.configure({ timeout: 120_000 });

/** The visit arrives from a newsletter link, searches, opens the drug page and adds it. */
async function arriveAndAddAtorvastatin(page: Page) {
  const arrival = page.waitForRequest(
    (request) =>
      request.url().includes('/api/v2/analytics/events') &&
      (request.postData() ?? '').includes('"utm"'),
  );
  await page.goto('/?utm_source=news&utm_campaign=spring');
  // The arrival's UTM values reach the server with the first batch, once the page is interactive.
  const sent = JSON.parse((await arrival).postData() ?? '{}') as { utm?: object };
  expect(sent.utm).toEqual({ source: 'news', campaign: 'spring' });

  const search = heroSearch(page);
  await search.input.click();
  await search.input.pressSequentially('atorva');
  await search.options
    .filter({ hasText: /^Atorvastatin/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/atorvastatin$/);
  const prices = page.getByRole('group', { name: /^Prices for / });
  await prices.locator('[data-category="edlp"]').click();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

/** Signs up in the checkout and buys for pickup. */
async function buyAsNewAccount(page: Page) {
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expectStep(page, 'login-or-signup', 'Create your account');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Email').fill(createJourneyEmail('utm'));
  await form.getByLabel('Password').fill('correct horse battery');
  await form.getByRole('button', { name: 'Create account' }).click();
  await fillBasicInfo(page);
  await answerHavePrescriptions(page, 'Do you have a prescription for Atorvastatin yet?');
  await selectPharmacyByZip(page, '10001');
  await fillPhoneNumber(page);
  await addCardAndContinue(page, '4242 4242 4242 4242');
  await expectOrderSummary(page);
  await completePurchase(page);
}

async function readStepCounts(page: Page, source: string): Promise<Record<string, number>> {
  const table = page.getByRole('table', { name: 'Visits reaching each step, by day and source' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: source, exact: true }) });
  await expect(row).toHaveCount(1);
  const headers = await table.getByRole('columnheader').allTextContents();
  const cells = await row.getByRole('cell').allTextContents();
  // The row header (the day) is not a cell: cells line up with the headers after "Day".
  const counts: Record<string, number> = {};
  headers.slice(1).forEach((header, index) => {
    counts[header] = Number(cells[index]);
  });
  return counts;
}

test('a visit arriving with ?utm_source=news&utm_campaign=spring that buys shows in the funnel under news', async ({
  page,
  browser,
}) => {
  await arriveAndAddAtorvastatin(page);
  await buyAsNewAccount(page);

  const staff = await (await browser.newContext()).newPage();
  await staff.goto('/insights/funnel');
  const login = staff.getByRole('form', { name: 'Sign in' });
  await login.getByLabel('Email').fill(DEMO_SUPPORT.email);
  await login.getByLabel('Password').fill(DEMO_SUPPORT.password);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff).toHaveURL(/\/insights\/funnel$/);
  await expect(staff.getByRole('heading', { level: 1, name: 'Funnel' })).toBeVisible();
  await expect(staff.getByRole('banner').getByText('Support console')).toBeVisible();

  const counts = await readStepCounts(staff, 'news');
  for (const column of STEP_COLUMNS) expect(counts[column], column).toBeGreaterThanOrEqual(1);
  await expectNoSeriousA11yViolations(staff);
  await staff.context().close();
});

test('a customer is not shown the funnel', async ({ page }) => {
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Email').fill(createJourneyEmail('funnel'));
  await form.getByLabel('Password').fill('correct horse battery');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/\/signup$/);
  await page.goto('/insights/funnel');
  await expect(page.getByRole('alert')).toHaveText(
    'Only Fillwell support staff can see the funnel.',
  );
  await expect(page.getByRole('table')).toHaveCount(0);
});
