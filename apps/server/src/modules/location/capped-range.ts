import type KDBush from 'kdbush';

/** The corners of a longitude/latitude box, as KDBush takes them (x is longitude). */
export interface RangeBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/** Tree positions found by a search, in a buffer reused by every search of one tree. */
export interface PositionBuffer {
  positions: Uint32Array;
  count: number;
}

export function createPositionBuffer(): PositionBuffer {
  return { positions: new Uint32Array(256), count: 0 };
}

/** Tree nodes still to look at, as (left, right, axis) triples; reused by every call. */
const pending: number[] = [];

/**
 * Fills `found` with the tree positions (indexes into KDBush's `ids` and `coords`) of the points
 * inside the box, in the order KDBush's `range` finds them. Answers false, early, when there are
 * more than `maxCount`: a caller can try a small box and give up cheaply on a crowded one. The
 * walk over KDBush's sorted arrays follows `range` in kdbush 4.
 */
export function findPositionsInRange(
  tree: KDBush,
  box: RangeBox,
  maxCount: number,
  found: PositionBuffer,
): boolean {
  const { ids, coords, nodeSize } = tree;
  found.count = 0;
  const add = (position: number): boolean => {
    if (found.count === maxCount) return false;
    if (found.count === found.positions.length) {
      const grown = new Uint32Array(2 * found.positions.length);
      grown.set(found.positions);
      found.positions = grown;
    }
    found.positions[found.count++] = position;
    return true;
  };
  pending.length = 0;
  pending.push(0, ids.length - 1, 0);
  while (pending.length > 0) {
    const axis = pending.pop() ?? 0;
    const right = pending.pop() ?? -1;
    const left = pending.pop() ?? 0;
    if (right - left <= nodeSize) {
      for (let position = left; position <= right; position += 1) {
        if (isInBox(coords, position, box) && !add(position)) return false;
      }
      continue;
    }
    const middle = (left + right) >> 1;
    if (isInBox(coords, middle, box) && !add(middle)) return false;
    const splitAt = coords[2 * middle + axis] ?? 0;
    if ((axis === 0 ? box.minLng : box.minLat) <= splitAt) pending.push(left, middle - 1, 1 - axis);
    if ((axis === 0 ? box.maxLng : box.maxLat) >= splitAt)
      pending.push(middle + 1, right, 1 - axis);
  }
  return true;
}

function isInBox(coords: ArrayLike<number>, position: number, box: RangeBox): boolean {
  const lng = coords[2 * position] ?? NaN;
  const lat = coords[2 * position + 1] ?? NaN;
  return lng >= box.minLng && lng <= box.maxLng && lat >= box.minLat && lat <= box.maxLat;
}
