import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { createJourneyEmail, signUpThroughApi } from '../support/accounts';
import {
  addCardAndContinue,
  addToCartFromDrugPage,
  addToCartThroughApi,
  answerHavePrescriptions,
  completePurchase,
  expectOrderSummary,
  expectStep,
  fillBasicInfo,
  fillPhoneNumber,
  prepareShopperThroughApi,
  saveCardInForm,
  selectPharmacyByZip,
} from '../support/checkout';

const ATORVASTATIN_QUESTION = 'Do you have a prescription for Atorvastatin yet?';

/** From basic-info to the review: a person with nothing on file buys atorvastatin for pickup. */
async function fillEveryPickupStep(page: Page) {
  await fillBasicInfo(page);
  await answerHavePrescriptions(page, ATORVASTATIN_QUESTION);
  await selectPharmacyByZip(page, '10001');
  await fillPhoneNumber(page);
  await addCardAndContinue(page, '4242 4242 4242 4242');
}

// Each journey walks the whole checkout with an accessibility scan of every page it visits.
test.describe.configure({ timeout: 90_000 });

test('a signed-in person buys atorvastatin for pickup', async ({ page }) => {
  await signUpThroughApi(page, 'pickup');
  await addToCartFromDrugPage(page, 'atorvastatin', 'edlp');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();

  await fillEveryPickupStep(page);

  await expectOrderSummary(page);
  const pickup = page.getByRole('region', { name: 'Pickup' });
  await expect(pickup).toContainText('Local Pickup');
  await expect(pickup).toContainText('Free');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Visa ending in 4242');
  await expect(page.getByRole('heading', { name: 'Atorvastatin' })).toBeVisible();
  await expectPurchaseTermsOpen(page);
  await completePurchase(page);
});

/** The review's legal links each open their document (in a second tab, keeping the checkout). */
async function expectPurchaseTermsOpen(page: Page) {
  const documents = [
    ['Terms of Use', 'Terms of Use'],
    ['Drug and Pricing Terms', 'Drug and Pricing Terms'],
    ['Notice of Privacy Practices', 'Notice of Privacy Practices'],
  ] as const;
  const tab = await page.context().newPage();
  for (const [link, title] of documents) {
    const href = await page
      .getByRole('main')
      .getByRole('link', { name: link, exact: true })
      .getAttribute('href');
    const response = await tab.goto(href ?? '');
    expect(response?.status(), link).toBe(200);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(title);
  }
  await tab.close();
}

test('a new visitor creates the account in the checkout and buys', async ({ page }) => {
  await addToCartFromDrugPage(page, 'atorvastatin', 'edlp');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();

  await expectStep(page, 'login-or-signup', 'Create your account');
  const cart = page.getByRole('complementary', { name: 'Your Cart' });
  await expect(cart).toContainText('Atorvastatin');
  await expect(cart.getByRole('link', { name: 'Edit your cart' })).toHaveAttribute('href', '/cart');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Email').fill(createJourneyEmail('visitor'));
  await form.getByLabel('Password').fill('correct horse battery');
  await form.getByRole('button', { name: 'Create account' }).click();

  await fillEveryPickupStep(page);
  await expectOrderSummary(page);
  await completePurchase(page);
});

test('two opioids in one order open the restriction, which removes them', async ({ page }) => {
  await prepareShopperThroughApi(page);
  await addToCartThroughApi(page, ['oxycodone', 'tramadol', 'atorvastatin']);
  await page.goto('/checkout');

  await answerHavePrescriptions(page, 'Do you have prescriptions for these medications yet?');
  await selectPharmacyByZip(page, '10001');
  await expectOrderSummary(page);
  await page.getByRole('button', { name: 'Complete Purchase' }).click();

  const dialog = page.getByRole('dialog', { name: 'Opioid restriction' });
  await expect(dialog).toContainText('Only one opioid medication can be ordered at a time.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Remove these medications' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Oxycodone' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Tramadol' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Atorvastatin' })).toBeVisible();
  await completePurchase(page);
});

test('a card the bank refuses says so, with the next step', async ({ page }) => {
  // A declined number is refused when the card is saved (as the card provider does).
  await prepareShopperThroughApi(page, null);
  await addToCartThroughApi(page, ['lipitor']);
  await page.goto('/checkout');
  await answerHavePrescriptions(page, 'Do you have a prescription for Lipitor yet?');
  await selectPharmacyByZip(page, '10001');
  const form = await saveCardInForm(page, '4000 0000 0000 0002');
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Your card was declined.');
  // The same next step as a purchase the bank refuses.
  await expect(alert).toContainText(
    'Your bank refused the charge. Use another card or call your bank.',
  );
  await expectNoSeriousA11yViolations(page);
  await alert.getByRole('button', { name: 'Use another card' }).click();
  await expect(form.getByLabel('Card number')).toBeFocused();
  await expect(form.getByLabel('Card number')).toHaveValue('');
  await addCardAndContinue(page, '4242 4242 4242 4242');
  await expectOrderSummary(page);
});

/** Buys Lipitor for pickup with a saved card that the purchase's charge will refuse. */
async function buyLipitorWithRefusedCard(page: Page, cardNumber: string) {
  await prepareShopperThroughApi(page, cardNumber);
  await addToCartThroughApi(page, ['lipitor']);
  await page.goto('/checkout');
  await answerHavePrescriptions(page, 'Do you have a prescription for Lipitor yet?');
  await selectPharmacyByZip(page, '10001');
  await expectOrderSummary(page);
  await page.getByRole('button', { name: 'Complete Purchase' }).click();
}

test('a card declined at the purchase fails the order with the next step', async ({ page }) => {
  // This test number saves, then every charge on it is declined (as with the card provider).
  await buyLipitorWithRefusedCard(page, '4000000000000341');

  const alert = page.getByRole('alert').filter({ hasText: 'Failed to submit the order' });
  await expect(alert).toContainText('Failed to submit the order: Your card was declined.');
  await expect(alert).toContainText(
    'Your bank refused the charge. Use another card or call your bank.',
  );
  await expectNoSeriousA11yViolations(page);
  // Nothing was bought: the cart still holds the medication.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Lipitor' })).toBeVisible();
});

test('a charge the card cannot cover fails the order with the next step', async ({ page }) => {
  // The card is saved; the charge is refused at the purchase.
  await buyLipitorWithRefusedCard(page, '4000000000009995');

  const alert = page.getByRole('alert').filter({ hasText: 'Failed to submit the order' });
  await expect(alert).toContainText(
    'Failed to submit the order: Your card has insufficient funds.',
  );
  await expect(alert).toContainText('Use another card, or add funds to this one and try again.');
  await expectNoSeriousA11yViolations(page);
  await alert.getByRole('link', { name: 'Use another card' }).click();
  await expectStep(page, 'payment-info', 'Payment information');
});

test('the older checkout paths land on the steps that ask the same', async ({ page }) => {
  await signUpThroughApi(page, 'older-paths');
  await addToCartThroughApi(page, ['atorvastatin']);
  await page.goto('/start/3');
  await expectStep(page, 'basic-info', 'Patient information');
  await page.goto('/delivery/2?utm_source=mail');
  await expect(page).toHaveURL(/\/checkout\/basic-info\?utm_source=mail$/);
  await page.goto('/start/5');
  await expectStep(page, 'payment-info', 'Payment information');
});
