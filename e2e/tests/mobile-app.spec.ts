import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';

/** A number no other journey texts (the app link is limited per number). */
function createJourneyMobile(): string {
  return `314557${String(Date.now()).slice(-4)}`;
}

test('"Text me the app" on /app texts the link, which opens /app', async ({ page }) => {
  const digits = createJourneyMobile();
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: 'The Fillwell app' })).toBeVisible();
  await expect(page).toHaveTitle('The Fillwell app | Fillwell');
  const getApp = page.getByRole('region', { name: 'Get the app' });
  await expect(getApp).toContainText('we text you the link');
  await expectNoSeriousA11yViolations(page);

  const mobile = getApp.getByLabel('Mobile number');
  await mobile.pressSequentially('555123');
  await getApp.getByRole('button', { name: 'Text me the app' }).click();
  await expect(getApp.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);

  await mobile.fill('');
  await mobile.pressSequentially(digits);
  const masked = `+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  await expect(mobile).toHaveValue(masked);
  await getApp.getByRole('button', { name: 'Text me the app' }).click();
  await expect(getApp.getByRole('button', { name: 'Download Link Sent!' })).toBeVisible();
  await expect(getApp.getByRole('status')).toHaveText(`We texted the link to ${masked}.`);
  await expect(getApp.getByText('Please enter a valid phone number')).toHaveCount(0);
  // The label comes back after 2 s.
  await expect(getApp.getByRole('button', { name: 'Text me the app' })).toBeVisible();
  await expect(getApp.getByRole('button', { name: 'Download Link Sent!' })).toHaveCount(0);

  const outbox = await page.context().newPage();
  await outbox.goto('/dev/outbox');
  const message = outbox.getByTestId('outbox-message').filter({ hasText: digits }).first();
  await expect(message).toContainText('Get the Fillwell app: ');
  await expectNoSeriousA11yViolations(outbox);
  const link = /Get the Fillwell app: (\S+)/.exec((await message.textContent()) ?? '')?.[1] ?? '';
  expect(new URL(link).pathname).toBe('/app');
  await outbox.goto(link);
  await expect(outbox.getByRole('heading', { level: 1, name: 'The Fillwell app' })).toBeVisible();
  await outbox.close();
});

test('/mobile leads a phone user on, and /mobile/unavailable explains and offers help', async ({
  page,
}) => {
  await page.goto('/mobile/unavailable');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Not available on the mobile site' }),
  ).toBeVisible();
  const help = page.getByRole('region', { name: 'Need help?' });
  await expect(help.getByRole('link', { name: 'Call (855) 345-5935' })).toHaveAttribute(
    'href',
    'tel:+18553455935',
  );
  await expect(help.getByRole('link', { name: 'Email help@fillwell.com' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/mobile');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Fillwell on your phone' }),
  ).toBeVisible();
  await expect(page.getByRole('search', { name: 'Find a medication price' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const tasks = page.getByRole('navigation', { name: 'What would you like to do?' });
  await tasks.getByRole('link', { name: /Get the Fillwell app/ }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Fillwell app' })).toBeVisible();
});
