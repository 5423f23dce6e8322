import { sql } from 'drizzle-orm';
import type { AppDatabase, Executor } from './client';
import { dataVersions } from './schema/coordination';

/** The sets of data server processes hold in memory, each with its own version. */
export const DATA_SETS = ['catalogue', 'pharmacies', 'zip-codes'] as const;
export type DataSetName = (typeof DATA_SETS)[number];

/** The PostgreSQL channel a data change is announced on (its payload: the sets' names). */
export const DATA_CHANGE_CHANNEL = 'fillwell_data_changed';

/**
 * Records that data sets changed: bumps their versions and announces it to listening processes.
 * Call it in the transaction that writes the data, so that processes see both at once and the
 * announcement is only sent when the write commits.
 */
export async function recordDataChange(
  executor: Executor,
  names: readonly DataSetName[],
): Promise<void> {
  if (names.length === 0) return;
  const sorted = [...new Set(names)].sort();
  // One statement, rows in a fixed order: concurrent writers cannot deadlock on these rows.
  await executor
    .insert(dataVersions)
    .values(sorted.map((name) => ({ name, version: 1 })))
    .onConflictDoUpdate({
      target: dataVersions.name,
      set: { version: sql`${dataVersions.version} + 1`, changedAt: sql`now()` },
    });
  await executor.execute(sql`select pg_notify(${DATA_CHANGE_CHANNEL}, ${sorted.join(',')})`);
}

/** Every recorded version; a set never changed has none. */
export async function readDataVersions(db: AppDatabase): Promise<Map<string, number>> {
  const rows = await db
    .select({ name: dataVersions.name, version: dataVersions.version })
    .from(dataVersions);
  return new Map(rows.map((row) => [row.name, row.version]));
}
