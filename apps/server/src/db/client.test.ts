import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
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
