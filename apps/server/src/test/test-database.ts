import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with
 * TEST_DB=postgres and TEST_DATABASE_URL, a new schema `t_<random>` dropped on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = getPostgresTestUrl();
  if (getTestDatabaseKind() === 'pglite' || !url) {
    return openDatabase({ kind: 'pglite', dataDir: null });
  }
  const schemaName = `t_${randomBytes(6).toString('hex')}`;
  const handle = await openDatabase({ kind: 'postgres', url, schemaName }).catch(async (error) => {
    await dropSchema(url, schemaName);
    throw error;
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropSchema(url, schemaName);
    },
  };
}

/** The PostgreSQL server tests may use (TEST_DATABASE_URL), if any. */
export function getPostgresTestUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** The database the API tests run on. */
export function getTestDatabaseKind(): DatabaseHandle['kind'] {
  return process.env.TEST_DB === 'postgres' && getPostgresTestUrl() ? 'postgres' : 'pglite';
}

async function dropSchema(url: string, schemaName: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
  } finally {
    await client.end();
  }
}
