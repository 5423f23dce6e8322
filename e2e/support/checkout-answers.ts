import { expect, type Page } from '@playwright/test';
import {
  addCardAndContinue,
  addToCartThroughApi,
  answerHavePrescriptions,
  expectOrderSummary,
  expectStep,
  prepareShopperThroughApi,
  selectPharmacyByZip,
} from './checkout';

/**
 * Answers the prescription question and reaches the payment step, then reloads and opens the
 * checkout in another tab: both continue at payment, and Continue goes on to the review.
 */
export async function reloadAtPaymentAndContinue(page: Page): Promise<void> {
  await prepareShopperThroughApi(page, null);
  await addToCartThroughApi(page, ['lipitor']);
  await page.goto('/checkout');
  await answerHavePrescriptions(page, 'Do you have a prescription for Lipitor yet?');
  await selectPharmacyByZip(page, '10001');
  await expectStep(page, 'payment-info', 'Payment information');

  // A reload keeps the answer: the checkout still starts at the payment step.
  await page.reload();
  await expectStep(page, 'payment-info', 'Payment information');
  await page.goto('/checkout');
  await expectStep(page, 'payment-info', 'Payment information');

  // So does another tab of the same browser.
  const otherTab = await page.context().newPage();
  await otherTab.goto('/checkout');
  await expectStep(otherTab, 'payment-info', 'Payment information');
  await otherTab.close();

  // Continue goes forward, never back to the question.
  await addCardAndContinue(page, '4242 4242 4242 4242');
  await expectOrderSummary(page);
  await expect(page.getByRole('heading', { name: 'Lipitor' })).toBeVisible();
}
