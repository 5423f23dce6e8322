import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { createJourneyEmail, signUpPersonThroughApi } from '../support/accounts';
import { callApi, findPriceId } from '../support/api';
import { saveCardThroughApi } from '../support/cards';

interface WirePharmacies {
  results: Array<{ name: string; network_id: number; location: { id: string } }>;
}

async function openInvitePage(page: Page) {
  await page.goto('/account/invite-friends');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Invite Friends (Earn $15)' }),
  ).toBeVisible();
  await expect(page.getByLabel('Your invite link')).toHaveValue(/\/invite\/[A-Z0-9]{8}$/);
}

/** The cart for pickup near St. Louis, as the drug page and pharmacy list would fill it. */
async function fillPickupCart(page: Page) {
  const priceId = await findPriceId(page, 'januvia', 'edlp');
  await callApi(page, 'POST', 'v2/cart/items', { items: [{ price_id: priceId }] });
  const { results } = await callApi<WirePharmacies>(
    page,
    'GET',
    'v2/pharmacies?zip_code=63103&network_ids=1&limit=1',
  );
  const pharmacy = results[0];
  if (!pharmacy) throw new Error('no pharmacy near 63103');
  await callApi(page, 'POST', 'v2/cart/pharmacy', {
    pharmacy_id: pharmacy.location.id,
    pharmacy_network_id: pharmacy.network_id,
  });
}

test('A invites B, B signs up through the link and buys, A earns $15', async ({
  page,
  browser,
}) => {
  // A: signed up, opens the invite page and takes the link.
  await signUpPersonThroughApi(page, { prefix: 'inviter', cardNumber: null });
  await openInvitePage(page);
  const earned = page.getByRole('region', { name: "What you've earned" });
  await expect(earned.locator('dt:text-is("Earned") + dd')).toHaveText('$0.00');
  await expect(
    page.getByText('No one has joined with your link yet', { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Share your invite' }).getByRole('link', { name: 'E-mail' }),
  ).toHaveAttribute('href', /^mailto:/);
  await expectNoSeriousA11yViolations(page);
  const inviteUrl = new URL(await page.getByLabel('Your invite link').inputValue());

  // B: another browser opens the link and signs up.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(inviteUrl.pathname);
  await expect(
    friend.getByRole('heading', { level: 1, name: "You've been invited to Fillwell" }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(friend);

  await friend.goto('/signup');
  const form = friend.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Email').fill(createJourneyEmail('invited'));
  await form.getByLabel('Password').fill('correct horse battery');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(friend).toHaveURL(/\/account$/);
  await expectNoSeriousA11yViolations(friend);

  // B's first order carries the referral coupon in A's name; B buys it.
  await saveCardThroughApi(friend);
  await fillPickupCart(friend);
  await friend.goto('/cart');
  await expect(friend.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(
    friend.getByText(
      "From Pat's invite: $15.00 off your first fill and $15.00 off your first order",
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(friend);
  const purchase = await callApi<{ order_id: string }>(friend, 'POST', 'cart/purchase', {});
  await friend.goto(`/checkout/order-confirmation/${purchase.order_id}`);
  await expect(friend.getByRole('heading', { name: 'Purchase Complete' })).toBeVisible();
  await expectNoSeriousA11yViolations(friend);
  await friendContext.close();

  // A: the invite page and the wallet show the $15.
  await openInvitePage(page);
  await expect(earned.locator('dt:text-is("Earned") + dd')).toHaveText('$15.00');
  await expect(earned.getByText('Wallet balance')).toBeVisible();
  await expect(earned.locator('[aria-busy]')).toHaveText('$15.00');
  const friends = page.getByRole('region', { name: 'Friends who joined' });
  await expect(friends.getByRole('listitem')).toHaveCount(1);
  await expect(friends.getByRole('listitem')).toContainText('You earned $15.00');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Wallet' })).toContainText('$15.00');
  await expectNoSeriousA11yViolations(page);
});
