import { expect, type Page } from '@playwright/test';
import { callApi } from './api';

/**
 * Moves the server's scheduling clock and runs its jobs (renewals, refills); answers the server's
 * new today. The clock is shared by every journey running at the same time: assert only on your
 * own account's data, relative to this answer, never to the wall clock.
 */
export function advanceClock(page: Page, days: number) {
  return callApi<{ today: string }>(page, 'POST', 'dev/clock', { advance_days: days });
}

/**
 * Reads the server's answer, reloads the page and expects it to show that answer, again until
 * both agree: another journey moving the shared clock between the two reads (its jobs renewing
 * or refilling this account) makes them disagree once, not every time. Answers what was shown.
 */
export async function expectPageToShowServerAnswer<T>(
  page: Page,
  readServer: () => Promise<T>,
  expectShown: (answer: T) => Promise<void>,
): Promise<T> {
  const shown: T[] = [];
  await expect(async () => {
    const answer = await readServer();
    await page.reload();
    await expectShown(answer);
    shown.push(answer);
  }).toPass({ timeout: 30_000 });
  const [answer] = shown;
  if (answer === undefined) throw new Error('the page never showed the server’s answer');
  return answer;
}
