import { test as base, type Page } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

/**
 * Whether the page's app has taken it over: a page the server rendered is readable before its
 * scripts run, but a control used before the app hydrates it does nothing. A page the browser's
 * app draws alone counts as ready once it loads.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getElementById('fillwell-state') === null ||
      document.documentElement.dataset.hydrated === 'true',
  );
}

/**
 * The journeys' `test`: its page waits, after each goto and reload, for the app to take over
 * what the server rendered, as a person waits for a page to respond before using it.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForApp(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
});
