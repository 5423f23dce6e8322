import { test } from '../support/test';
import { prepareShopperThroughApi } from '../support/checkout';
import { addAtFirstPharmacy, buyAndExpectOnePrice } from '../support/one-price';

// The price beside a pharmacy is the price in the cart, at the review and on the confirmation.
test.describe.configure({ timeout: 90_000 });

const CASES = [
  { slug: 'lisinopril', name: 'Lisinopril', category: 'local', label: 'Smart Deal' },
  { slug: 'lipitor', name: 'Lipitor', category: 'edlp', label: 'retail' },
];

for (const { slug, name, category, label } of CASES) {
  test(`${name} at a ${label} price costs what the pharmacy list said`, async ({ page }) => {
    await prepareShopperThroughApi(page);
    const shown = await addAtFirstPharmacy(page, slug, category, '63103');
    await buyAndExpectOnePrice(page, name, shown);
  });
}
