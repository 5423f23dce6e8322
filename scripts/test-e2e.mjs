// The browser journeys: builds the web app while the journeys' database is made and seeded (the
// build is short and the seeding single-threaded, so the two share the cores), then runs Playwright
// on a server started from a copy of that database instead of seeding one as it starts.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const seededDataDir = mkdtempSync(join(tmpdir(), 'fillwell-e2e-seeded-'));
const webDistDir = mkdtempSync(join(tmpdir(), 'fillwell-e2e-web-'));

function run(label, command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${label} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

try {
  const prepared = await Promise.allSettled([
    run('Building the web app', 'npm', ['run', 'build']),
    run("Preparing the journeys' database", process.execPath, [
      'e2e/support/prepare-data.mjs',
      seededDataDir,
    ]),
  ]);
  const failure = prepared.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  // The server serves a copy of this build: another build of apps/web/dist during the run (a
  // bench, `npm start`) replaced the files the served index.html names, and every page 404'd.
  cpSync(fileURLToPath(new URL('../apps/web/dist', import.meta.url)), webDistDir, {
    recursive: true,
  });
  await run('The browser journeys', 'npm', ['run', 'test', '-w', 'e2e'], {
    E2E_SEEDED_DATA_DIR: seededDataDir,
    WEB_DIST_DIR: webDistDir,
  });
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  rmSync(seededDataDir, { recursive: true, force: true });
  rmSync(webDistDir, { recursive: true, force: true });
}
