import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const OPTIONS: RunOptions = { resultTypes: ['violations'] };
/**
 * axe's minified build, the same code as its `source` in 45% of the bytes: sent to and compiled
 * by every document a journey scans, it took about 130 ms a document instead of 190.
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Fails on any serious or critical accessibility violation of the page as it is now. Axe runs
 * inside the page (what AxeBuilder's legacy mode does) instead of finishing its run in a new blank
 * page, which cost over a second a scan; that page exists only to gather cross-origin frames, and
 * the app has no frames (a page that has one is scanned by AxeBuilder the usual way). Only
 * violations are collected: passes were never read.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await waitForRunningAnimations(page);
  const hasFrames = page.frames().length > 1;
  const results = hasFrames
    ? await new AxeBuilder({ page }).options(OPTIONS).analyze()
    : await runAxeInPage(page);
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits for the page's running transitions and animations to end: scanned mid-fade (the header's
 * cart panel fades in on hover), text at part opacity failed the contrast check although the page
 * never rests that way. Paused and endless animations are not waited for.
 */
async function waitForRunningAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        // A transition reversed or replaced before its end is cancelled: nothing left to wait for.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * AxeBuilder's legacy run, except that axe's source is sent and compiled only when the document
 * lacks it: AxeBuilder evaluated it twice on every scan, several hundred ms each time, while most
 * scans follow an in-app navigation of a document that already has it.
 */
async function runAxeInPage(page: Page): Promise<AxeResults> {
  const hasAxe = await page.evaluate(() => typeof window.axe?.run === 'function');
  if (!hasAxe) {
    await page.evaluate(AXE_SOURCE);
    // As AxeBuilder configures it for a same-origin (legacy) run.
    await page.evaluate(() =>
      window.axe.configure({
        allowedOrigins: ['<same_origin>'],
        branding: { application: 'playwright' },
      }),
    );
  }
  return page.evaluate((options) => window.axe.run(document, options), OPTIONS);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
