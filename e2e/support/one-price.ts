import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { answerHavePrescriptions, expectOrderSummary } from './checkout';

const MONEY = /\$[\d,]+\.\d\d/;

/** The amount a summary shows beside a label, e.g. 'Subtotal' or 'Total'. */
export function summaryAmount(scope: Locator, label: string): Locator {
  return scope.locator(`dt:text-is("${label}") + dd`);
}

/**
 * On a drug page: picks a price type, lists the pharmacies near a ZIP code, chooses the first
 * that sells at that price and adds it to the cart there. Answers the price shown beside it.
 */
export async function addAtFirstPharmacy(
  page: Page,
  slug: string,
  category: string,
  zipCode: string,
): Promise<string> {
  await page.goto(`/${slug}`);
  const prices = page.getByRole('group', { name: /^Prices for / });
  await prices.locator(`[data-category="${category}"]`).click();
  await page.getByLabel('ZIP code').fill(zipCode);
  const list = page.getByRole('group', { name: `Pharmacies near ${zipCode}` });
  const row = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('radio', { disabled: false }) })
    .first();
  const shown = (await row.innerText()).match(MONEY)?.[0];
  if (!shown) throw new Error(`no ${category} price beside the first pharmacy`);
  await row.getByRole('radio').check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Add to cart at this pharmacy' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  return shown;
}

/** The line of a medication at a price in a list of medications. */
export function medicationLine(page: Page, name: string, price: string): Locator {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: name })
    .filter({ hasText: price })
    .first();
}

/**
 * From the cart to the confirmation, checking that the line and the subtotal keep the price
 * shown beside the pharmacy and that the total paid is the review's.
 */
export async function buyAndExpectOnePrice(page: Page, name: string, shown: string) {
  await expect(medicationLine(page, name, shown)).toBeVisible();
  const cartSummary = page.getByRole('region', { name: 'Order summary' });
  await expect(summaryAmount(cartSummary, 'Subtotal')).toHaveText(shown);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();

  await answerHavePrescriptions(page, `Do you have a prescription for ${name} yet?`);
  await expectOrderSummary(page);
  await expect(medicationLine(page, name, shown)).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(summaryAmount(totals, 'Subtotal')).toHaveText(shown);
  const total = (await summaryAmount(totals, 'Total').innerText()).trim();

  await page.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-confirmation\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Purchase Complete' })).toBeVisible();
  await expect(medicationLine(page, name, shown)).toBeVisible();
  await expect(summaryAmount(page.getByRole('main'), 'Subtotal')).toHaveText(shown);
  await expect(summaryAmount(page.getByRole('main'), 'Total')).toHaveText(total);
  await expectNoSeriousA11yViolations(page);
}
