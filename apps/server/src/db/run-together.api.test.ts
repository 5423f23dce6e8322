import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import { queryRows } from './query-rows';
import { runTogether } from './run-together';
import { createTestDatabase } from '../test/test-database';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase('none');
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe('runTogether', () => {
  it('answers each statement in order, inside a transaction and outside one', async () => {
    const run = (executor: Parameters<typeof runTogether>[0]) =>
      runTogether(executor, [
        async () => (await queryRows<{ n: number }>(executor, sql`select 1::int as n`))[0]?.n,
        async () => 'plain',
        async () => (await queryRows<{ n: number }>(executor, sql`select 2::int as n`))[0]?.n,
      ]);
    expect(await run(database.db)).toEqual([1, 'plain', 2]);
    expect(await database.db.transaction((tx) => run(tx))).toEqual([1, 'plain', 2]);
  });

  it("never overlaps queries on a transaction's one connection", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      await database.db.transaction((tx) =>
        runTogether(
          tx,
          [1, 2, 3, 4].map((n) => async () => queryRows(tx, sql`select pg_sleep(0.01), ${n}::int`)),
        ),
      );
      // Warnings are emitted on the next turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((message) => /already executing/.test(message))).toEqual([]);
  });
});
