import { describe, expect, it } from 'vitest';
import KDBush from 'kdbush';
import { createPositionBuffer, findPositionsInRange, type RangeBox } from './capped-range';

const next = (
  (seed: number) => () =>
    (seed = (seed * 16807) % 2147483647) / 2147483647
)(3);
const points = Array.from({ length: 5000 }, () => ({
  lng: -125 + next() * 58,
  lat: 25 + next() * 24,
}));
const tree = new KDBush(points.length);
for (const point of points) tree.add(point.lng, point.lat);
tree.finish();

const world = { minLng: -180, minLat: -90, maxLng: 180, maxLat: 90 };
const boxes = [
  { minLng: -91, minLat: 38, maxLng: -90, maxLat: 39 },
  { minLng: -100, minLat: 30, maxLng: -80, maxLat: 45 },
  world,
  { minLng: 0, minLat: 0, maxLng: 1, maxLat: 1 },
];

/** The ids at the positions found, or null when the search gave up. */
function findIds(searched: KDBush, box: RangeBox, maxCount: number): number[] | null {
  const found = createPositionBuffer();
  if (!findPositionsInRange(searched, box, maxCount, found)) return null;
  return Array.from(found.positions.subarray(0, found.count), (position) => {
    return searched.ids[position] ?? -1;
  });
}

describe('findPositionsInRange', () => {
  it('finds the points KDBush range finds, in the same order, when they are few enough', () => {
    for (const box of boxes) {
      const expected = tree.range(box.minLng, box.minLat, box.maxLng, box.maxLat);
      expect(findIds(tree, box, expected.length)).toEqual(expected);
      expect(findIds(tree, box, Infinity)).toEqual(expected);
    }
  });

  it('gives up once the box holds more than the count', () => {
    for (const box of boxes) {
      const count = tree.range(box.minLng, box.minLat, box.maxLng, box.maxLat).length;
      if (count > 0) expect(findIds(tree, box, count - 1)).toBeNull();
    }
  });

  it('grows its buffer for a crowded box and reuses it for the next search', () => {
    const found = createPositionBuffer();
    expect(findPositionsInRange(tree, world, Infinity, found)).toBe(true);
    expect(found.count).toBe(points.length);
    const small = boxes[0] ?? world;
    expect(findPositionsInRange(tree, small, Infinity, found)).toBe(true);
    expect(found.count).toBe(
      tree.range(small.minLng, small.minLat, small.maxLng, small.maxLat).length,
    );
  });

  it('works on an empty tree', () => {
    const empty = new KDBush(0).finish();
    expect(findIds(empty, world, 10)).toEqual([]);
  });
});
