import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { createJourneyEmail, signUpThroughApi } from '../support/accounts';
import { callApi } from '../support/api';

const PASSWORD = 'correct horse battery';

/** The newest outbox message's text for a recipient, read from /dev/outbox. */
async function readOutbox(page: Page, recipient: string) {
  await page.goto('/dev/outbox');
  const message = page.getByTestId('outbox-message').filter({ hasText: recipient }).first();
  await expect(message).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  return message;
}

test('sign up, sign out (persisted state purged), sign in', async ({ page }) => {
  const email = createJourneyEmail('auth');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Password').click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('short');
  await form.getByLabel('Email').click();
  await expect(form.getByText('Password must be 8 characters or longer')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Create account' })).toBeDisabled();
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.evaluate(() => window.localStorage.setItem('pwa-v4:search', '{"stale":"yes"}'));
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('pwa-v4:search') ?? ''))
    .not.toContain('stale');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/login?next=/account/profile');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const login = page.getByRole('form', { name: 'Sign in' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password').fill('wrong password');
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct');
  await expect(login.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await login.getByLabel('Password').fill(PASSWORD);
  await expect(page.getByRole('alert')).toBeHidden();
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expectNoSeriousA11yViolations(page);

  // The desktop header's account item and its dropdown.
  const header = page.getByRole('banner');
  const accountItem = header.getByRole('link', { name: 'Account', exact: true });
  await expect(accountItem).toHaveAttribute('href', '/account');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await accountItem.hover();
  const dropdown = [
    ['Your Medications', '/account/medications'],
    ['Your Orders & Cancellations', '/account/orders'],
    ['Go to your account', '/account'],
    ['Sign out', '/logout'],
  ] as const;
  for (const [name, href] of dropdown) {
    await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expectNoSeriousA11yViolations(page);
  await header.getByRole('link', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Account', exact: true })).toHaveCount(0);
});

test('signing up with a used email switches to Sign in, keeping the email', async ({ page }) => {
  const { email } = await signUpThroughApi(page, 'taken');
  await page.context().clearCookies();
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText(`${email} already has an account. Sign in to continue.`),
  ).toBeVisible();
  const login = page.getByRole('form', { name: 'Sign in' });
  await expect(login.getByLabel('Email')).toHaveValue(email);
  await expectNoSeriousA11yViolations(page);
});

test('password reset with the emailed link', async ({ page }) => {
  const { email } = await signUpThroughApi(page, 'reset');
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  await dialog.getByLabel('Email').fill(email);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status')).toContainText("we've sent it a link");

  const message = await readOutbox(page, email);
  const link = message.getByRole('link', { name: /password-reset\?token=/ });
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('New password').fill('a brand new passphrase');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expectNoSeriousA11yViolations(page);

  await page.goto(new URL(href).pathname + new URL(href).search);
  await page.getByLabel('New password').fill('yet another passphrase');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/account-error\?reason=used/);
  await expect(page.getByText('This link was already used.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('phone-code sign-in with the code from the outbox', async ({ page }) => {
  const digits = `314555${String(Date.now()).slice(-4)}`;
  await page.goto('/login/otp');
  await expect(page.getByRole('heading', { name: 'Sign in with your phone' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const mobile = page.getByLabel('Mobile number');
  await mobile.pressSequentially('12');
  await mobile.blur();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await mobile.fill('');
  await mobile.pressSequentially(digits);
  await expect(mobile).toHaveValue(
    `+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
  );
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('6-digit code')).toBeVisible();
  const otpUrl = page.url();

  const message = await readOutbox(page, digits);
  const code = /(\d{6}) is your/.exec((await message.textContent()) ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.goBack();
  expect(page.url()).toBe(otpUrl);
  // The code step lives in the page's memory: send again, then use the newest code.
  await page.getByLabel('Mobile number').pressSequentially(digits);
  await page.getByRole('button', { name: 'Send code' }).click();
  const codeField = page.getByLabel('6-digit code');
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText('That code is not correct. Please check it and try again.'),
  ).toBeVisible();

  const context = page.context();
  const outboxPage = await context.newPage();
  await outboxPage.goto('/dev/outbox');
  const newest = outboxPage.getByTestId('outbox-message').filter({ hasText: digits }).first();
  await expect(newest).toBeVisible();
  await expectNoSeriousA11yViolations(outboxPage);
  const newCode = /(\d{6}) is your/.exec((await newest.textContent()) ?? '')?.[1] ?? '';
  await outboxPage.close();
  await codeField.fill(newCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('guest sign-in link from the outbox signs in once', async ({ page }) => {
  const email = createJourneyEmail('guest');
  await callApi(page, 'POST', 'v2/user/account/login/guest', { email, flow: 'checkout' });
  await page.context().clearCookies();
  await callApi(page, 'POST', 'v2/user/account/login/guest', { email, flow: 'checkout' });
  const message = await readOutbox(page, email);
  await message.getByRole('link', { name: /guest-login\?token=/ }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
