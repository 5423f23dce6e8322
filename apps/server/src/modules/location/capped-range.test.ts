import { describe, expect, it } from 'vitest';
import KDBush from 'kdbush';
import { findIdsInRange } from './capped-range';

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

describe('findIdsInRange', () => {
  it('finds the ids KDBush range finds, in the same order, when they are few enough', () => {
    for (const box of boxes) {
      const expected = tree.range(box.minLng, box.minLat, box.maxLng, box.maxLat);
      expect(Array.from(findIdsInRange(tree, box, expected.length) ?? [-1])).toEqual(expected);
    }
  });

  it('gives up once the box holds more than the count', () => {
    for (const box of boxes) {
      const count = tree.range(box.minLng, box.minLat, box.maxLng, box.maxLat).length;
      if (count > 0) expect(findIdsInRange(tree, box, count - 1)).toBeNull();
    }
  });

  it('works on an empty tree', () => {
    const empty = new KDBush(0).finish();
    expect(Array.from(findIdsInRange(empty, world, 10) ?? [-1])).toEqual([]);
  });
});
