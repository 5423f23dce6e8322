import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { callApi } from '../support/api';
import {
  addToCartThroughApi,
  answerHavePrescriptions,
  expectOrderSummary,
  prepareShopperThroughApi,
  selectPharmacyByZip,
} from '../support/checkout';

interface WireOrderPharmacy {
  name: string;
  npi: string;
  phone: string | null;
  address: { street1: string; city: string; state: string; zip_code: string };
}

interface WireProvider {
  provider_id: number;
  full_name: string;
  city: string;
  state: string;
}

/** "(314) 555-0100" for ten digits, as the order page shows a phone number. */
function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

// The journey walks the checkout and records a doctor with an accessibility scan of each page.
test.describe.configure({ timeout: 90_000 });

test("pickup with my doctor's prescription: the order number, where to send it and who sends it", async ({
  page,
}) => {
  await prepareShopperThroughApi(page);
  await addToCartThroughApi(page, ['atorvastatin']);
  await page.goto('/checkout');
  await answerHavePrescriptions(page, 'Do you have a prescription for Atorvastatin yet?');
  await selectPharmacyByZip(page, '63103');
  await expectOrderSummary(page);
  await page.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-confirmation\/[\w-]+$/);
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';

  // The instructions hold while the pharmacy waits for the prescription: read them first.
  const instructions = page.getByRole('region', { name: 'Have your prescription sent' });
  await expect(instructions).toContainText('Ask your doctor to send your prescription to:');
  const { result: order } = await callApi<{
    result: { order_number: string; pharmacy: WireOrderPharmacy };
  }>(page, 'GET', `v2/orders/${orderId}`);
  const { pharmacy } = order;
  const sendTo = instructions.locator('address');
  await expect(sendTo).toContainText(pharmacy.name);
  await expect(sendTo).toContainText(pharmacy.address.street1);
  await expect(sendTo).toContainText(
    `${pharmacy.address.city}, ${pharmacy.address.state} ${pharmacy.address.zip_code}`,
  );
  if (pharmacy.phone) await expect(sendTo).toContainText(`Phone: ${formatPhone(pharmacy.phone)}`);
  await expect(sendTo).toContainText(`NPI: ${pharmacy.npi}`);
  expect(order.order_number).toMatch(/^FW-[0-9A-HJKMNP-TV-Z]{8}$/);
  await expect(page.getByText(`Order number ${order.order_number} · placed`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your Fillwell card' })).toContainText(
    `Order number ${order.order_number}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase Complete' })).toBeVisible();
  await expect(
    page.getByText(
      `Ask your doctor to send the prescription for Atorvastatin to ${pharmacy.name}.`,
    ),
  ).toBeVisible();
  await expect(page.getByText(/We'll email you when it is ready for pickup\.$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The doctor search lists doctors near the pickup pharmacy first.
  const { result: nearby } = await callApi<{ result: WireProvider[] }>(
    page,
    'GET',
    'v2/providers?search=%2C%20md&zip_code=63103&state=MO',
  );
  const doctor = nearby[0];
  if (!doctor) throw new Error('no doctor near 63103');
  expect(doctor.state).toBe('MO');
  const card = page.getByRole('region', {
    name: /^(Have your prescription sent|Your prescription)$/,
  });
  await card.getByRole('button', { name: 'Add the doctor for Atorvastatin' }).click();
  const search = page.getByRole('dialog', { name: 'Who prescribed Atorvastatin?' });
  await search.getByLabel("Doctor's name or ZIP code").fill(', MD');
  const firstListed = search.getByRole('list', { name: 'Doctors' }).getByRole('button').first();
  await expect(firstListed).toContainText(doctor.full_name);
  await expect(firstListed).toContainText(`, ${doctor.city}, MO`);
  await expectNoSeriousA11yViolations(page);
  await firstListed.click();
  await expect(search).toBeHidden();
  await expect(card).toContainText(
    `Your doctor: ${doctor.full_name}, ${doctor.city}, ${doctor.state}`,
  );
  await expect(
    card.getByRole('button', { name: 'Change the doctor for Atorvastatin' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The server kept it, and Your Orders shows the order number.
  const { result: saved } = await callApi<{
    result: { items: Array<{ prescriber: { provider_id: number } | null }> };
  }>(page, 'GET', `v2/orders/${orderId}`);
  expect(saved.items[0]?.prescriber?.provider_id).toBe(doctor.provider_id);
  await page.goto('/account/orders');
  const listed = page.getByRole('region', { name: /^Order placed / });
  await expect(listed).toContainText(`Order number ${order.order_number}`);
  await expectNoSeriousA11yViolations(page);
});
