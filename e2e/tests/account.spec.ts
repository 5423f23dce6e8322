import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { signUpThroughApi } from '../support/accounts';

async function openProfileFromAccount(page: Page) {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
}

test('a signed-in user fills in the profile, and it is still there after a reload', async ({
  page,
}) => {
  const { email } = await signUpThroughApi(page, 'profile');
  await openProfileFromAccount(page);
  await expectNoSeriousA11yViolations(page);

  const personal = page.getByRole('region', { name: 'Personal information' });
  await personal.getByLabel('First name').fill('José');
  await personal.getByLabel('Last name').fill('Garc1a');
  await personal.getByLabel('Month').fill('2');
  await personal.getByLabel('Day').fill('30');
  await personal.getByLabel('Year').fill('1985');
  await personal.getByLabel('Male', { exact: true }).check();
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(personal.getByText('Invalid character(s)')).toBeVisible();
  await expect(personal.getByText('Set correct date')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await personal.getByLabel('Last name').fill('García-Márquez');
  await personal.getByLabel('Day').fill('14');
  await expect(personal.getByText('Set correct date')).toBeHidden();
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(personal.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  const contact = page.getByRole('region', { name: 'Contact details' });
  await expect(contact.getByLabel('Email')).toHaveValue(email);
  await expect(contact.getByLabel('Email')).toBeDisabled();
  const mobile = contact.getByLabel('Mobile number');
  await mobile.pressSequentially('555123');
  await expect(mobile).toHaveValue('+1 (555) 123');
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(contact.getByText('Please enter a valid phone number')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await mobile.pressSequentially('4567');
  await expect(mobile).toHaveValue('+1 (555) 123-4567');
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(contact.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await page.reload();
  await expect(personal.getByLabel('First name')).toHaveValue('José');
  await expect(personal.getByLabel('Last name')).toHaveValue('García-Márquez');
  await expect(personal.getByLabel('Month')).toHaveValue('2');
  await expect(personal.getByLabel('Day')).toHaveValue('14');
  await expect(personal.getByLabel('Year')).toHaveValue('1985');
  await expect(personal.getByLabel('Male', { exact: true })).toBeChecked();
  await expect(contact.getByLabel('Mobile number')).toHaveValue('+1 (555) 123-4567');

  await page.getByRole('link', { name: 'Back to your account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByText('José García-Márquez')).toBeVisible();
  await expect(profile.getByText('2/14/1985')).toBeVisible();
  await expect(profile.getByText('+1 (555) 123-4567')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the account home leads to every section and back', async ({ page }) => {
  await signUpThroughApi(page, 'sections');
  await page.goto('/account');
  const sections = page.getByRole('navigation', { name: 'Account sections' });
  await expect(sections.getByRole('link', { name: /^Your Medications/ })).toHaveAttribute(
    'href',
    '/account/medications',
  );
  await expect(
    sections.getByRole('link', { name: /^Your Orders & Cancellations/ }),
  ).toHaveAttribute('href', '/account/orders');

  for (const section of ['Payment cards', 'Addresses', 'Health profile']) {
    await page
      .getByRole('navigation', { name: 'Account sections' })
      .getByRole('link', { name: new RegExp(`^${section}`) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to your account' }).click();
    await expect(page).toHaveURL(/\/account$/);
  }
});

test('a signed-in user finds their invite code and link on Invite Friends', async ({ page }) => {
  await signUpThroughApi(page, 'invite');
  await page.goto('/account');
  await page.getByRole('link', { name: /^Invite Friends \(Earn \$15\)/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Invite Friends (Earn $15)' }),
  ).toBeVisible();
  const link = page.getByLabel('Your invite link');
  await expect(link).toHaveValue(/\/invite\/[A-Za-z0-9_-]+$/);
  const url = await link.inputValue();
  const code = url.split('/invite/')[1] ?? '';
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(new URL(url).pathname);
  await expect(page.getByText(`Invite code: ${code}`)).toBeVisible();
});

test('a signed-out visitor is sent from /account to sign in', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=\/account$/);
  await expectNoSeriousA11yViolations(page);
});
