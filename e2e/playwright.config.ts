import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  throw new Error(
    `Chromium was not found at ${chromePath}. Install it with "apt-get install -y chromium" ` +
      '(Debian) or set CHROME_PATH to a Chromium or Chrome executable.',
  );
}

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  // Journeys, not files, are shared out between the workers: a file's journeys are independent
  // (each signs its own person up), and one long file no longer keeps a worker busy alone at the end.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // A journey's own budget, not a speed check (those are `npm run bench`): with two workers
  // sharing one server on a two-core machine, a journey with two sign-ins and six accessibility
  // scans takes twice as long as alone (14 s alone, over 30 s in a full run).
  timeout: 60_000,
  // How long an assertion waits for the page to get there. A browser context starts cold (no
  // cache), and its first page fetches, parses and runs the app's scripts before it asks for the
  // data: alone about 1–3 s here, over 5 s (the default) while the other worker and the server
  // share the two cores. An assertion waiting longer still fails when the page never gets there.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // A failed journey keeps its trace (actions, network, console, sources), without the
    // screencast or the DOM snapshots: every journey records one, passing or not, and the
    // screencast took about a third of the machine's CPU (compositor, JPEG encoding), the
    // snapshots (the page serialised before and after each action) about a tenth of the run.
    // `npx playwright test --trace on` records them all when a failure needs them.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    // No journey is about the offline copy, and registering the service worker made every new
    // browser context download and store all of the app's files (about 170) beside the journey.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: /.*\.mobile\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testMatch: /.*\.mobile\.spec\.ts/,
    },
  ],
  webServer: {
    command: `node support/start-server.mjs`,
    url: `${baseURL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
