import type { SearchResult } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { createSerialReload } from '../data-versions/index';
import { readCatalogueRows } from './catalogue-repository';
import { buildCatalogueSnapshot, getDirectoryLetter, toSearchResult } from './catalogue-snapshot';
import type { CatalogueDrug, CatalogueMedication } from './catalogue-types';

/**
 * The drug catalogue held in memory: every visitor's read (search, drug pages, prices) is
 * answered from here, never from the database. Built from the database, which stays the source
 * of truth; `reload()` rebuilds it after the data changed (a reload asked for while one runs
 * runs after it, so it always sees the change).
 */
export interface CatalogueIndex {
  /** Number of med names (generic and brand). */
  readonly size: number;
  getMedication(medId: number): CatalogueMedication | undefined;
  /** Case-insensitive. */
  getDrugBySlug(slug: string): CatalogueDrug | undefined;
  getDrug(medNameId: number): CatalogueDrug | undefined;
  /** Names matching a typed term, best first (see name-search-index.ts). */
  search(term: string, limit: number): SearchResult[];
  toSearchResult(drug: CatalogueDrug): SearchResult;
  /** Real drugs by popularity; `letter` 'a'…'z' or '0' for names starting with a digit. */
  listTopMedications(options: { limit: number; letter?: string }): SearchResult[];
  /** Real drugs starting with a letter ('0' for digits), alphabetical. */
  listMedicationsByLetter(letter: string): SearchResult[];
  reload(): Promise<void>;
}

/** An index that answers empty until `reload()` has run. */
export function createCatalogueIndex(db: AppDatabase): CatalogueIndex {
  let snapshot = buildCatalogueSnapshot({ drugs: [], medications: [] });
  // Built aside, then swapped in whole: a reader sees the old catalogue or the new one.
  const reload = createSerialReload(async () => {
    snapshot = buildCatalogueSnapshot(await readCatalogueRows(db));
  });

  const resultOf = (drug: CatalogueDrug): SearchResult =>
    snapshot.searchResultsByMedNameId.get(drug.medNameId) ??
    toSearchResult(drug, snapshot.drugsByMedNameId);

  return {
    get size() {
      return snapshot.drugs.length;
    },
    getMedication: (medId) => snapshot.medicationsByMedId.get(medId),
    getDrugBySlug: (slug) => snapshot.drugsBySlug.get(slug.trim().toLowerCase()),
    getDrug: (medNameId) => snapshot.drugsByMedNameId.get(medNameId),
    search(term, limit) {
      const current = snapshot;
      return current.nameIndex
        .search(term, limit)
        .flatMap((index) => current.searchResults[index] ?? []);
    },
    toSearchResult: resultOf,
    listTopMedications({ limit, letter }) {
      const wanted = letter?.toLowerCase();
      const drugs = wanted
        ? snapshot.topDrugs.filter((drug) => getDirectoryLetter(drug.name) === wanted)
        : snapshot.topDrugs;
      return drugs.slice(0, limit).map((drug) => resultOf(drug));
    },
    listMedicationsByLetter(letter) {
      const drugs = snapshot.drugsByLetter.get(letter.toLowerCase()) ?? [];
      return drugs.map((drug) => resultOf(drug));
    },
    reload,
  };
}

/** Builds the index from the database now. */
export async function loadCatalogueIndex(db: AppDatabase): Promise<CatalogueIndex> {
  const index = createCatalogueIndex(db);
  await index.reload();
  return index;
}
