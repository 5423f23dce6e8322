import { test } from '../support/test';
import { reloadAtPaymentAndContinue } from '../support/checkout-answers';

// The journey walks several checkout steps with an accessibility scan of every page it visits.
test.describe.configure({ timeout: 150_000 });

test('on a phone, the prescription answer survives a reload and a new tab at payment', async ({
  page,
}) => {
  await reloadAtPaymentAndContinue(page);
});
