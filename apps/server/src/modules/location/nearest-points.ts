import KDBush from 'kdbush';
import { getBoundingBox } from './bounding-box';
import { createPositionBuffer, findPositionsInRange, type PositionBuffer } from './capped-range';
import {
  chordSquaredToMiles,
  getChordSquared,
  milesToChordSquared,
  writeUnitVector,
  type GeoPoint,
} from './geo';
import { createRankedSelector } from './ranked-selector';

export interface NearbyItem<T> {
  item: T;
  distanceMiles: number;
}

export interface WithinQuery {
  origin: GeoPoint;
  maxMiles: number;
  /**
   * Takes an item's index in the index's `items`: a caller can keep what it filters on in typed
   * arrays in that order and read no item of those it rejects.
   */
  isAccepted?: (index: number) => boolean;
}

export interface NearestQuery extends WithinQuery {
  /** Default: every item within maxMiles. */
  maxResults?: number;
}

/** Items with coordinates in a k-d tree, searched by great-circle distance. */
export interface PointIndex<T extends GeoPoint> {
  /**
   * The items in the tree's order, which keeps near points near each other: what a caller keeps
   * by index in this order is read almost in sequence by a search.
   */
  readonly items: readonly T[];
  /** Nearest first. */
  findNearest(query: NearestQuery): NearbyItem<T>[];
  /** Calls `visit` with the index of every accepted item within maxMiles, in no particular order. */
  visitWithin(query: WithinQuery, visit: (index: number, distanceMiles: number) => void): void;
  /** The same index over other items, one for each of `items` in the same order. */
  withItems<U extends GeoPoint>(items: readonly U[]): PointIndex<U>;
}

/**
 * A nearest search scans a box of at most this many points per result wanted (plus a few): it
 * starts from the whole circle and halves the radius until its box is that sparse, then widens
 * it again only if too few of the points in it are accepted.
 */
const SCAN_POINTS_PER_RESULT = 4;
const SCAN_POINTS_MIN = 32;
/** Below this radius a crowded box is scanned whatever it holds (many points at one place). */
const MIN_SHRUNK_MILES = 0.01;
/** Widens the chord limit a little so rounding never drops a point on the circle. */
const CHORD_MARGIN = 1 + 1e-9;
/** Up to this many results a scan keeps them in a ranked selector, beyond it sorts them all. */
const RANKED_SELECTION_MAX = 256;

/**
 * Searches compare squared chords between unit vectors (see geo.ts), worked out for every item
 * when the index is built, and turn into miles only the distances they answer with.
 */
export function createPointIndex<T extends GeoPoint>(items: readonly T[]): PointIndex<T> {
  const tree = new KDBush(items.length);
  for (const item of items) tree.add(item.lng, item.lat);
  tree.finish();
  const ordered = Array.from(tree.ids, (id) => itemAt(items, id));
  /** Each item's unit vector, in the same order. */
  const vectors = new Float64Array(3 * ordered.length);
  ordered.forEach((item, position) => writeUnitVector(item, vectors, 3 * position));
  return createOrderedIndex({ tree, vectors }, ordered);
}

interface OrderedTree {
  tree: KDBush;
  vectors: Float64Array;
}

