import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * The rows a raw statement answers. Both drivers (PGlite and node-postgres) answer an object
 * with `rows`; the database type is generic over the driver, so drizzle types it unknown.
 */
export async function queryRows<T extends Record<string, unknown>>(
  executor: Executor,
  query: SQL,
): Promise<T[]> {
  const result = (await executor.execute(query)) as { rows: T[] };
  return result.rows;
}
