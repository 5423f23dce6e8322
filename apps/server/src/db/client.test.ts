import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { getPostgresTestUrl } from '../test/test-database';
import { openDatabase } from './client';

describe('openDatabase on PGlite files', () => {
  const root = mkdtempSync(join(tmpdir(), 'fillwell-client-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates missing parent folders, as on a fresh clone, and keeps data across opens', async () => {
    const dataDir = join(root, '.data', 'db');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.db.execute(sql`CREATE TABLE kept (value text)`);
    await first.db.execute(sql`INSERT INTO kept VALUES ('still here')`);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    const result = await second.db.select({ value: sql<string>`value` }).from(sql`kept`);
    expect(result).toEqual([{ value: 'still here' }]);
    await second.close();
  });
});

const postgresUrl = getPostgresTestUrl();

describe.runIf(postgresUrl)('openDatabase on PostgreSQL', () => {
  it('migrates a fresh database from several openers at once', async () => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const name = `fillwell_fresh_${process.pid}_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(postgresUrl ?? '');
      url.pathname = `/${name}`;
      const openers = ['a', 'b', 'c', 'd'].map((schemaName) =>
        openDatabase({ kind: 'postgres', url: url.toString(), schemaName }),
      );
      const handles = await Promise.all(openers);
      for (const handle of handles) {
        const [row] = await handle.db
          .select({ similarity: sql<number>`similarity('atorvastatin', 'atorvastatn')` })
          .from(sql`(SELECT 1) AS one`);
        expect(row?.similarity).toBeGreaterThan(0.5);
        await handle.close();
      }
    } finally {
      await dropWhenDisconnected(admin, name);
      await admin.end();
    }
  });
});

/**
 * Drops the database once the closed pools' connections have left it: dropping it WITH (FORCE)
 * while one was still closing sent that connection a fatal error the test run reported.
 */
async function dropWhenDisconnected(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await admin.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]?.count === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
}
