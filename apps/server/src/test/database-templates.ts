import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';

/** What a test database starts with: migrations only, or also the small reference catalogue. */
export type TestSeed = 'none' | 'test';

/**
 * Migrated databases made once per test run, which each test file's database is copied from:
 * PGlite data-dir tarballs (file paths) or PostgreSQL template databases (names).
 */
export type DatabaseTemplates =
  | { kind: 'pglite'; files: Record<TestSeed, string> }
  | { kind: 'postgres'; url: string; databases: Record<TestSeed, string> };

export interface PreparedTemplates {
  templates: DatabaseTemplates;
  remove(): Promise<void>;
}

/** Migrates (and for 'test' seeds) one template of each kind of test database. */
export async function prepareDatabaseTemplates(postgresUrl?: string): Promise<PreparedTemplates> {
  return postgresUrl ? preparePostgresTemplates(postgresUrl) : preparePgliteTemplates();
}

/** A new database copied from a template; dropped on close. */
export async function openTemplateCopy(
  templates: DatabaseTemplates,
  seed: TestSeed,
): Promise<DatabaseHandle> {
  if (templates.kind === 'pglite') {
    const loadDataDir = new Blob([readFileSync(templates.files[seed])]);
    return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir });
  }
  const name = createDatabaseName('t');
  await runAdminQuery(
    templates.url,
    `CREATE DATABASE "${name}" TEMPLATE "${templates.databases[seed]}"`,
  );
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(templates.url, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropDatabase(templates.url, name);
    },
  };
}

async function preparePgliteTemplates(): Promise<PreparedTemplates> {
  const folder = mkdtempSync(join(tmpdir(), 'fillwell-test-templates-'));
  const files = { none: join(folder, 'none.tar'), test: join(folder, 'test.tar') };
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    writeFileSync(files.none, await dumpDataDir(handle));
    await seedTestCatalogue(handle);
    writeFileSync(files.test, await dumpDataDir(handle));
  } finally {
    await handle.close();
  }
  return {
    templates: { kind: 'pglite', files },
    remove: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

async function preparePostgresTemplates(url: string): Promise<PreparedTemplates> {
  const prefix = createDatabaseName('template');
  const databases = { none: `${prefix}_none`, test: `${prefix}_test` };
  const remove = async () => {
    for (const name of Object.values(databases)) await dropDatabase(url, name);
  };
  try {
    await runAdminQuery(url, `CREATE DATABASE "${databases.none}"`);
    await (
      await openDatabase({ kind: 'postgres', url: withDatabase(url, databases.none) })
    ).close();
    await runAdminQuery(url, `CREATE DATABASE "${databases.test}" TEMPLATE "${databases.none}"`);
    const seeded = await openDatabase({ kind: 'postgres', url: withDatabase(url, databases.test) });
    await seedTestCatalogue(seeded).finally(() => seeded.close());
  } catch (error) {
    await remove();
    throw error;
  }
  return { templates: { kind: 'postgres', url, databases }, remove };
}

/** Loads the 'test' reference catalogue; imported only when needed, as it is large. */
export async function seedTestCatalogue(handle: DatabaseHandle): Promise<void> {
  const { seedReferenceData } = await import('../db/seed/seed-reference-data');
  await seedReferenceData(handle.db, { scale: 'test' });
}

async function dumpDataDir(handle: DatabaseHandle): Promise<Uint8Array> {
  if (!handle.dumpDataDir) throw new Error('only PGlite databases can be dumped');
  return new Uint8Array(await (await handle.dumpDataDir()).arrayBuffer());
}

function createDatabaseName(role: string): string {
  return `fillwell_${role}_${randomBytes(6).toString('hex')}`;
}

function withDatabase(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * Without FORCE: PostgreSQL waits a few seconds for the closed pool's sessions to end, where
 * FORCE would terminate them with an error their clients report as uncaught.
 */
async function dropDatabase(url: string, name: string): Promise<void> {
  await runAdminQuery(url, `DROP DATABASE IF EXISTS "${name}"`);
}

/** Runs one statement on the database TEST_DATABASE_URL names (CREATE/DROP DATABASE). */
export async function runAdminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
