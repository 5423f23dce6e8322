/**
 * `npm run bench`: starts the real server on a full-scale catalogue (PGlite, and PostgreSQL when
 * DATABASE_URL or TEST_DATABASE_URL is set), loads each target at a fixed rate and at full load,
 * and prints a table. Budgets are reported, never asserted by tests.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  BENCH_TARGETS,
  FIXED_RATE_PER_SECOND,
  FIXED_RATE_SECONDS,
  FULL_LOAD_CONNECTIONS,
  FULL_LOAD_SECONDS,
  MAX_P99_RATIO,
  type BenchTarget,
} from './bench-targets';
import { INITIAL_JS_BUDGET_BYTES, measureInitialJs } from './web-bundle-size';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

interface Row {
  database: string;
  target: string;
  mode: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  ratio: string;
  verdict: string;
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
  const deadline = Date.now() + 600_000;
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

async function startServer(
  databaseUrl: string | null,
): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    SEED_SCALE: 'full',
    LOG_LEVEL: 'warn',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = mkdtempSync(join(tmpdir(), 'fillwell-bench-'));
  }
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForReady(baseUrl, child);
  // The data folder goes only once the server has closed its database.
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    if (env.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
  };
  return { baseUrl, stop };
}

/**
 * A fresh database on the same PostgreSQL server for each run, so the benchmark never touches
 * test data and always measures a freshly seeded full-scale catalogue.
 */
async function prepareBenchDatabase(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('DROP DATABASE IF EXISTS fillwell_bench WITH (FORCE)');
  await client.query('CREATE DATABASE fillwell_bench');
  await client.end();
  const benchUrl = new URL(url);
  benchUrl.pathname = '/fillwell_bench';
  return benchUrl.toString();
}

/** A returning visitor's session cookie, so a target measures reads rather than new sessions. */
async function fetchSessionCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v2/user?platform=web&app=5.0.12`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function load(
  url: string,
  options: { rate?: number; seconds: number; connections: number; cookie?: string },
) {
  const result = await autocannon({
    url,
    ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
    connections: options.connections,
    duration: options.seconds,
    ...(options.rate ? { overallRate: options.rate } : {}),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

async function measureDatabase(label: string, baseUrl: string): Promise<Row[]> {
  const rows: Row[] = [];
  const fullLoad = new Map<BenchTarget, Awaited<ReturnType<typeof load>>>();
  const cookie = await fetchSessionCookie(baseUrl);
  for (const target of BENCH_TARGETS) {
    await load(baseUrl + target.path, { seconds: 1, connections: 2, cookie }); // warm-up
    const fixed = await load(baseUrl + target.path, {
      rate: FIXED_RATE_PER_SECOND,
      seconds: FIXED_RATE_SECONDS,
      connections: FULL_LOAD_CONNECTIONS,
      cookie,
    });
    const budget = target.budgetP99Ms;
    rows.push({
      database: label,
      target: target.name,
      mode: `${FIXED_RATE_PER_SECOND} req/s`,
      ...fixed,
      ratio: '',
      verdict:
        budget === null ? '' : fixed.p99 <= budget ? `ok (≤ ${budget} ms)` : `OVER ${budget} ms`,
    });
    fullLoad.set(
      target,
      await load(baseUrl + target.path, {
        seconds: FULL_LOAD_SECONDS,
        connections: FULL_LOAD_CONNECTIONS,
        cookie,
      }),
    );
  }
  const trivial = [...fullLoad.entries()].find(([target]) => target.isTrivial)?.[1];
  for (const [target, measured] of fullLoad) {
    const ratio = trivial && trivial.p99 > 0 ? measured.p99 / trivial.p99 : NaN;
    rows.push({
      database: label,
      target: target.name,
      mode: `full load, ${FULL_LOAD_CONNECTIONS} conn`,
      ...measured,
      ratio: Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : 'n/a',
      verdict: describeRatio(target, ratio),
    });
  }
  return rows;
}

/** The 3× rule applies to the routes with a budget (DESIGN §8); others show their ratio only. */
function describeRatio(target: BenchTarget, ratio: number): string {
  if (target.isTrivial) return 'floor';
  if (target.budgetP99Ms === null) return '';
  return ratio <= MAX_P99_RATIO ? 'ok (≤ 3×)' : 'OVER 3×';
}

function printTable(rows: Row[]): void {
  const headers = [
    'database',
    'target',
    'mode',
    'p50 ms',
    'p99 ms',
    'req/s',
    'errors',
    'p99 / trivial',
    'verdict',
  ];
  const cells = rows.map((row) => [
    row.database,
    row.target,
    row.mode,
    String(row.p50),
    String(row.p99),
    String(row.rps),
    String(row.errors),
    row.ratio,
    row.verdict,
  ]);
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...cells.map((line) => (line[column] ?? '').length)),
  );
  const format = (line: string[]) =>
    line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ');
  console.log(format(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const line of cells) console.log(format(line));
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const postgresUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;
  const databases: Array<[string, string | null]> = [['PGlite', null]];
  if (postgresUrl) databases.push(['PostgreSQL', await prepareBenchDatabase(postgresUrl)]);
  for (const [label, url] of databases) {
    console.error(`Starting the server on ${label} with the full-scale catalogue…`);
    const server = await startServer(url);
    try {
      rows.push(...(await measureDatabase(label, server.baseUrl)));
    } finally {
      await server.stop();
    }
  }
  printTable(rows);
  printWebBundle();
}

function printWebBundle(): void {
  const measured = measureInitialJs(`${repoRoot}/apps/web/dist`);
  if (!measured) {
    console.log('\nweb: not built (run npm run build) — initial JS not measured');
    return;
  }
  const kb = (measured.gzipBytes / 1024).toFixed(1);
  const verdict = measured.gzipBytes <= INITIAL_JS_BUDGET_BYTES ? 'ok (≤ 150 KB)' : 'OVER 150 KB';
  console.log(`\nweb: initial JS ${kb} KB gzip in ${measured.files.length} files — ${verdict}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
