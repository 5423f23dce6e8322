import type { Allergen, ConditionSearchResult } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { createReferenceSearch, type ReferenceSearch } from './reference-search';
import { readAllergens, readMedicalConditions } from './reference-repository';

export interface ReferenceList<T> {
  search: ReferenceSearch<T>;
  byKey: ReadonlyMap<string, T>;
}

export interface ReferenceData {
  allergens(): Promise<ReferenceList<Allergen>>;
  conditions(): Promise<ReferenceList<ConditionSearchResult>>;
}

/**
 * The allergen and condition lists, read from the database on first use and then kept in
 * memory (they change only when the reference data is seeded again, at start-up). An empty read
 * is not kept, so a list seeded after the first call is still found.
 */
export function createReferenceData(db: AppDatabase): ReferenceData {
  const allergens = memoizeNonEmpty(async () => {
    const rows = await readAllergens(db);
    return buildList(
      rows,
      (row) => String(row.allergenId),
      (row) => [row.description],
    );
  });
  const conditions = memoizeNonEmpty(async () => {
    const rows = await readMedicalConditions(db);
    return buildList(
      rows,
      (row) => row.code,
      (row) => [row.description, row.code],
    );
  });
  return { allergens, conditions };
}

function buildList<T>(
  rows: readonly T[],
  keyOf: (row: T) => string,
  textsOf: (row: T) => string[],
): ReferenceList<T> {
  return {
    search: createReferenceSearch(rows, textsOf),
    byKey: new Map(rows.map((row) => [keyOf(row), row])),
  };
}

function memoizeNonEmpty<T>(
  load: () => Promise<ReferenceList<T>>,
): () => Promise<ReferenceList<T>> {
  let pending: Promise<ReferenceList<T>> | null = null;
  return () => {
    pending ??= load().then(
      (list) => {
        if (list.byKey.size === 0) pending = null;
        return list;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
}
