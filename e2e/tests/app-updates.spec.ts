import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';

/**
 * A deployment happens while a tab is open. It changes what the server serves for everyone, so
 * these journeys run against a server of their own, serving its own copy of the web build: the
 * other journeys' tabs never see it. A deployment is what a real one does to the served folder:
 * the build's version file changes (a new build copied in place).
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const VERSION_FILE = 'app-version.json';
/** How often an open tab asks the server which build it serves (pwa-version-watch.ts). */
const CHECK_INTERVAL_MS = 5 * 60_000;

interface AppBuild {
  version: string;
  buildId: string;
  minVersion: string;
}

interface OwnServer {
  baseUrl: string;
  webDistDir: string;
  stop(): Promise<void>;
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: OwnServer;
let builtVersion: AppBuild;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer();
  builtVersion = readBuild(server.webDistDir);
});

test.afterAll(async () => {
  await server?.stop();
});

test.afterEach(() => {
  // Back to the build the tabs were loaded from, for the next journey.
  if (server && builtVersion) deploy(server.webDistDir, builtVersion);
});

test('an open tab notices a new deployment and offers a refresh', async ({ page }) => {
  await openTab(page, '/');
  await expect(page.getByText('A new version is available')).toHaveCount(0);

  deploy(server.webDistDir, { ...builtVersion, buildId: `${builtVersion.buildId}-next` });
  await letTimePass(page);

  const banner = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The new build is what the server now sends; Refresh loads it and the banner is gone.
  deploy(server.webDistDir, builtVersion);
  await Promise.all([
    page.waitForEvent('load'),
    banner.getByRole('button', { name: 'Refresh' }).click(),
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await letTimePass(page);
  await expect(page.getByText('A new version is available')).toHaveCount(0);
});

test('a tab below the minimum version is blocked until it refreshes', async ({ page }) => {
  await openTab(page, '/how-fillwell-works');

  deploy(server.webDistDir, { version: '5.0.13', buildId: 'next-release', minVersion: '5.0.13' });
  await letTimePass(page);

  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    "There's a new version of our website, Please refresh to continue",
  );
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await expect(page.getByText('A new version is available')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  deploy(server.webDistDir, builtVersion);
  await Promise.all([
    page.waitForEvent('load'),
    dialog.getByRole('button', { name: 'Refresh' }).click(),
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await letTimePass(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

/** Opens a tab on the own server and waits until it has asked which build is served. */
async function openTab(page: Page, path: string): Promise<void> {
  await page.clock.install();
  const firstCheck = page.waitForResponse(
    (response) => response.url().includes('/api/v2/app/version') && response.ok(),
  );
  await page.goto(`${server.baseUrl}${path}`);
  await firstCheck;
}

/** The tab stays open a while: long enough for its next look at the served build. */
async function letTimePass(page: Page): Promise<void> {
  const check = page.waitForResponse((response) => response.url().includes('/api/v2/app/version'));
  await page.clock.fastForward(CHECK_INTERVAL_MS);
  await check;
}

function readBuild(webDistDir: string): AppBuild {
  return JSON.parse(readFileSync(join(webDistDir, VERSION_FILE), 'utf8')) as AppBuild;
}

function deploy(webDistDir: string, build: AppBuild): void {
  writeFileSync(join(webDistDir, VERSION_FILE), JSON.stringify(build));
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The real server on a copy of the seeded data, serving a copy of the web build. */
async function startOwnServer(): Promise<OwnServer> {
  const workDir = mkdtempSync(join(tmpdir(), 'fillwell-app-updates-'));
  const dataDir = join(workDir, 'data');
  const webDistDir = join(workDir, 'web');
  const seededDataDir = process.env.E2E_SEEDED_DATA_DIR;
  if (seededDataDir) cpSync(seededDataDir, dataDir, { recursive: true });
  cpSync(process.env.WEB_DIST_DIR ?? join(repoRoot, 'apps/web/dist'), webDistDir, {
    recursive: true,
  });
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps/server/src/server.ts')],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'], env },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, webDistDir, stop };
}

async function waitUntilReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 170_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const isReady = await fetch(`${baseUrl}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (isReady) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become ready');
}
