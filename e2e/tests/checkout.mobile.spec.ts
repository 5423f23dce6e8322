import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { signUpThroughApi } from '../support/accounts';
import {
  addCardAndContinue,
  addToCartFromDrugPage,
  answerHavePrescriptions,
  completePurchase,
  expectOrderSummary,
  fillBasicInfo,
  fillPhoneNumber,
  selectPharmacyByZip,
} from '../support/checkout';

// The journey walks the whole checkout with an accessibility scan of every page it visits.
test.describe.configure({ timeout: 90_000 });

test('a signed-in person buys for pickup on a phone', async ({ page }) => {
  await signUpThroughApi(page, 'mobile-pickup');
  await addToCartFromDrugPage(page, 'atorvastatin', 'edlp');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();

  await fillBasicInfo(page);
  const cart = page.getByRole('complementary', { name: 'Your Cart' });
  await expect(cart).toContainText('Atorvastatin');
  await answerHavePrescriptions(page, 'Do you have a prescription for Atorvastatin yet?');
  await selectPharmacyByZip(page, '10001');
  await fillPhoneNumber(page);
  await addCardAndContinue(page, '4242 4242 4242 4242');
  await expectOrderSummary(page);
  await completePurchase(page);
});
