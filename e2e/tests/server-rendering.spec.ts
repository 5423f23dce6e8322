import { test as withoutScripts } from '@playwright/test';
import { signUpThroughApi } from '../support/accounts';
import { expect, test } from '../support/test';

// A page without scripts never says the app took it over: these journeys use the plain page.
withoutScripts.describe('public pages read before any script runs', () => {
  withoutScripts.use({ javaScriptEnabled: false });

  withoutScripts(
    'a drug page arrives with its name, its prices and the page title',
    async ({ page }) => {
      await page.goto('/atorvastatin');
      await expect(page.getByRole('heading', { level: 1, name: 'Atorvastatin' })).toBeVisible();
      await expect(page.getByText('Generic for Lipitor', { exact: true })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Prices for 10 mg, 30 tablets' })).toBeVisible();
      await expect(page).toHaveTitle(/Atorvastatin \(Lipitor\) prices/);
    },
  );

  withoutScripts(
    'home, the directory, a treatment and a legal page arrive drawn',
    async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'The lowest price for your prescription, with or without insurance',
      );
      await page.goto('/medications/popular');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Popular medications' }),
      ).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Most searched medications' }).getByRole('link').first(),
      ).toBeVisible();
      await page.goto('/treatments/birth-control');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Birth Control treatment' }),
      ).toBeVisible();
      await expect(page).toHaveTitle('Birth Control treatment online | Fillwell');
      await page.goto('/terms');
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    },
  );

  withoutScripts('markup in the address is shown as text, never run', async ({ page }) => {
    await page.goto('/atorvastatin?q=%3Cscript%3Ewindow.injected%3D1%3C%2Fscript%3E');
    await expect(page.getByRole('heading', { level: 1, name: 'Atorvastatin' })).toBeVisible();
    expect(await page.content()).not.toContain('<script>window.injected');
  });
});

test('the app takes a rendered page over without drawing it again', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // React reports a page it could not take over, and drew again, as an error of the page.
  page.on('pageerror', (error) => errors.push(`hydrating failed: ${error.message}`));
  const firstScreenReads: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(v2\/user\/drugs\/detail\/|cms\/drug_info\/|v2\/user\?)/.test(request.url())) {
      firstScreenReads.push(request.url());
    }
  });
  await page.goto('/atorvastatin');
  const heading = page.getByRole('heading', { level: 1, name: 'Atorvastatin' });
  await expect(heading).toBeVisible();
  await page.getByLabel('Quantity', { exact: true }).selectOption('90');
  await expect(page.getByRole('group', { name: 'Prices for 10 mg, 90 tablets' })).toBeVisible();
  expect(firstScreenReads.filter((url) => !url.includes('/quantity/'))).toEqual([]);
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
});

test('a page kept for every visitor is taken over with each one’s own account', async ({
  page,
  browser,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const accountCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v2/user') accountCalls.push(request.url());
  });
  await page.goto('/how-fillwell-works');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(accountCalls).toEqual([]);

  await signUpThroughApi(page, 'kept-page');
  await page.goto('/how-fillwell-works');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(header.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  expect(pageErrors).toEqual([]);

  const visitorContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/how-fillwell-works');
  await expect(visitor.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await visitorContext.close();
});

test("a rendered page is on screen before the app's scripts are fetched", async ({ page }) => {
  await page.goto('/lipitor');
  await expect(page.getByRole('heading', { level: 1, name: 'Lipitor' })).toBeVisible();
  const timings = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    // React, the router and the store: the bulk of what the app starts with.
    appScripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/startup-[\w-]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timings.firstContentfulPaint).toBeGreaterThan(0);
  expect(timings.appScripts).toHaveLength(1);
  for (const start of timings.appScripts) {
    expect(start).toBeGreaterThanOrEqual(timings.firstContentfulPaint ?? Infinity);
  }
});
