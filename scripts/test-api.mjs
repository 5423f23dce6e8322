// Runs the API tests on embedded PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

function runApiTests(label, extraEnv) {
  console.log(`\n> API tests on ${label}`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server-api'], {
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
