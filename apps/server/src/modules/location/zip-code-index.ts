import type { Location } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { createSerialReload } from '../data-versions/index';
import type { GeoPoint } from './geo';
import { createPointIndex, type PointIndex } from './nearest-points';
import { readZipCodes } from './zip-code-repository';

/** Coordinates farther than this from every ZIP code (mid-ocean, abroad) have no ZIP. */
export const NEAREST_ZIP_MAX_MILES = 100;

/**
 * The ZIP codes held in memory, for lookups every visitor makes (location search and inference,
 * pharmacy search). Built from the database, which stays the source of truth.
 */
export interface ZipCodeIndex {
  readonly size: number;
  find(zipCode: string): Location | undefined;
  /** The ZIP code nearest the point, if one lies within NEAREST_ZIP_MAX_MILES. */
  findNearest(point: GeoPoint): Location | undefined;
  reload(): Promise<void>;
}

interface ZipSnapshot {
  byZipCode: ReadonlyMap<string, Location>;
  points: PointIndex<Location>;
}

export function buildZipSnapshot(places: readonly Location[]): ZipSnapshot {
  return {
    byZipCode: new Map(places.map((place) => [place.zipCode, place])),
    points: createPointIndex(places),
  };
}

/** An index that answers empty until `reload()` has run. */
export function createZipCodeIndex(db: AppDatabase): ZipCodeIndex {
  let snapshot = buildZipSnapshot([]);
  // Built aside, then swapped in whole; a reload asked for while one runs runs after it.
  const reload = createSerialReload(async () => {
    snapshot = buildZipSnapshot(await readZipCodes(db));
  });
  return {
    get size() {
      return snapshot.byZipCode.size;
    },
    find: (zipCode) => snapshot.byZipCode.get(zipCode),
    findNearest: (point) => findNearestZip(snapshot, point),
    reload,
  };
}

export function findNearestZip(snapshot: ZipSnapshot, point: GeoPoint): Location | undefined {
  const [nearest] = snapshot.points.findNearest({
    origin: point,
    maxMiles: NEAREST_ZIP_MAX_MILES,
    maxResults: 1,
  });
  return nearest?.item;
}
