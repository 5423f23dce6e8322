import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { createInviteCodeThroughApi } from '../support/accounts';
import { callApi } from '../support/api';

const footerLinks = [
  '/about-us',
  '/careers',
  '/in-the-press',
  '/testimonials',
  '/fillwell-pharmacy-plus',
  '/quicksave',
  '/home-delivery',
  '/online-rx',
  '/participating-pharmacies',
  '/price-match-guarantee',
  '/blog',
  '/doctors',
  '/pharmacists',
  '/medications',
  '/how-fillwell-works',
  '/contact-us',
  '/legal/disclaimers',
  '/legal/privacy-policy',
  '/legal/terms-of-use',
  '/legal/hipaa-privacy-notice',
];

test('a visitor sees the home page inside the shell', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Fillwell home' })).toHaveAttribute('href', '/');
  await expect(header.getByPlaceholder('Search for a medication')).toBeVisible();
  const signIn = header.getByRole('link', { name: 'Sign In' });
  await expect(signIn).toHaveAttribute('href', '/login');
  await expect(header.getByRole('link', { name: /cart/i })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Fillwell is not insurance.');
  await expect(footer).toContainText('separate discount plan organization');
  for (const href of footerLinks) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
  }
  expect(await footer.locator('a[href^="/"]').count()).toBeGreaterThanOrEqual(
    footerLinks.length + 8,
  );
  await expectNoSeriousA11yViolations(page);
});

test('the help item shows the FAQ panel with call and e-mail on desktop', async ({ page }) => {
  await page.goto('/');
  const help = page.getByRole('banner').getByRole('link', { name: /help/i }).first();
  await help.hover();
  await expect(page.getByRole('link', { name: 'See more FAQs' })).toBeVisible();
  await expect(page.locator('a[href^="tel:"]').first()).toBeAttached();
  await expect(page.locator('a[href^="mailto:"]').first()).toBeAttached();
  await expectNoSeriousA11yViolations(page);
});

test('unknown paths show the not-found screen', async ({ page }) => {
  for (const path of ['/not-found', '/no/such/page/here', '/checkout/nowhere/at/all']) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { name: "Uh oh! We couldn't find this page." }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

test('a screen that fails to load shows the error view', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/assets/invite-page-*.js', (route) => route.abort());
  await page.goto('/invite/friend42');
  await expect(page.getByRole('heading', { name: 'Uh oh! Something went wrong.' })).toBeVisible();
  expect(errors.length).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
});

test('campaign paths show the one gateway page', async ({ page }) => {
  await page.goto('/save');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  expect(heading).toBeTruthy();
  await expectNoSeriousA11yViolations(page);
  for (const path of ['/ls-gw', '/rxsave', '/deal', '/account-2']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
  }
});

test('an invite code in the path is applied at start-up', async ({ page, browser }) => {
  const code = await createInviteCodeThroughApi(browser);
  await page.goto(`/i/${code}`);
  await expect(page).toHaveURL(new RegExp(`/invite/${code}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect
    .poll(
      async () =>
        (await callApi<{ invite_code: string | null }>(page, 'GET', 'v2/user')).invite_code,
    )
    .toBe(code);
});

test('an invite code in the query is applied at start-up', async ({ page, browser }) => {
  const code = await createInviteCodeThroughApi(browser);
  await page.goto(`/?referral_code=${code}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get('/api/v2/user')).json()).invite_code)
    .toBe(code);
});

test('transfer paths leave for the main site with no_pwa=1', async ({ page }) => {
  await page.route('https://www.fillwell.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Main site</title>' }),
  );
  await page.goto('/transfer/cvs');
  await expect(page).toHaveURL('https://www.fillwell.com/transfer/cvs?no_pwa=1');
  await page.goto('/request-transfer?utm_source=mail');
  await expect(page).toHaveURL(/^https:\/\/www\.fillwell\.com\/request-transfer\?.*no_pwa=1/);
});

test('the footer waits below the first screen while a page loads, so nothing moves when it arrives', async ({
  page,
}) => {
  let releaseDetail = () => {};
  const detailHeld = new Promise<void>((resolve) => (releaseDetail = resolve));
  await page.route('**/api/v2/user/drugs/detail/**', async (route) => {
    await detailHeld;
    await route.continue();
  });
  // The directory arrives rendered; the drug page it links to loads in the app.
  await page.goto('/medications/l');
  await page
    .getByRole('link', { name: /^Lipitor\b/ })
    .first()
    .click();
  await expect(page.getByText('Finding prices…')).toBeVisible();
  const viewportHeight = page.viewportSize()?.height ?? 0;
  const footerTopWhileLoading = await page
    .getByRole('contentinfo')
    .evaluate((footer) => footer.getBoundingClientRect().top);
  expect(footerTopWhileLoading).toBeGreaterThanOrEqual(viewportHeight);
  releaseDetail();
  await expect(page.getByRole('heading', { level: 1, name: 'Lipitor' })).toBeVisible();
});
