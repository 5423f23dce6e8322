import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import {
  openTemplateCopy,
  runAdminQuery,
  seedTestCatalogue,
  type DatabaseTemplates,
  type TestSeed,
} from './database-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the API tests' global setup (see api-global-setup.ts). */
    databaseTemplates?: DatabaseTemplates;
  }
}

/**
 * A fresh, migrated database for one test file (with the 'test' catalogue when `seed` is
 * 'test'): in-memory PGlite by default; with TEST_DB=postgres and TEST_DATABASE_URL, a
 * database of its own on that server, dropped on close. Copied from the run's templates when
 * the global setup made them; otherwise migrated (and seeded) here.
 */
export async function createTestDatabase(seed: TestSeed = 'none'): Promise<DatabaseHandle> {
  const templates = inject('databaseTemplates');
  if (templates) return openTemplateCopy(templates, seed);
  const handle = await openFreshDatabase();
  if (seed === 'test') {
    await seedTestCatalogue(handle).catch(async (error) => {
      await handle.close();
      throw error;
    });
  }
  return handle;
}

async function openFreshDatabase(): Promise<DatabaseHandle> {
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

function dropSchema(url: string, schemaName: string): Promise<void> {
  return runAdminQuery(url, `DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
}