/** The index over items in the tree's order: item i sits at tree position i. */
function createOrderedIndex<T extends GeoPoint>(
  { tree, vectors }: OrderedTree,
  items: readonly T[],
): PointIndex<T> {
  const positionCount = items.length;
  const origin = new Float64Array(3);
  const found = createPositionBuffer();

  /** Fills `found` with the positions in the circle's box; false if there are over maxCount. */
  const collectBox = (center: GeoPoint, miles: number, maxCount: number): boolean => {
    const box = getBoundingBox(center, miles);
    if (box) return findPositionsInRange(tree, box, maxCount, found);
    if (positionCount > maxCount) return false;
    collectAll(found, positionCount);
    return true;
  };

  /** Calls `visit` for each accepted index of `found` within `miles`, with its squared chord. */
  const scanFound = (
    { isAccepted }: WithinQuery,
    miles: number,
    visit: (index: number, chordSquared: number) => void,
  ) => {
    const maxChordSquared = milesToChordSquared(miles) * CHORD_MARGIN;
    const { positions, count } = found;
    for (let scanned = 0; scanned < count; scanned += 1) {
      const position = positions[scanned] ?? 0;
      const chordSquared = getChordSquared(vectors, 3 * position, origin, 0);
      if (chordSquared > maxChordSquared) continue;
      if (!isAccepted || isAccepted(position)) visit(position, chordSquared);
    }
  };

  const visitWithin: PointIndex<T>['visitWithin'] = (query, visit) => {
    writeUnitVector(query.origin, origin, 0);
    collectBox(query.origin, query.maxMiles, Infinity);
    scanFound(query, query.maxMiles, (index, chordSquared) => {
      const distanceMiles = chordSquaredToMiles(chordSquared);
      if (distanceMiles <= query.maxMiles) visit(index, distanceMiles);
    });
  };

  /** Every accepted item within maxMiles, nearest first. */
  const findAllNearest = (query: WithinQuery): NearbyItem<T>[] => {
    writeUnitVector(query.origin, origin, 0);
    collectBox(query.origin, query.maxMiles, Infinity);
    const all: Array<{ item: T; chordSquared: number }> = [];
    scanFound(query, query.maxMiles, (index, chordSquared) =>
      all.push({ item: itemAt(items, index), chordSquared }),
    );
    all.sort((a, b) => a.chordSquared - b.chordSquared);
    return toNearbyWithin(
      all.map(({ item, chordSquared }) => ({
        item,
        distanceMiles: chordSquaredToMiles(chordSquared),
      })),
      query.maxMiles,
    );
  };

  /** The nearest `count` accepted items within `miles` of the origin, by squared chord. */
  const rankFound = (query: WithinQuery, miles: number, count: number) => {
    const nearest = createRankedSelector<number>(count);
    scanFound(query, miles, (index, chordSquared) => nearest.offer(chordSquared, 0, index));
    return nearest;
  };

  /** Halves the radius until its box holds at most `maxCount` points; fills `found` with them. */
  const collectSparseBox = (center: GeoPoint, maxMiles: number, maxCount: number): number => {
    let miles = maxMiles;
    while (!collectBox(center, miles, maxCount)) {
      if (miles / 2 < MIN_SHRUNK_MILES) {
        collectBox(center, miles, Infinity);
        break;
      }
      miles /= 2;
    }
    return miles;
  };

  const findFewNearest = (query: WithinQuery, count: number): NearbyItem<T>[] => {
    const { origin: center, maxMiles } = query;
    writeUnitVector(center, origin, 0);
    let miles = collectSparseBox(
      center,
      maxMiles,
      SCAN_POINTS_MIN + SCAN_POINTS_PER_RESULT * count,
    );
    let nearest = rankFound(query, miles, count);
    // Every point outside the box is farther than `miles`: a full selector holds the nearest.
    while (nearest.size < count && miles < maxMiles) {
      miles = Math.min(maxMiles, 2 * miles);
      collectBox(center, miles, Infinity);
      nearest = rankFound(query, miles, count);
    }
    const found = nearest.take((index, chordSquared) => ({
      item: itemAt(items, index),
      distanceMiles: chordSquaredToMiles(chordSquared),
    }));
    return toNearbyWithin(found, maxMiles);
  };

  return {
    items,
    findNearest(query) {
      const count = query.maxResults ?? Infinity;
      return count > RANKED_SELECTION_MAX
        ? findAllNearest(query).slice(0, count)
        : findFewNearest(query, count);
    },
    visitWithin,
    withItems(others) {
      if (others.length !== items.length) throw new RangeError('withItems needs one item each');
      return createOrderedIndex({ tree, vectors }, others);
    },
  };
}

function collectAll(found: PositionBuffer, count: number): void {
  if (found.positions.length < count) found.positions = new Uint32Array(count);
  for (let position = 0; position < count; position += 1) found.positions[position] = position;
  found.count = count;
}

/** Drops what lies beyond maxMiles: the chord limit lets through points a hair past it. */
function toNearbyWithin<T>(found: NearbyItem<T>[], maxMiles: number): NearbyItem<T>[] {
  return found.filter((nearby) => nearby.distanceMiles <= maxMiles);
}

function itemAt<T>(items: readonly T[], id: number): T {
  const item = items[id];
  if (item === undefined) throw new RangeError(`No item ${id} in the point index`);
  return item;
}
