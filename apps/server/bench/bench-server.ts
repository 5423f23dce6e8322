import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const READY_TIMEOUT_MS = 600_000;

export interface BenchServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function waitForReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not become ready in 10 minutes');
}

/**
 * BENCH_CPU_PROF_DIR: each of the server's threads writes a CPU profile there as it stops (where a
 * run's time went; its figures are then not comparable).
 */
function toProfilerFlags(): string[] {
  const dir = process.env.BENCH_CPU_PROF_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

/**
 * The real server in production mode on a full-scale catalogue (PGlite in a fresh folder when no
 * database URL is given). TRUST_PROXY lets the benchmark's prepared accounts come from distinct
 * client addresses (X-Forwarded-For), as real visitors behind a proxy do, so the per-client
 * limits on sign-up and card tokens apply per visitor without slowing the preparation.
 */
export async function startBenchServer(
  databaseUrl: string | null,
  extraEnv: Record<string, string> = {},
): Promise<BenchServer> {
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    SEED_SCALE: 'full',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    // Behind a proxy the cap is off by default; the slow-client bench comes straight from one
    // host. Above the bench's own concurrency from 127.0.0.1.
    HTTP_MAX_CONNECTIONS_PER_CLIENT: '1000',
    ...extraEnv,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = mkdtempSync(join(tmpdir(), 'fillwell-bench-'));
  }
  const child = spawn(process.execPath, [...toProfilerFlags(), '--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    // The data folder goes only once the server has closed its database.
    if (env.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
  };
  try {
    await waitForReady(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/**
 * A fresh database on the same PostgreSQL server for each run, so the benchmark never touches
 * test data and always measures a freshly seeded full-scale catalogue.
 */
export async function prepareBenchDatabase(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('DROP DATABASE IF EXISTS fillwell_bench WITH (FORCE)');
  await client.query('CREATE DATABASE fillwell_bench');
  await client.end();
  const benchUrl = new URL(url);
  benchUrl.pathname = '/fillwell_bench';
  return benchUrl.toString();
}
