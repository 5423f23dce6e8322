import { test } from '../support/test';
import { prepareShopperThroughApi } from '../support/checkout';
import { addAtFirstPharmacy, buyAndExpectOnePrice } from '../support/one-price';

test.describe.configure({ timeout: 90_000 });

test('on a phone, the retail price beside a pharmacy is the price paid', async ({ page }) => {
  await prepareShopperThroughApi(page);
  const shown = await addAtFirstPharmacy(page, 'atorvastatin', 'edlp', '63103');
  await buyAndExpectOnePrice(page, 'Atorvastatin', shown);
});
