import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { createJourneyEmail, signUpThroughApi } from '../support/accounts';

async function openSideMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  return menu;
}

/** The newest phone code texted to a number, read from /dev/outbox in a second tab. */
async function readNewestCode(page: Page, digits: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto('/dev/outbox');
  const message = outbox.getByTestId('outbox-message').filter({ hasText: digits }).first();
  await expect(message).toBeVisible();
  await expectNoSeriousA11yViolations(outbox);
  const code = /(\d{6}) is your/.exec((await message.textContent()) ?? '')?.[1] ?? '';
  await outbox.close();
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** Asks for a code for the number in the form or dialog given, then enters the texted code. */
async function signInWithPhoneCode(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  digits: string,
) {
  await scope.getByLabel('Mobile number').pressSequentially(digits);
  await expect(scope.getByLabel('Mobile number')).toHaveValue(
    `+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
  );
  await scope.getByRole('button', { name: 'Send code' }).click();
  const codeField = scope.getByLabel('6-digit code');
  await expect(codeField).toBeVisible();
  await codeField.fill(await readNewestCode(page, digits));
  await scope.getByRole('button', { name: 'Verify' }).click();
}

test('the side menu offers Sign In / Create Account, then Sign Out and Invite Friends', async ({
  page,
}) => {
  const { email, password } = await signUpThroughApi(page, 'menu');
  await page.context().clearCookies();
  await page.goto('/');
  let menu = await openSideMenu(page);
  await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(menu.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await expect(menu.getByRole('link', { name: 'Sign Out' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Invite Friends (Earn $15)' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await menu.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(menu).toBeHidden();
  const form = page.getByRole('form', { name: 'Sign in' });
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expectNoSeriousA11yViolations(page);

  menu = await openSideMenu(page);
  await expect(menu.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/logout');
  await expect(menu.getByRole('link', { name: 'Invite Friends (Earn $15)' })).toHaveAttribute(
    'href',
    '/account/invite-friends',
  );
  await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Create Account' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await menu.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The teardown reloads the page; the menu then knows the visitor again.
  await expect(async () => {
    const reopened = await openSideMenu(page);
    await expect(reopened.getByRole('link', { name: 'Sign In' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expectNoSeriousA11yViolations(page);
});

test('forgot password for a phone-code account opens the phone sign-in instead', async ({
  page,
}) => {
  const digits = `636555${String(Date.now()).slice(-4)}`;
  const email = createJourneyEmail('phone');
  await page.goto('/login/otp');
  await expectNoSeriousA11yViolations(page);
  await signInWithPhoneCode(page, page.getByRole('main'), digits);
  await expect(page).toHaveURL(/\/account$/);
  await expectNoSeriousA11yViolations(page);

  const added = await page.request.patch('/api/v2/user/account?platform=mobile_web&app=5.0.12', {
    data: { email },
    headers: { 'x-requested-with': 'fillwell' },
  });
  expect(added.status(), await added.text()).toBe(200);
  const menu = await openSideMenu(page);
  await menu.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const resetDialog = page.getByRole('dialog', { name: 'Reset your password' });
  await resetDialog.getByLabel('Email').fill(email);
  await expectNoSeriousA11yViolations(page);
  await resetDialog.getByRole('button', { name: 'Send' }).click();

  const phoneDialog = page.getByRole('dialog', { name: 'Sign in with your phone' });
  await expect(phoneDialog).toBeVisible();
  await expect(resetDialog).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await signInWithPhoneCode(page, phoneDialog, digits);
  await expect(page).toHaveURL(/\/account$/);
  await expect(phoneDialog).toBeHidden();
  await expectNoSeriousA11yViolations(page);
});
