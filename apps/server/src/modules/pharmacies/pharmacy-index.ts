import type { AppDatabase } from '../../db/client';
import { createSerialReload } from '../data-versions/index';
import {
  createPointIndex,
  type NearbyItem,
  type NearestQuery,
  type WithinQuery,
} from '../location/index';
import { createPharmacyTable, type PharmacyEntry, type PharmacyTable } from './pharmacy-entry';
import { readPharmacies, type PharmacyRecord } from './pharmacy-repository';

/**
 * The pharmacy directory held in memory, searched nearest first: every visitor's pharmacy
 * search is answered from here, never from the database. Built from the database, which stays
 * the source of truth; `reload()` rebuilds it after the directory changed (e.g. an import; a
 * reload asked for while one runs runs after it, so it always sees the change).
 */
export interface PharmacyIndex {
  readonly size: number;
  /** Changes whenever the index is rebuilt: what was found before may be out of date. */
  readonly generation: number;
  /** By location id. */
  get(id: string): PharmacyRecord | undefined;
  /** By NPI (ten digits), with its chain and networks: how a pharmacy system names itself. */
  findByNpi(npi: string): PharmacyEntry | undefined;
  /** The pharmacies; queries' isAccepted and visitWithin's visitor take indexes into it. */
  readonly table: PharmacyTable;
  findNearest(query: NearestQuery): NearbyItem<PharmacyEntry>[];
  /** Calls `visit` for every accepted pharmacy within the radius, in no particular order. */
  visitWithin(query: WithinQuery, visit: (entryIndex: number, distanceMiles: number) => void): void;
  /** The mail-order pharmacies, which ship anywhere. */
  listMailOrder(): readonly PharmacyEntry[];
  reload(): Promise<void>;
}

export function buildPharmacySnapshot(records: readonly PharmacyRecord[]) {
  // The table follows the point index's order, which keeps near pharmacies near in memory.
  const located = createPointIndex(records);
  const table = createPharmacyTable(located.items);
  return {
    byId: new Map(records.map((record) => [record.id, record])),
    byNpi: new Map(table.entries.map((entry) => [entry.record.npi, entry])),
    table,
    points: located.withItems(table.entries),
    mailOrder: table.entries.filter((entry) => entry.record.isMailOrder),
  };
}

/** An index built from the given rows, for callers that already hold them. */
export function createPharmacyIndexFrom(
  records: readonly PharmacyRecord[],
  reload: () => Promise<readonly PharmacyRecord[]> = async () => records,
): PharmacyIndex {
  let snapshot = buildPharmacySnapshot(records);
  let generation = 0;
  // Built aside, then swapped in whole: a reader sees the old directory or the new one.
  const reloadInTurn = createSerialReload(async () => {
    snapshot = buildPharmacySnapshot(await reload());
    generation += 1;
  });
  return {
    get size() {
      return snapshot.byId.size;
    },
    get generation() {
      return generation;
    },
    get: (id) => snapshot.byId.get(id),
    findByNpi: (npi) => snapshot.byNpi.get(npi),
    get table() {
      return snapshot.table;
    },
    findNearest: (query) => snapshot.points.findNearest(query),
    visitWithin: (query, visit) => snapshot.points.visitWithin(query, visit),
    listMailOrder: () => snapshot.mailOrder,
    reload: reloadInTurn,
  };
}

/** An index that answers empty until `reload()` has run. */
export function createPharmacyIndex(db: AppDatabase): PharmacyIndex {
  return createPharmacyIndexFrom([], () => readPharmacies(db));
}
