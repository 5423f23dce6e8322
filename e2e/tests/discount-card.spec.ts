import { test } from '../support/test';
import {
  buyAtCardPrice,
  completeMemberProfileThroughApi,
  createJourneyPhone,
  expectPrescriptionAtCardPrice,
  expectSavingsShown,
  fileClaim,
  getCardAtQuicksave,
  readConfirmedFill,
  verifyCardHolder,
} from '../support/discount-card';
import { addAtFirstPharmacy } from '../support/one-price';

// The whole discount card: signup at /quicksave, the card's price bought online for pickup, the
// same price at the pharmacy counter (a claim), and the saving shown with the card.
test.describe.configure({ timeout: 120_000 });

test('quicksave card → discount-card price bought for pickup → the counter approves it → savings', async ({
  page,
}) => {
  const digits = createJourneyPhone();
  const card = await getCardAtQuicksave(page, '/quicksave', digits);

  await completeMemberProfileThroughApi(page);
  const shown = await addAtFirstPharmacy(page, 'atorvastatin', 'magic', '63103');
  await buyAtCardPrice(page, 'Atorvastatin', shown);

  const fill = await readConfirmedFill(page);
  const saved = await fileClaim(page, card, fill, shown);
  await expectSavingsShown(page, 'Atorvastatin', saved);
  await expectPrescriptionAtCardPrice(page, 'Atorvastatin');
  await verifyCardHolder(page, digits, card.memberId);
});
