// Starts the real API server (serving the built web app) on a fresh embedded database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'fillwell-e2e-'));
const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '3210',
  HOST: '127.0.0.1',
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // Orders move one fulfillment step every 6 s, so journeys can watch the timeline advance.
  FULFILLMENT_SIMULATOR: 'on',
  FULFILLMENT_STEP_SECONDS: '6',
};
delete env.DATABASE_URL;
const server = spawn(
  process.execPath,
  ['--import', 'tsx', join(repoRoot, 'apps/server/src/server.ts')],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env,
  },
);

function stop() {
  server.kill('SIGTERM');
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
