import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import {
  addOneMonth,
  advanceClock,
  expectSubscriptionStep,
  findDefaultChoice,
  formatLongDate,
  listSubscriptions,
  prepareSubscriberThroughApi,
} from '../support/subscriptions';

const SHIPPING_DELAY =
  'Due to COVID-19, shipping may take 7-10 business days. Thank you for your patience.';

// Every page of the journey is scanned; the renewal moves the shared server's clock a month.
test.describe.configure({ timeout: 120_000 });

test('a monthly ED subscription, bought through its checkout and renewed a month later', async ({
  page,
}) => {
  await prepareSubscriberThroughApi(page);
  const choice = await findDefaultChoice(page, 'sildenafil');

  await page.goto(`/subs/cart?med_id=${choice.medId}&quantity=${choice.quantity}`);
  await expect(page).toHaveURL(/\/subs\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Subscription' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Sildenafil' })).toBeVisible();
  await expect(page.getByText('One-time medical fee (non-refundable)')).toBeVisible();
  await expect(page.getByText('$25.00')).toBeVisible();
  await expect(page.getByText(/auto-renews; cancel through a support phone line/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Continue' }).click();

  await expectSubscriptionStep(page, 'basic-info', 'Patient information');
  await expect(page.getByLabel('First name')).toHaveValue('Sam');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please choose the state you are in')).toBeVisible();
  await page.getByLabel('Current state').selectOption({ label: 'Missouri' });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectSubscriptionStep(page, 'delivery-address', 'Confirm delivery address');
  await page.getByLabel('Street address').fill('4400 Lindell Blvd');
  await page.getByLabel('City').fill('Saint Louis');
  await page.getByLabel('State').selectOption({ label: 'Missouri' });
  await page.getByLabel('Zip code').fill('63108');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectSubscriptionStep(page, 'additional-info', 'Additional information');
  for (const question of [
    'Do you have any allergies?',
    'Do you take any other medications?',
    'Do you have any medical conditions?',
  ]) {
    await page.getByRole('group', { name: question }).getByRole('radio', { name: 'No' }).check();
  }
  await page.getByRole('button', { name: 'Continue' }).click();

  // Phone, email and card are on file: the review comes next.
  await expect(page).toHaveURL(/\/checkout\/subscriptions\/review-order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Summary' })).toBeVisible();
  await expect(page.getByText(SHIPPING_DELAY)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('4400 Lindell Blvd');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('ending in 4242');
  await expectNoSeriousA11yViolations(page);
  const complete = page.getByRole('button', { name: 'Complete Purchase' });
  await expect(complete).toBeDisabled();
  await page
    .getByRole('checkbox', { name: /I agree to a monthly telehealth subscription/ })
    .check();
  await complete.click();

  await expect(page).toHaveURL(/\/checkout\/order-confirmation\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Start your consultation now' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const [subscription] = await listSubscriptions(page);
  expect(subscription?.status).toBe('active');
  const firstDue = subscription?.next_charge_on ?? '';
  await page.goto('/account/orders');
  const plan = page.getByRole('listitem', { name: subscription?.plan_name ?? '' });
  await expect(plan).toBeVisible();
  await expect(plan).toContainText('Active');
  await expect(plan).toContainText(`Next charge${formatLongDate(firstDue)}`);
  await expect(page.getByRole('link', { name: 'Complete your online visit' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await advanceClock(page, 31);
  const [renewed] = await listSubscriptions(page);
  const nextDue = renewed?.next_charge_on ?? '';
  // A month later (later still only if another journey moved the shared clock meanwhile).
  expect(nextDue >= addOneMonth(firstDue)).toBe(true);
  await page.reload();
  await expect(plan).toContainText(`Next charge${formatLongDate(nextDue)}`);
  await expectNoSeriousA11yViolations(page);
});
