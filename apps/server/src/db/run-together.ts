import { is } from 'drizzle-orm';
import { NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Executor } from './client';

type Statements<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Runs independent statements on one executor (reads, or a write none of the others reads) and
 * answers their results in order. On PGlite they are sent together: its thread runs a
 * transaction's statements in the order sent, without waiting for this thread between them, so a
 * locked row is held for less time. On a PostgreSQL transaction they run one after another: its
 * one connection takes one query at a time (pg warns that overlapping ones will be refused).
 * Outside a transaction each statement has a connection of its own, so they are sent together.
 */
export async function runTogether<T extends readonly unknown[]>(
  executor: Executor,
  statements: Statements<T>,
): Promise<T> {
  if (!is(executor, NodePgTransaction)) {
    return (await Promise.all(statements.map((run) => run()))) as unknown as T;
  }
  const results: unknown[] = [];
  for (const run of statements) results.push(await run());
  return results as unknown as T;
}
