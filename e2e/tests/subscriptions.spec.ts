import { expect, test, type Locator } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { DELIVERY_ADDRESS } from '../support/accounts';
import { findDefaultChoice } from '../support/api';
import {
  answerNoToHealthQuestions,
  expectStep,
  SHIPPING_DELAY,
  submitDeliveryAddress,
} from '../support/checkout';
import { advanceClock, expectPageToShowServerAnswer } from '../support/clock';
import { addOneMonth, formatLongDate } from '../support/dates';
import {
  listSubscriptions,
  prepareSubscriberThroughApi,
  type WireSubscription,
} from '../support/subscriptions';

// Every page of the journey is scanned; the renewal moves the shared server's clock a month.
test.describe.configure({ timeout: 120_000 });

function findNextCharge(plan: Locator) {
  return plan.locator('dt:text-is("Next charge") + dd');
}

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

  await expectStep(page, 'subscriptions/basic-info', 'Patient information');
  await expect(page.getByLabel('First name')).toHaveValue('Sam');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please choose the state you are in')).toBeVisible();
  await page.getByLabel('Current state').selectOption({ label: 'Missouri' });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'subscriptions/delivery-address', 'Confirm delivery address');
  await submitDeliveryAddress(page);

  await expectStep(page, 'subscriptions/additional-info', 'Additional information');
  await answerNoToHealthQuestions(page);

  // Phone, email and card are on file: the review comes next.
  await expect(page).toHaveURL(/\/checkout\/subscriptions\/review-order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Summary' })).toBeVisible();
  await expect(page.getByText(SHIPPING_DELAY)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText(
    DELIVERY_ADDRESS.street,
  );
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

  // Another journey may move the shared clock at any time (a renewal then moves the date on):
  // the page is checked against the server's answer, and dates only relative to the server's.
  const [subscription] = await listSubscriptions(page);
  expect(subscription?.status).toBe('active');
  await page.goto('/account/orders');
  const plan = page.getByRole('listitem', { name: subscription?.plan_name ?? '' });
  const expectPlanToShow = async ([shown]: WireSubscription[]) => {
    await expect(plan).toBeVisible();
    await expect(plan).toContainText('Active');
    await expect(findNextCharge(plan)).toHaveText(formatLongDate(shown?.next_charge_on ?? ''));
  };
  const [first] = await expectPageToShowServerAnswer(
    page,
    () => listSubscriptions(page),
    expectPlanToShow,
  );
  const firstDue = first?.next_charge_on ?? '';
  await expect(page.getByRole('link', { name: 'Complete your online visit' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const { today } = await advanceClock(page, 31);
  const [renewed] = await expectPageToShowServerAnswer(
    page,
    () => listSubscriptions(page),
    expectPlanToShow,
  );
  const nextDue = renewed?.next_charge_on ?? '';
  // Renewed: due after the server's new today, a month on (more if another journey moved it).
  expect(nextDue > today, `${nextDue} is after ${today}`).toBe(true);
  expect(nextDue >= addOneMonth(firstDue), `${nextDue} is a month after ${firstDue}`).toBe(true);
  await expectNoSeriousA11yViolations(page);
});
