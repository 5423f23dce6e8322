// The browser journeys: builds the web app while the journeys' database is made and seeded (the
// build is short and the seeding single-threaded, so the two share the cores), then runs Playwright
// on a server started from a copy of that database instead of seeding one as it starts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const seededDataDir = mkdtempSync(join(tmpdir(), 'fillwell-e2e-seeded-'));

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
  await run('The browser journeys', 'npm', ['run', 'test', '-w', 'e2e'], {
    E2E_SEEDED_DATA_DIR: seededDataDir,
  });
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  rmSync(seededDataDir, { recursive: true, force: true });
}
