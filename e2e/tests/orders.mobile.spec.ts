import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { createPaidOrder } from '../support/orders';

test.describe.configure({ timeout: 90_000 });

test("on a phone: the order number, where the doctor sends the prescription, and the doctor's name", async ({
  page,
}) => {
  const order = await createPaidOrder(page, ['atorvastatin']);
  await page.goto(`/checkout/order-confirmation/${order.orderId}`);

  const card = page.getByRole('region', {
    name: /^(Have your prescription sent|Your prescription)$/,
  });
  await expect(card).toContainText(order.pharmacyName);
  await expect(page.getByText(/^Order number FW-[0-9A-HJKMNP-TV-Z]{8} · placed /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('button', { name: `Add the doctor for ${order.itemNames[0]}` }).click();
  const search = page.getByRole('dialog', { name: `Who prescribed ${order.itemNames[0]}?` });
  await search.getByLabel("Doctor's name or ZIP code").fill(', MD');
  const first = search.getByRole('list', { name: 'Doctors' }).getByRole('button').first();
  await expect(first).toContainText(', MO');
  const doctorName = (await first.locator('span').first().textContent()) ?? '';
  await expectNoSeriousA11yViolations(page);
  await first.click();
  await expect(card).toContainText(`Your doctor: ${doctorName}`);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/account/orders');
  await expect(page.getByRole('region', { name: /^Order placed / })).toContainText(
    /Order number FW-[0-9A-HJKMNP-TV-Z]{8}/,
  );
  await expectNoSeriousA11yViolations(page);
});
