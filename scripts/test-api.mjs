// Runs the API tests on embedded PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

// API test files spend much of their time waiting on their database and server, so twice as
// many workers as cores keep the cores busy.
const WORKERS = String(2 * availableParallelism());

function runApiTests(label, extraEnv) {
  console.log(`\n> API tests on ${label}`);
  const args = ['vitest', 'run', '--project', 'server-api', `--maxWorkers=${WORKERS}`];
  const result = spawnSync('npx', args, {
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

runApiTests('PGlite (in-memory)', { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  runApiTests('PostgreSQL', { TEST_DB: 'postgres' });
} else {
  console.log('\nTEST_DATABASE_URL is not set: PostgreSQL API tests not run.');
}
