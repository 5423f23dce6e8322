import { getTableColumns, inArray, param, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../client';

/** The database or an open transaction on it. */
export type SeedExecutor = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** Rows per statement: each column travels as one array parameter, so chunks can be large. */
export const CHUNK_SIZE = 5000;

export function splitIntoChunks<T>(rows: readonly T[], size = CHUNK_SIZE): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) {
    chunks.push(rows.slice(start, start + size));
  }
  return chunks;
}

/**
 * Inserts rows in chunks; a row whose key exists is updated to the new values. Each chunk is
 * one `INSERT ... SELECT FROM unnest(...)` with one array parameter per column, which parses
 * far faster than a multi-row VALUES list on both PGlite and PostgreSQL.
 */
export async function upsertRows<TTable extends PgTable>(
  executor: SeedExecutor,
  table: TTable,
  key: PgColumn,
  rows: ReadonlyArray<TTable['$inferInsert']>,
): Promise<void> {
  for (const chunk of splitIntoChunks(rows)) {
    // Insert rows are plain objects keyed by the table's property names.
    await executor.execute(
      buildUpsert(table, key, chunk as ReadonlyArray<Record<string, unknown>>),
    );
  }
}

function buildUpsert(
  table: PgTable,
  key: PgColumn,
  records: ReadonlyArray<Record<string, unknown>>,
): SQL {
  const columns = Object.entries(getTableColumns(table));
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const sources = columns.map(([property, column]) => toUnnestArgument(records, property, column));
  const aliases = sql.raw(columns.map((_, index) => `c${index}`).join(', '));
  const outputs = columns.map(([, column], index) => toSelectExpression(column, index));
  const updates = columns
    .filter(([, column]) => column.name !== key.name)
    .map(([, column]) => {
      const name = sql.identifier(column.name);
      return sql`${name} = excluded.${name}`;
    });
  return sql`insert into ${table} (${names})
    select ${sql.join(outputs, sql`, `)}
    from unnest(${sql.join(sources, sql`, `)}) as source(${aliases})
    on conflict (${sql.identifier(key.name)}) do update set ${sql.join(updates, sql`, `)}`;
}

function toUnnestArgument(
  records: ReadonlyArray<Record<string, unknown>>,
  property: string,
  column: PgColumn,
): SQL {
  const values = records.map((record) => record[property] ?? null);
  if (isArrayColumn(column)) {
    // unnest flattens nested arrays: array columns travel as array literals and are cast back.
    const literals = values.map((value) =>
      Array.isArray(value) ? formatArrayLiteral(value) : null,
    );
    return sql`${param(literals)}::text[]`;
  }
  return sql`${param(values.map(toDriverValue))}::${sql.raw(scalarType(column))}[]`;
}

function toSelectExpression(column: PgColumn, index: number): SQL {
  const name = sql.raw(`source.c${index}`);
  return isArrayColumn(column) ? sql`${name}::${sql.raw(column.getSQLType())}` : name;
}

function isArrayColumn(column: PgColumn): boolean {
  return column.getSQLType().endsWith('[]');
}

function scalarType(column: PgColumn): string {
  const type = column.getSQLType();
  if (type === 'serial') return 'integer';
  return type;
}

function toDriverValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** A PostgreSQL array literal: {1,2} or {"a","b \"c\""}. */
export function formatArrayLiteral(values: readonly unknown[]): string {
  const items = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return `"${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

/**
 * Deletes the rows (within `scope`) whose key is not in `keepKeys`, so that a reload leaves
 * exactly the new rows without emptying the table first.
 */
export async function deleteMissingRows(
  executor: SeedExecutor,
  table: PgTable,
  key: PgColumn,
  keepKeys: ReadonlyArray<string | number>,
  scope?: SQL,
): Promise<number> {
  const existing = await executor
    .select({ key })
    .from(table)
    .where(scope ?? sql`true`);
  const keep = new Set<unknown>(keepKeys);
  const missing = existing.map((row) => row.key).filter((value) => !keep.has(value));
  for (const chunk of splitIntoChunks(missing)) {
    await executor.delete(table).where(inArray(key, chunk));
  }
  return missing.length;
}

export interface KeyedTable<TTable extends PgTable, TRow extends TTable['$inferInsert']> {
  table: TTable;
  key: PgColumn;
  keyOf: (row: TRow) => string | number;
}

/** Deletes missing rows, then upserts the new ones. */
export async function replaceRows<TTable extends PgTable, TRow extends TTable['$inferInsert']>(
  executor: SeedExecutor,
  target: KeyedTable<TTable, TRow>,
  rows: readonly TRow[],
  scope?: SQL,
): Promise<void> {
  const keepKeys = rows.map(target.keyOf);
  await deleteMissingRows(executor, target.table, target.key, keepKeys, scope);
  await upsertRows(executor, target.table, target.key, rows);
}
