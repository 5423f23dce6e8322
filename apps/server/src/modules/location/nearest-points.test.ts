import { describe, expect, it } from 'vitest';
import { getDistanceMiles } from './geo';
import { createPointIndex, type PointIndex, type WithinQuery } from './nearest-points';

function collectWithin<T extends { lat: number; lng: number }>(
  index: PointIndex<T>,
  query: WithinQuery,
): T[] {
  const found: T[] = [];
  index.visitWithin(query, (at) => found.push(index.items[at] as T));
  return found;
}

/** Accepts the items at the indexes (into the index's items) for which `predicate` holds. */
function acceptWhere<T>(items: readonly T[], predicate: (item: T) => boolean) {
  return (index: number) => predicate(items[index] as T);
}

const points = [
  { name: 'origin', lat: 40, lng: -90 },
  { name: 'ten miles north', lat: 40 + 10 / 69.09, lng: -90 },
  { name: 'twenty miles south', lat: 40 - 20 / 69.09, lng: -90 },
  { name: 'far west', lat: 40, lng: -120 },
];
const origin = { lat: 40, lng: -90 };

describe('createPointIndex', () => {
  const index = createPointIndex(points);

  it('returns points nearest first with their distance', () => {
    const found = index.findNearest({ origin, maxMiles: 50 });
    expect(found.map((entry) => entry.item.name)).toEqual([
      'origin',
      'ten miles north',
      'twenty miles south',
    ]);
    expect(found[1]?.distanceMiles).toBeCloseTo(10, 0);
    expect(found[2]?.distanceMiles).toBeCloseTo(20, 0);
  });

  it('keeps to the radius', () => {
    const names = index.findNearest({ origin, maxMiles: 15 }).map((entry) => entry.item.name);
    expect(names).toEqual(['origin', 'ten miles north']);
  });

  it('stops at the limit', () => {
    const found = index.findNearest({ origin, maxMiles: 9999, maxResults: 1 });
    expect(found.map((entry) => entry.item.name)).toEqual(['origin']);
  });

  it('skips points the predicate rejects and still fills the limit', () => {
    const found = index.findNearest({
      origin,
      maxMiles: 9999,
      maxResults: 2,
      isAccepted: acceptWhere(index.items, (point) => point.name !== 'origin'),
    });
    expect(found.map((entry) => entry.item.name)).toEqual([
      'ten miles north',
      'twenty miles south',
    ]);
  });

  it('finds a far point with a large radius', () => {
    const found = index.findNearest({ origin, maxMiles: 9999 });
    expect(found.at(-1)?.item.name).toBe('far west');
    expect(found.at(-1)?.distanceMiles).toBeGreaterThan(1500);
  });

  it('answers empty when it holds nothing', () => {
    expect(createPointIndex([]).findNearest({ origin, maxMiles: 9999 })).toEqual([]);
    expect(collectWithin(createPointIndex([]), { origin, maxMiles: 9999 })).toEqual([]);
  });

  it('visits every point within the radius, in any order', () => {
    const names = (maxMiles: number) =>
      collectWithin(index, { origin, maxMiles })
        .map((point) => point.name)
        .sort();
    expect(names(15)).toEqual(['origin', 'ten miles north']);
    expect(names(50)).toEqual(['origin', 'ten miles north', 'twenty miles south']);
    expect(names(9999)).toHaveLength(4);
    const filtered = collectWithin(index, {
      origin,
      maxMiles: 9999,
      isAccepted: acceptWhere(index.items, (point) => point.name.startsWith('t')),
    });
    expect(filtered.map((point) => point.name).sort()).toEqual([
      'ten miles north',
      'twenty miles south',
    ]);
  });

  it('visits the same points as the nearest-first search, on random points', () => {
    const random = (seed: number) => () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const next = random(42);
    const scattered = Array.from({ length: 2000 }, (_, id) => ({
      name: String(id),
      lat: 25 + next() * 24,
      lng: -125 + next() * 58,
    }));
    const scatteredIndex = createPointIndex(scattered);
    for (const maxMiles of [60, 150, 800]) {
      const within = collectWithin(scatteredIndex, { origin, maxMiles }).map((point) => point.name);
      // A finite maxResults scans a sparse box within the circle; none scans the whole circle.
      const walked = scatteredIndex
        .findNearest({ origin, maxMiles, maxResults: scattered.length })
        .map((entry) => entry.item.name);
      const scanned = scatteredIndex
        .findNearest({ origin, maxMiles })
        .map((entry) => entry.item.name);
      expect(walked.length).toBeGreaterThan(0);
      expect(scanned).toEqual(walked);
      expect(within.sort()).toEqual([...walked].sort());
    }
  });

  it('finds the same nearest points whether it scans a sparse box or the whole circle', () => {
    const next = (
      (seed: number) => () =>
        (seed = (seed * 16807) % 2147483647) / 2147483647
    )(11);
    const scattered = Array.from({ length: 2000 }, (_, id) => ({
      id,
      lat: 25 + next() * 24,
      lng: -125 + next() * 58,
    }));
    const scatteredIndex = createPointIndex(scattered);
    const isEven = (point: { id: number }) => point.id % 2 === 0;
    for (const maxMiles of [60, 150, 800, 9999]) {
      for (const maxResults of [1, 5, 50]) {
        for (const isAccepted of [undefined, acceptWhere(scatteredIndex.items, isEven)]) {
          const query = { origin, maxMiles, isAccepted };
          const expected = scatteredIndex
            .findNearest(query)
            .slice(0, maxResults)
            .map((entry) => entry.item.id);
          const found = scatteredIndex.findNearest({ ...query, maxResults });
          expect(found.map((entry) => entry.item.id)).toEqual(expected);
        }
      }
    }
  });

  it('widens a crowded circle again when a filter rejects most points near the origin', () => {
    const next = (
      (seed: number) => () =>
        (seed = (seed * 16807) % 2147483647) / 2147483647
    )(7);
    const scattered = Array.from({ length: 6000 }, (_, id) => ({
      id,
      lat: 38 + next() * 2,
      lng: -91 + next() * 2,
    }));
    const scatteredIndex = createPointIndex(scattered);
    const isRare = (point: { id: number }) => point.id % 997 === 0;
    const found = scatteredIndex.findNearest({
      origin,
      maxMiles: 9999,
      maxResults: 3,
      isAccepted: acceptWhere(scatteredIndex.items, isRare),
    });
    const expected = scattered
      .filter(isRare)
      .map((point) => ({ id: point.id, miles: getDistanceMiles(origin, point) }))
      .sort((a, b) => a.miles - b.miles)
      .slice(0, 3);
    expect(found.map((entry) => entry.item.id)).toEqual(expected.map((point) => point.id));
    const few = scatteredIndex.findNearest({ origin, maxMiles: 9999, maxResults: 2 });
    expect(few).toHaveLength(2);
  });

  it('answers a crowd of points at one place, nearest first and within the limit', () => {
    const crowd = Array.from({ length: 500 }, (_, id) => ({ id, lat: 40.001, lng: -90.001 }));
    const crowdIndex = createPointIndex([...crowd, { id: 500, lat: 40, lng: -90 }]);
    const found = crowdIndex.findNearest({ origin, maxMiles: 25, maxResults: 10 });
    expect(found).toHaveLength(10);
    expect(found[0]).toEqual({ item: { id: 500, lat: 40, lng: -90 }, distanceMiles: 0 });
    const crowdMiles = getDistanceMiles(origin, { lat: 40.001, lng: -90.001 });
    expect(new Set(found.slice(1).map((entry) => entry.item.id)).size).toBe(9);
    expect(found.slice(1).every((entry) => entry.distanceMiles === crowdMiles)).toBe(true);
  });

  it('holds its items in its own order and lends that order to other items', () => {
    expect([...index.items].sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      [...points].sort((a, b) => a.name.localeCompare(b.name)),
    );
    const labels = index.items.map((point) => ({ ...point, label: point.name.toUpperCase() }));
    const labelled = index.withItems(labels);
    expect(labelled.items).toBe(labels);
    const found = labelled.findNearest({ origin, maxMiles: 15 });
    expect(found.map((entry) => entry.item.label)).toEqual(['ORIGIN', 'TEN MILES NORTH']);
    expect(() => index.withItems(labels.slice(1))).toThrow(RangeError);
  });
});
