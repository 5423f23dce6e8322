import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lockDataDir } from './pglite-lock';
import { startPgliteThread, type PgliteThread } from './pglite-thread';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One database type for both drivers: code never knows which one it runs on. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;
/** The database, or a transaction on it. */
export type Executor = AppDatabase | Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

export type DatabaseTarget =
  /** `loadDataDir`: an in-memory database starts as a copy of this dumped data dir (a tarball). */
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; schemaName?: string };

export interface DatabaseHandle {
  kind: DatabaseTarget['kind'];
  db: AppDatabase;
  close(): Promise<void>;
  /** PGlite only: the data dir as an uncompressed tarball, to start copies from. */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /**
   * Told of each PostgreSQL connection that dropped (a restart, a failover, a terminated
   * backend); the pool replaces it and a query it was running fails, so this is for the log.
   */
  onConnectionError?: (error: Error) => void;
}

/** PostgreSQL connection limits (docs/operations.md lists them). */
export const POSTGRES_TIMEOUTS = {
  /** Opening a connection, or waiting for a free one in the pool; then the call fails (503). */
  connectMs: 10_000,
  /** One statement; longer ones are cancelled (migrations have none). */
  statementMs: 30_000,
  /** A transaction left open without a statement: the database ends its session. */
  idleInTransactionMs: 60_000,
} as const;

const POOL_SIZE = 10;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database (PGlite files, in-memory PGlite, or PostgreSQL) and applies migrations. */
export async function openDatabase(
  target: DatabaseTarget,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  return target.kind === 'pglite' ? openPglite(target) : openPostgres(target, options);
}

async function openPglite(target: {
  dataDir: string | null;
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  const { dataDir, loadDataDir } = target;
  // PGlite creates only the last folder of the path; a fresh clone has no `.data/` yet.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // One process at a time: a second PGlite on the same files loses the first one's writes.
  const lock = dataDir ? lockDataDir(dataDir) : null;
  let client: PgliteThread | null = null;
  try {
    client = await startPgliteThread({ dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
    // The thread answers the calls the PGlite driver makes (query, exec, transaction).
    const db = drizzlePglite({ client: client as unknown as PGlite, schema });
    await migratePglite(db, { migrationsFolder });
    const opened = client;
    return {
      kind: 'pglite',
      db: db as unknown as AppDatabase,
      close: async () => {
        await opened.close();
        lock?.release();
      },
      dumpDataDir: () => opened.dumpDataDir(),
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

async function openPostgres(
  target: { url: string; schemaName?: string },
  options: DatabaseOptions,
): Promise<DatabaseHandle> {
  const { schemaName } = target;
  const connection: pg.PoolConfig = {
    connectionString: target.url,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
    keepAlive: true,
    // A test gets its own schema; `public` stays on the path for the extensions' functions.
    ...(schemaName ? { options: `-c search_path=${schemaName},public` } : {}),
  };
  const reportConnectionError = options.onConnectionError ?? (() => undefined);
  const pool = createPool(
    {
      ...connection,
      max: POOL_SIZE,
      statement_timeout: POSTGRES_TIMEOUTS.statementMs,
      idle_in_transaction_session_timeout: POSTGRES_TIMEOUTS.idleInTransactionMs,
    },
    reportConnectionError,
  );
  try {
    await migrate(createPool({ ...connection, max: 2 }, reportConnectionError), schemaName);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePg(pool, { schema });
  return { kind: 'postgres', db: db as unknown as AppDatabase, close: () => pool.end() };
}

/**
 * A pool that survives its connections dropping: an error on an idle client, or on a checked-out
 * one between queries, would otherwise be an unhandled 'error' event that ends the process. The
 * failed client is discarded and the next call opens a new connection.
 */
function createPool(config: pg.PoolConfig, onConnectionError: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  // Idle clients' errors reach the pool too; the client's own listener has reported them.
  pool.on('error', () => undefined);
  return pool;
}

/** Migrates on a pool of its own, without the statement timeout, closed afterwards. */
async function migrate(pool: pg.Pool, schemaName: string | undefined): Promise<void> {
  try {
    if (schemaName) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
    const db = drizzlePg(pool, { schema });
    await migrateInTurn(pool, () =>
      migratePg(db, {
        migrationsFolder,
        ...(schemaName ? { migrationsSchema: schemaName } : {}),
      }),
    );
  } finally {
    await pool.end();
  }
}

/** Any fixed number: the advisory lock PostgreSQL openers of this database migrate under. */
const MIGRATION_LOCK_KEY = 0x66696c6c;

/**
 * Runs the migrations while holding an advisory lock, so servers or test files opening the same
 * database at once migrate one after another. Concurrent `CREATE EXTENSION IF NOT EXISTS` on a
 * fresh database otherwise race: both see no extension and one fails on pg_extension's unique
 * name.
 */
async function migrateInTurn(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
