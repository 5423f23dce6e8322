import { test as base, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';

const redirects: Array<[from: string, to: string]> = [
  ['/legal', '/legal/terms-of-use'],
  ['/m/legal', '/m/legal/terms-of-use'],
  ['/feedback', '/feedback/nps'],
  ['/contact-us', '/contact-us/patients'],
  ['/pharmacies', '/participating-pharmacies'],
  ['/m/about', '/about-us'],
  ['/medications', '/medications/popular'],
  ['/birthcontrol', '/treatments/birth-control'],
  ['/erectiledysfunction', '/treatments/erectile-dysfunction'],
  ['/cholesterol', '/treatments/cholesterol'],
  ['/qs/AB12CD', '/quicksave?match_code=AB12CD'],
  ['/qs/rf/AB12CD', '/quicksave?match_code=AB12CD'],
  ['/quickstart', '/quicksave'],
  ['/i/friend42', '/invite/friend42'],
  ['/glucophage', '/metformin'],
  ['/glucophage-xr', '/metformin-er'],
];

/**
 * One browser context per worker for all of these journeys, where a new context per journey
 * fetched and compiled the app's scripts again for every redirect. Each journey still starts
 * signed out with empty storage, and opens its path in a new document.
 */
const test = base.extend<{ visitorPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(workerInfo.project.use);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  visitorPage: async ({ workerPage: page }, use) => {
    // A file of the origin that is not the app, so no app is left running to persist its state.
    await page.goto('/robots.txt');
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.context().clearCookies();
    await use(page);
  },
});

test.describe('redirects of the route table', () => {
  for (const [from, to] of redirects) {
    test(`${from} goes to ${to}`, async ({ visitorPage: page }) => {
      await page.goto(from);
      await expect(page).toHaveURL((url) => url.pathname + url.search === to);
      await expect(page.getByRole('main')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
