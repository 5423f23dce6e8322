// Starts the real API server (serving the built web app) on a fresh embedded database: a copy of
// E2E_SEEDED_DATA_DIR when set (made by prepare-data.mjs, so the catalogue is already loaded),
// else an empty one the server seeds as it starts.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from './server-process.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'fillwell-e2e-'));
const seededDataDir = process.env.E2E_SEEDED_DATA_DIR;
if (seededDataDir) cpSync(seededDataDir, dataDir, { recursive: true });

const server = spawnServer({ dataDir, port: process.env.E2E_PORT ?? '3210' });

function stop() {
  server.kill('SIGTERM');
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
