import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database (PGlite files, in-memory PGlite, or PostgreSQL) and applies migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'pglite' ? openPglite(target) : openPostgres(target);
}

async function openPglite(target: {
  dataDir: string | null;
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  const { dataDir, loadDataDir } = target;
  // PGlite creates only the last folder of the path; a fresh clone has no `.data/` yet.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm, cube, earthdistance },
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    kind: 'pglite',
    db: db as unknown as AppDatabase,
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(target: { url: string; schemaName?: string }): Promise<DatabaseHandle> {
  const { schemaName } = target;
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    // A test gets its own schema; `public` stays on the path for the extensions' functions.
    ...(schemaName ? { options: `-c search_path=${schemaName},public` } : {}),
  });
  if (schemaName) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
  const db = drizzlePg(pool, { schema });
  await migrateInTurn(pool, () =>
    migratePg(db, {
      migrationsFolder,
      ...(schemaName ? { migrationsSchema: schemaName } : {}),
    }),
  );
  return { kind: 'postgres', db: db as unknown as AppDatabase, close: () => pool.end() };
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
