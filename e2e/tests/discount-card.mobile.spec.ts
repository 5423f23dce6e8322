import { expect, test } from '../support/test';
import { callApi } from '../support/api';
import {
  buyAtCardPrice,
  changeCardPharmacy,
  completeMemberProfileThroughApi,
  createJourneyPhone,
  expectSavingsShown,
  fileClaim,
  getCardAtQuicksave,
  readConfirmedFill,
} from '../support/discount-card';
import { addAtFirstPharmacy } from '../support/one-price';

test.describe.configure({ timeout: 120_000 });

test('on a phone: a /qs link with its offer → card → bought and claimed at one price → savings', async ({
  page,
}) => {
  const { code } = await callApi<{ code: string }>(page, 'POST', 'dev/discount-card/match-codes', {
    kind: 'campaign',
    coupon_name: 'QUICKSAVE20',
  });
  await page.goto(`/qs/${code}`);
  await expect(page).toHaveURL(new RegExp(`/quicksave\\?match_code=${code}$`));
  // The quicksave header on a phone: no menu or search to lead away from the card.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /^Call Fillwell/ })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Open menu' })).toHaveCount(0);

  const card = await getCardAtQuicksave(page, `/qs/${code}`, createJourneyPhone());
  await expect(page.getByText('QUICKSAVE20: $20.00 off')).toBeVisible();

  await completeMemberProfileThroughApi(page);
  const shown = await addAtFirstPharmacy(page, 'lisinopril', 'magic', '63103');
  await buyAtCardPrice(page, 'Lisinopril', shown);

  const fill = await readConfirmedFill(page);
  const saved = await fileClaim(page, card, fill, shown);
  await expectSavingsShown(page, 'Lisinopril', saved);
  await changeCardPharmacy(page, '63103');
});
