// Makes the journeys' database in the folder given as argument: starts the real server on it
// (migrations, catalogue, demo clinician, as at every start) and stops it once it listens.
// start-server.mjs then starts each run on a copy (E2E_SEEDED_DATA_DIR).
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { spawnServer } from './server-process.mjs';

const [folder] = process.argv.slice(2);
if (!folder) {
  console.error('Usage: node e2e/support/prepare-data.mjs <folder>');
  process.exit(2);
}
const dataDir = resolve(folder);
rmSync(dataDir, { recursive: true, force: true });

const server = spawnServer({ dataDir, port: '0', stdout: 'pipe' });
let isReady = false;
server.stdout.setEncoding('utf8');
server.stdout.on('data', (text) => {
  if (isReady || !text.includes(' is running at ')) return;
  isReady = true;
  server.kill('SIGTERM');
});
server.on('exit', (code) => {
  if (isReady && code === 0) return;
  console.error(`The journeys' database could not be prepared (server exit code ${code}).`);
  process.exit(1);
});
