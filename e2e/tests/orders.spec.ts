import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { signUpThroughApi } from '../support/accounts';
import { createPaidOrder } from '../support/orders';

test('an item and then the whole order are cancelled with a reason, and refunded', async ({
  page,
}) => {
  // Pickup orders can be cancelled until picked up: about 18 s with the e2e simulator.
  test.setTimeout(90_000);
  const order = await createPaidOrder(page);
  const [firstName = '', secondName = ''] = order.itemNames;

  // The header's account dropdown leads to the orders.
  await page.goto('/account');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Account', exact: true }).hover();
  await header.getByRole('link', { name: 'Your Orders & Cancellations', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Orders & Cancellations' }),
  ).toBeVisible();

  const listed = page.getByRole('region', { name: /^Order placed / });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(order.pharmacyName);
  await expect(listed).toContainText(/Order number FW-[0-9A-HJKMNP-TV-Z]{8}/);
  await expect(listed.getByText(firstName, { exact: true })).toBeVisible();
  await expect(listed.getByText(secondName, { exact: true })).toBeVisible();

  // One item, with a reason (none chosen is refused first).
  await listed.getByRole('button', { name: `Cancel ${secondName}` }).click();
  const itemDialog = page.getByRole('dialog', { name: `Cancel ${secondName}?` });
  await itemDialog.getByRole('button', { name: 'Cancel medication' }).click();
  await expect(itemDialog.getByText('Please tell us why you are cancelling')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await itemDialog.getByRole('radio', { name: 'Found a lower price' }).check();
  await itemDialog.getByRole('button', { name: 'Cancel medication' }).click();
  await expect(itemDialog).toBeHidden();
  await expect(
    listed.getByText(new RegExp(`^${secondName} was cancelled\\. We refunded \\$\\d+\\.\\d{2}`)),
  ).toBeVisible();
  const payments = listed.getByRole('list', { name: 'Payments and refunds' });
  await expect(payments.getByText(/^Refunded \$/)).toHaveCount(1);
  await expect(listed.getByRole('button', { name: `Cancel ${firstName}` })).toHaveCount(0);

  // Then the order, for another reason in the person's words.
  await listed.getByRole('button', { name: 'Cancel order' }).click();
  const orderDialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await orderDialog.getByRole('radio', { name: 'Other' }).check();
  await orderDialog.getByLabel('Tell us more').fill('Moving abroad');
  await orderDialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(orderDialog).toBeHidden();
  await expect(listed.getByText(/^Your order was cancelled\. We refunded \$/)).toBeVisible();
  await expect(listed.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(listed.getByText('Reason: Moving abroad')).toBeVisible();
  await expect(payments.getByText(/^Refunded \$/)).toHaveCount(2);
  await expect(listed.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The server kept it.
  await page.reload();
  await expect(listed.getByText('Reason: Moving abroad')).toBeVisible();
  await expect(payments.getByText(/^Refunded \$/)).toHaveCount(2);
});

test('an account without orders is pointed to search', async ({ page }) => {
  await signUpThroughApi(page, 'no-orders');
  await page.goto('/account/orders');
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search for a medication' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(page.getByRole('link', { name: 'Back to your account' })).toHaveAttribute(
    'href',
    '/account',
  );
  await expectNoSeriousA11yViolations(page);
});

test('a signed-out visitor is sent to sign in and back to the orders', async ({ page }) => {
  await page.goto('/account/orders');
  await expect(page).toHaveURL(/\/login\?next=\/account\/orders$/);
});
