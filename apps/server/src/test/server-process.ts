import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { runAdminQuery } from './database-templates';
import { getPostgresTestUrl } from './test-database';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const READY_TIMEOUT_MS = 120_000;
const READY_LINE = /is running at (http:\/\/\S+)/;

/** A database several server processes share: a PostgreSQL database or a PGlite data folder. */
export interface SharedDatabase {
  kind: 'postgres' | 'pglite';
  /** The variables that point a server at it (DATABASE_URL or DATA_DIR). */
  env: Record<string, string>;
  /** PostgreSQL: its URL, for the test's own queries. */
  url: string | null;
  drop(): Promise<void>;
}

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  readOutput(): string;
  /** Resolves when the process has exited, with its code or signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal (SIGKILL by default: a crash) and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** SIGTERM and wait: a normal stop. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** More variables, e.g. a fault to inject. */
  env?: Record<string, string>;
  /** Called with everything written so far each time the process writes (e.g. to wait for a line). */
  onOutput?: (output: string) => void;
}

/**
 * A fresh database for spawned servers: on PostgreSQL (TEST_DATABASE_URL) a new database copied
 * from the run's 'test' template when there is one; otherwise a PGlite data folder of its own,
 * unpacked from the run's PGlite 'test' template when there is one.
 */
export async function createSharedDatabase(
  kind: SharedDatabase['kind'] = getPostgresTestUrl() ? 'postgres' : 'pglite',
): Promise<SharedDatabase> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'fillwell-process-'));
    // The run's migrated and seeded template, unpacked: the server then skips both.
    const templates = inject('databaseTemplates');
    if (templates?.kind === 'pglite') {
      // Its member names start with '/'; tar stores them under dataDir (and says so on stderr).
      execFileSync('tar', ['-xf', templates.files.test, '-C', dataDir], { stdio: 'pipe' });
    }
    return {
      kind,
      env: { DATA_DIR: dataDir },
      url: null,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = getPostgresTestUrl();
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for a shared PostgreSQL database');
  const name = `fillwell_process_${Math.random().toString(16).slice(2, 10)}`;
  const templates = inject('databaseTemplates');
  const template = templates?.kind === 'postgres' ? ` TEMPLATE "${templates.databases.test}"` : '';
  await runAdminQuery(adminUrl, `CREATE DATABASE "${name}"${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    env: { DATABASE_URL: url.toString() },
    url: url.toString(),
    drop: () => runAdminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * The real server (`src/server.ts`) as a child process on a shared database, on a free port of
 * 127.0.0.1, with the small test catalogue; resolves once it says it is running.
 */
export async function startServerProcess(
  database: SharedDatabase,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_SCALE: 'test',
      LOG_LEVEL: 'warn',
      FULFILLMENT_SIMULATOR: 'off',
      ...database.env,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const appendOutput = (chunk: Buffer) => {
    output += chunk.toString();
    options.onOutput?.(output);
  };
  child.stdout.on('data', appendOutput);
  child.stderr.on('data', appendOutput);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  try {
    const baseUrl = await waitForReadyLine(() => output, exited);
    return {
      baseUrl,
      pid: child.pid ?? 0,
      readOutput: () => output,
      exited,
      kill,
      stop: () => kill('SIGTERM'),
    };
  } catch (error) {
    await kill();
    throw error;
  }
}

async function waitForReadyLine(
  readOutput: () => string,
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>,
): Promise<string> {
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  void exited.then((settled) => (exit = settled));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const match = READY_LINE.exec(readOutput());
    if (match?.[1]) return match[1];
    if (exit) {
      const { code, signal } = exit;
      throw new Error(
        `the server exited (code ${code}, signal ${signal}) before it was ready:\n${readOutput()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server was not ready in ${READY_TIMEOUT_MS / 1000} s:\n${readOutput()}`);
}
