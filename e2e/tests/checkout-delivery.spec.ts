import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { DELIVERY_ADDRESS, signUpThroughApi } from '../support/accounts';
import {
  addCardAndContinue,
  addToCartFromDrugPage,
  answerHavePrescriptions,
  answerNoToHealthQuestions,
  completePurchase,
  expectOrderSummary,
  expectStep,
  SHIPPING_DELAY,
  fillBasicInfo,
  fillPhoneNumber,
  submitDeliveryAddress,
} from '../support/checkout';

// The journey walks every delivery step with an accessibility scan of each page it visits.
test.describe.configure({ timeout: 90_000 });

test('home delivery with a prescription transferred from another pharmacy', async ({ page }) => {
  await signUpThroughApi(page, 'delivery');
  await addToCartFromDrugPage(page, 'atorvastatin', 'delivery');
  await expect(page.getByText('USPS First Class')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();

  await fillBasicInfo(page);
  await answerHavePrescriptions(page, 'Do you have a prescription for Atorvastatin yet?');

  await expectStep(page, 'transfer-rx', 'Your prescriptions');
  await page.getByRole('button', { name: 'How do transfers work?' }).click();
  const howTo = page.getByRole('dialog', { name: 'How prescription transfers work' });
  await expect(howTo).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await howTo.getByRole('button', { name: 'Got it' }).click();
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  const source = page.getByRole('group', { name: 'Transfer my prescriptions from' });
  await source.getByRole('radio', { name: 'Another pharmacy' }).check();
  const search = page.getByRole('dialog', { name: 'Find your current pharmacy' });
  await search.getByLabel('Pharmacy ZIP code').fill('CVS');
  await expect(search.getByText('Invalid zipcode')).toBeVisible();
  await search.getByLabel('Pharmacy ZIP code').fill('10001');
  const pharmacies = search.getByRole('list', { name: 'Pharmacies' });
  await expect(pharmacies.getByRole('button').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const chosen =
    (await pharmacies.getByRole('button').first().locator('span').first().textContent()) ?? '';
  await pharmacies.getByRole('button').first().click();
  await expect(search).toBeHidden();
  await expect(page.getByText(`From ${chosen}`)).toBeVisible();
  const transferRequest = page.waitForResponse((response) =>
    response.url().includes('/api/pharmacies/transfer/initiate'),
  );
  await next.click();
  expect((await transferRequest).status()).toBe(200);

  await expectStep(page, 'delivery-address', 'Confirm delivery address');
  await submitDeliveryAddress(page);

  await expectStep(page, 'additional-info', 'Additional information');
  await answerNoToHealthQuestions(page);

  await addCardAndContinue(page, '4242 4242 4242 4242');
  await fillPhoneNumber(page);

  await expectOrderSummary(page);
  await expect(page.getByText(SHIPPING_DELAY)).toBeVisible();
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery).toContainText(DELIVERY_ADDRESS.street);
  await expect(delivery).toContainText('USPS First Class');
  await completePurchase(page);
});
