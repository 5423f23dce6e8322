import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors';
import { startPgliteThread, type PgliteThread } from './pglite-thread';

let database: PgliteThread;

beforeAll(async () => {
  database = await startPgliteThread({ dataDir: null });
  await database.exec(`
    CREATE TABLE people (id integer PRIMARY KEY, name text NOT NULL, born date);
    CREATE UNIQUE INDEX people_name_idx ON people (name);`);
}, 30_000);

afterAll(async () => {
  await database?.close();
});

async function countPrepared(): Promise<number> {
  const { rows } = await database.query(
    'SELECT count(*)::int AS count FROM pg_prepared_statements',
  );
  return (rows[0] as { count: number }).count;
}

describe('startPgliteThread', () => {
  it('answers rows as objects or arrays, with dates and times as text', async () => {
    const query =
      "SELECT 1 AS one, DATE '2026-11-27' AS day, TIMESTAMPTZ '2026-11-27 10:00Z' AS at";
    const objects = await database.query(query);
    expect(objects.rows).toEqual([{ one: 1, day: '2026-11-27', at: '2026-11-27 10:00:00+00' }]);
    const arrays = await database.query(query, [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, '2026-11-27', '2026-11-27 10:00:00+00']]);
    expect(arrays.fields.map((field) => field.name)).toEqual(['one', 'day', 'at']);
  });

  it('reads arrays, flags and JSON as values, however the statement is run', async () => {
    const query =
      "SELECT $1::int AS id, ARRAY[1, 2]::int[] AS numbers, ARRAY['a,b', NULL]::text[] AS names, " +
      "true AS flag, '{\"a\": [1]}'::jsonb AS doc, ARRAY[DATE '2026-11-27'] AS days, " +
      'NULL::int[] AS nothing, ARRAY[3]::int[] AS numbers';
    const expected = {
      id: 7,
      names: ['a,b', null],
      flag: true,
      doc: { a: [1] },
      days: '{2026-11-27}',
      nothing: null,
      // Two columns with one name: the row holds the last, as PGlite's own rows do.
      numbers: [3],
    };
    // The second run is prepared and executed by name.
    for (let run = 0; run < 2; run += 1) {
      expect((await database.query(query, [7])).rows).toEqual([expected]);
    }
    const arrays = await database.query(query, [7], { rowMode: 'array' });
    expect(arrays.rows).toEqual([
      [7, [1, 2], ['a,b', null], true, { a: [1] }, '{2026-11-27}', null, [3]],
    ]);
    const [executed] = await database.exec(query.replace('$1', '7'));
    expect(executed?.rows).toEqual([expected]);
  });

  it('commits a transaction that finishes and rolls back one that throws', async () => {
    await database.transaction(async (tx) => {
      await tx.query('INSERT INTO people (id, name) VALUES ($1, $2)', [1, 'Ada']);
    });
    const failed = database.transaction(async (tx) => {
      await tx.query('INSERT INTO people (id, name) VALUES ($1, $2)', [2, 'Grace']);
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    const { rows } = await database.query('SELECT name FROM people ORDER BY id');
    expect(rows).toEqual([{ name: 'Ada' }]);
  });

  it('runs transactions started together one after another, each seeing only its own work', async () => {
    const names = ['Barbara', 'Frances', 'Margaret'];
    const seen = await Promise.all(
      names.map((name, index) =>
        database.transaction(async (tx) => {
          // Sent together, neither waiting for the other's answer.
          const inserting = tx.query('INSERT INTO people (id, name) VALUES ($1, $2)', [
            100 + index,
            name,
          ]);
          const counting = tx.query('SELECT count(*)::int AS count FROM people WHERE id >= 100');
          await inserting;
          return ((await counting).rows[0] as { count: number }).count;
        }),
      ),
    );
    expect(seen).toEqual([1, 2, 3]);
    await database.query('DELETE FROM people WHERE id >= 100');
  });

  it('runs a statement sent during a transaction after it, as PGlite does in process', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const writing = database.transaction(async (tx) => {
      await tx.query('INSERT INTO people (id, name) VALUES ($1, $2)', [3, 'Edsger']);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reading = database.query('SELECT count(*)::int AS count FROM people');
    release();
    await writing;
    expect((await reading).rows).toEqual([{ count: 2 }]);
  });

  it("fails a statement with the database's own fields: code, constraint, detail", async () => {
    const duplicate = database.query('INSERT INTO people (id, name) VALUES ($1, $2)', [9, 'Ada']);
    const error = await duplicate.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(isUniqueViolation(error, 'people_name_idx')).toBe(true);
    expect(error).toMatchObject({ code: '23505', detail: 'Key (name)=(Ada) already exists.' });
  });

  it('prepares a statement run again with plain values, and reads its values back intact', async () => {
    const before = await countPrepared();
    const names = ["O'Brien", 'back\\slash', "two '' quotes", 'ünïcödé 💊', ''];
    for (const [index, name] of names.entries()) {
      await database.query('INSERT INTO people (id, name, born) VALUES ($1, $2, $3)', [
        100 + index,
        name,
        index === 0 ? null : '1990-01-0' + String(index),
      ]);
    }
    expect(await countPrepared()).toBe(before + 1);
    const { rows } = await database.query(
      'SELECT name, born FROM people WHERE id >= $1 ORDER BY id',
      [100],
    );
    expect(rows).toEqual(
      names.map((name, index) => ({ name, born: index === 0 ? null : `1990-01-0${index}` })),
    );
  });

  it('prepares each of several statements that come back in turn', async () => {
    const before = await countPrepared();
    const texts = ['SELECT $1::int + 1 AS value', 'SELECT $1::int + 2 AS value'];
    for (let round = 0; round < 3; round += 1) {
      for (const [index, text] of texts.entries()) {
        const { rows } = await database.query(text, [round]);
        expect(rows).toEqual([{ value: round + index + 1 }]);
      }
    }
    expect(await countPrepared()).toBe(before + texts.length);
  });

  it('runs statements with array values unprepared', async () => {
    const before = await countPrepared();
    for (let run = 0; run < 3; run += 1) {
      const { rows } = await database.query('SELECT $1::int[] AS list', [[1, 2, run]]);
      expect(rows).toEqual([{ list: [1, 2, run] }]);
    }
    expect(await countPrepared()).toBe(before);
  });

  it('prepares a statement run again inside a transaction, and keeps it after a rollback', async () => {
    const before = await countPrepared();
    const text = 'SELECT name FROM people WHERE id = $1 AND $2::int > 0';
    const failed = database.transaction(async (tx) => {
      for (let run = 0; run < 3; run += 1) {
        expect((await tx.query(text, [1, run + 1])).rows).toEqual([{ name: 'Ada' }]);
      }
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    expect(await countPrepared()).toBe(before + 1);
    await database.transaction(async (tx) => {
      expect((await tx.query(text, [1, 9])).rows).toEqual([{ name: 'Ada' }]);
    });
    expect(await countPrepared()).toBe(before + 1);
  });

  it('keeps a transaction whole when a statement in it cannot be prepared', async () => {
    // PREPARE takes only plain statements, not EXPLAIN.
    const unpreparable = 'EXPLAIN (COSTS OFF) SELECT name FROM people WHERE id = $1::int';
    await database.transaction(async (tx) => {
      await tx.query('INSERT INTO people (id, name) VALUES ($1, $2)', [200, 'Barbara']);
      const runs = await Promise.all(
        [1, 2, 3].map((run) =>
          Promise.all([
            tx.query(unpreparable, [String(run)]),
            tx.query('INSERT INTO people (id, name) VALUES ($1, $2)', [200 + run, `B${run}`]),
          ]),
        ),
      );
      for (const [{ rows }] of runs) expect(JSON.stringify(rows)).toMatch(/people_pkey/);
    });
    const { rows } = await database.query(
      'SELECT name FROM people WHERE id >= $1 AND id < $2 ORDER BY id',
      [200, 300],
    );
    expect(rows).toEqual([{ name: 'Barbara' }, { name: 'B1' }, { name: 'B2' }, { name: 'B3' }]);
    const explains = await database.query(
      "SELECT count(*)::int AS count FROM pg_prepared_statements WHERE statement ILIKE '%EXPLAIN%'",
    );
    expect(explains.rows).toEqual([{ count: 0 }]);
  });

  it('copies its data dir into a new database', async () => {
    const copy = await startPgliteThread({
      dataDir: null,
      loadDataDir: await database.dumpDataDir(),
    });
    try {
      const { rows } = await copy.query('SELECT name FROM people WHERE id = $1', [1]);
      expect(rows).toEqual([{ name: 'Ada' }]);
    } finally {
      await copy.close();
    }
  });

  it('refuses statements once closed', async () => {
    const closing = await startPgliteThread({ dataDir: null });
    await closing.close();
    await expect(closing.query('SELECT 1')).rejects.toThrow(/database thread ended/);
  });
});
