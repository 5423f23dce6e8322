import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { getPostgresTestUrl } from '../test/test-database';
import { openDatabase, type Executor } from './client';
import { isDatabaseUnavailable } from './errors';

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

describe.runIf(postgresUrl)('a PostgreSQL pool whose connections are terminated', () => {
  it('reports the loss, fails the open transaction as unavailable, and reconnects', async () => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const schemaName = `t_dropped_${process.pid}_${Date.now()}`;
    const lost: Error[] = [];
    const handle = await openDatabase(
      { kind: 'postgres', url: postgresUrl ?? '', schemaName },
      { onConnectionError: (error) => lost.push(error) },
    );
    try {
      const readPid = async (executor: Pick<Executor, 'select'>) => {
        const [row] = await executor
          .select({ pid: sql<number>`pg_backend_pid()` })
          .from(sql`(SELECT 1) AS one`);
        return row?.pid ?? 0;
      };
      let transactionPid = 0;
      const transaction = handle.db.transaction(async (tx) => {
        transactionPid = await readPid(tx);
        await terminateBackend(admin, transactionPid);
        await tx.execute(sql`select 1`);
      });
      const failure = await transaction.then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      const idlePid = await readPid(handle.db);
      expect(idlePid).not.toBe(transactionPid);
      // The transaction's connection reported one error or two (the fatal message, then the
      // closed socket), so only an error after this point is the idle connection's own.
      const lostBeforeIdle = lost.length;
      await terminateBackend(admin, idlePid);
      await waitFor(() => lost.length > lostBeforeIdle);

      expect(await readPid(handle.db)).toBeGreaterThan(0);
    } finally {
      await handle.close();
      await admin.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
      await admin.end();
    }
  });
});

/** Terminates a backend and waits until it has gone. */
async function terminateBackend(admin: pg.Client, pid: number): Promise<void> {
  await admin.query('SELECT pg_terminate_backend($1)', [pid]);
  await waitFor(async () => {
    const { rows } = await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid]);
    return rows.length === 0;
  });
}

async function waitFor(condition: () => boolean | Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

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
