import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { signUpThroughApi } from '../support/accounts';
import { CARD_EXPIRY, fillCardForm } from '../support/cards';

/** Every body the page sends to the API, to prove no card number goes there. */
function recordApiBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) bodies.push(request.postData() ?? '');
  });
  return bodies;
}

async function openCards(page: Page) {
  await signUpThroughApi(page, 'cards');
  await page.goto('/account/cards');
  await expect(page.getByRole('button', { name: 'Add a card' })).toBeVisible();
}

async function addCard(page: Page, number: string, options: { isDefault?: boolean } = {}) {
  await page.getByRole('button', { name: 'Add a card' }).click();
  const form = page.getByRole('form', { name: 'New card' });
  await fillCardForm(form, number);
  const setAsDefault = form.getByLabel('Set as default');
  if (options.isDefault === false) await setAsDefault.uncheck();
  await form.getByRole('button', { name: 'Save' }).click();
  return form;
}

function cardItems(page: Page) {
  return page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem');
}

test('cards are added, one made default, and removing the default promotes the first', async ({
  page,
}) => {
  const apiBodies = recordApiBodies(page);
  await openCards(page);
  await expect(page.getByText('You have no saved cards yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Add a card' }).click();
  const form = page.getByRole('form', { name: 'New card' });
  await form.getByLabel('Card number').pressSequentially('4242 4242 4242 4242');
  await expect(form.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await expect(form.getByText('Visa', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Invalid zip code')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Cancel' }).click();

  await addCard(page, '4242 4242 4242 4242');
  await expect(cardItems(page)).toHaveCount(1);
  await expect(cardItems(page).first()).toContainText('Visa');
  await expect(cardItems(page).first()).toContainText('4242');
  await expect(cardItems(page).first()).toContainText(`Expires ${CARD_EXPIRY}`);
  await expect(cardItems(page).first()).toContainText('Default');

  await addCard(page, '5555 5555 5555 4444', { isDefault: false });
  await expect(cardItems(page)).toHaveCount(2);
  await expect(cardItems(page).first()).toContainText('Mastercard');
  await expect(cardItems(page).first()).not.toContainText('Default');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Make Mastercard ending in 4444 the default' }).click();
  await expect(cardItems(page).first()).toContainText('Default');
  await expect(cardItems(page).nth(1)).not.toContainText('Default');

  await page.getByRole('button', { name: 'Remove Mastercard ending in 4444' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this card?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(cardItems(page)).toHaveCount(1);
  await expect(cardItems(page).first()).toContainText('Visa');
  await expect(cardItems(page).first()).toContainText('Default');

  await page.reload();
  await expect(cardItems(page)).toHaveCount(1);
  await expect(cardItems(page).first()).toContainText('Default');
  for (const body of apiBodies) {
    expect(body.replace(/\D/g, '')).not.toContain('4242424242424242');
    expect(body.replace(/\D/g, '')).not.toContain('5555555555554444');
  }
});

test("a declined test card shows the provider's message and the next step under the form", async ({
  page,
}) => {
  await openCards(page);
  const form = await addCard(page, '4000 0000 0000 0002');
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Your card was declined.');
  await expect(alert).toContainText(
    'Your bank refused the charge. Use another card or call your bank.',
  );
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('list', { name: 'Saved cards' })).toHaveCount(0);
});

test('a wrong security code or an expired card says what to do next', async ({ page }) => {
  await openCards(page);
  const form = await addCard(page, '4000 0000 0000 0127');
  await expect(form.getByRole('alert')).toContainText("Your card's security code is incorrect.");
  await expect(form.getByRole('alert')).toContainText('digits printed on your card');
  await form.getByRole('button', { name: 'Use another card' }).click();
  await fillCardForm(form, '4000 0000 0000 0069');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText('Your card has expired.');
  await expect(form.getByRole('alert')).toContainText('Add a card that has not expired');
  await expectNoSeriousA11yViolations(page);
});
