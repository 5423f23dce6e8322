import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on any serious or critical accessibility violation of the page as it is now. Axe runs
 * inside the page (legacy mode) instead of finishing its run in a new blank page, which cost
 * over a second a scan; that page exists only to gather cross-origin frames, and the app has no
 * frames (a page that has one is scanned the usual way). Only violations are collected: passes
 * were never read.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const hasFrames = page.frames().length > 1;
  const results = await new AxeBuilder({ page })
    .setLegacyMode(!hasFrames)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}
