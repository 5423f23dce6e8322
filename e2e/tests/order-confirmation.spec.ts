import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { signUpThroughApi } from '../support/accounts';
import { createPaidOrder } from '../support/orders';

test('the confirmation shows a paid pickup order and its timeline moves on', async ({ page }) => {
  // The e2e server's fulfillment simulator moves an order one step every 6 seconds.
  test.setTimeout(90_000);
  const order = await createPaidOrder(page);
  await page.goto(`/checkout/order-confirmation/${order.orderId}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Purchase Complete' })).toBeVisible();
  await expect(page.getByText('Action required')).toHaveCount(0);
  // Texts are off, as they are by default: the news that it is ready comes by email.
  await expect(
    page.getByText(
      `We sent your order to ${order.pharmacyName}. We'll email you when it is ready for pickup.`,
    ),
  ).toBeVisible();
  await expect(page.getByText(/^Order number FW-[0-9A-HJKMNP-TV-Z]{8} · placed /)).toBeVisible();

  const yourOrder = page.getByRole('region', { name: 'Your order' });
  for (const name of order.itemNames) await expect(yourOrder.getByText(name)).toBeVisible();
  await expect(yourOrder.locator('dt:text-is("Local Pickup") + dd')).toHaveText('Free');
  await expect(yourOrder.locator('dt:text-is("Total") + dd')).toHaveText(/^\$\d+\.\d{2}$/);

  const pharmacy = page.getByRole('region', { name: 'Pickup pharmacy' });
  await expect(pharmacy.getByText(order.pharmacyName)).toBeVisible();
  const card = page.getByRole('region', { name: 'Your Fillwell card' });
  await expect(card.getByText('Show this at the pharmacy counter')).toBeVisible();
  for (const field of ['Member ID', 'BIN', 'Group', 'PCN']) {
    await expect(card.locator(`dt:text-is("${field}") + dd`)).toHaveText(/\S+/);
  }
  await expect(page.getByRole('region', { name: 'Payment method' })).toContainText('Visa');
  await expect(page.getByRole('region', { name: 'Payment method' })).toContainText('4242');

  const timeline = page.getByRole('list', { name: 'Fulfillment status' });
  const findStep = (label: string) => timeline.getByRole('listitem').filter({ hasText: label });
  await expect(timeline.getByRole('listitem')).toHaveCount(5);
  await expect(findStep('Order Received')).toContainText('Completed');
  await expectNoSeriousA11yViolations(page);

  // The page asks again while it is open, so the timeline follows the pharmacy.
  await expect(findStep('Order Processing')).toHaveAttribute('aria-current', 'step', {
    timeout: 20_000,
  });
  await expect(findStep('Order Processing')).toContainText('In progress');
  await expect(findStep('Retrieving Prescription')).toContainText('Completed');
  await expect(findStep('Ready for Pickup')).toContainText('Not started');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Go to Your Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test("someone else's order shows the not-found screen", async ({ page, browser }) => {
  const order = await createPaidOrder(page);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUpThroughApi(otherPage, 'other');
  await otherPage.goto(`/checkout/order-confirmation/${order.orderId}`);
  await expect(
    otherPage.getByRole('heading', { name: "Uh oh! We couldn't find this page." }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(otherPage);
  await other.close();
});

test('a signed-out visitor is sent to sign in and back to the confirmation', async ({ page }) => {
  await page.goto('/checkout/order-confirmation/ord_unknown');
  await expect(page).toHaveURL(/\/login\?next=\/checkout\/order-confirmation\/ord_unknown$/);
});
