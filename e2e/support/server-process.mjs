// The real API server (serving the built web app) as the journeys run it, on an embedded database
// in `dataDir`.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export function spawnServer({ dataDir, port, stdout = 'inherit' }) {
  const env = {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Orders move one fulfillment step every 6 s, so journeys can watch the timeline advance.
    FULFILLMENT_SIMULATOR: 'on',
    FULFILLMENT_STEP_SECONDS: '6',
  };
  delete env.DATABASE_URL;
  return spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/server/src/server.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', stdout, 'inherit'],
    env,
  });
}
