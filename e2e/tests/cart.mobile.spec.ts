import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { signUpThroughApi } from '../support/accounts';

test('on a phone a signed-in person builds a cart and reaches the checkout', async ({ page }) => {
  await signUpThroughApi(page, 'cart-mobile');
  await page.goto('/atorvastatin');
  await expect(page.getByRole('heading', { level: 1, name: 'Atorvastatin' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).tap();
  await expect(page).toHaveURL(/\/cart$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Atorvastatin' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText(/^Welcome offer/)).toBeVisible();
  const checkout = page.getByRole('link', { name: 'Proceed to checkout' });
  await checkout.scrollIntoViewIfNeeded();
  await expect(checkout).toBeVisible();
  const box = await checkout.boundingBox();
  const viewport = page.viewportSize();
  // The button spans the phone's width, less the page margins.
  expect(box?.width ?? 0).toBeGreaterThan((viewport?.width ?? 0) * 0.7);
  await expectNoSeriousA11yViolations(page);

  // The header cart is there for a signed-in person on a phone too.
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Cart: 1 medication in your cart' }),
  ).toBeVisible();

  await checkout.tap();
  await expect(page).toHaveURL(/\/checkout\/basic-info$/);
});

test('on a phone removing the last item empties the cart', async ({ page }) => {
  await page.goto('/atorvastatin');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).tap();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Remove Atorvastatin' }).tap();
  await expect(page.getByText("There's nothing in your cart yet.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});
