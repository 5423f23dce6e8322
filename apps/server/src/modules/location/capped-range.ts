import type KDBush from 'kdbush';

/** The corners of a longitude/latitude box, as KDBush takes them (x is longitude). */
export interface RangeBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/** Tree nodes still to look at, as (left, right, axis) triples; reused by every call. */
const pending: number[] = [];

/**
 * The ids of the points inside the box, like KDBush's `range`, but null as soon as there are
 * more than `maxCount` of them: a caller can try a cheap scan and give up early when the box
 * turns out to be crowded. The walk over KDBush's sorted arrays follows `range` in kdbush 4.
 */
export function findIdsInRange(tree: KDBush, box: RangeBox, maxCount: number): Uint32Array | null {
  const { ids, coords, nodeSize } = tree;
  const found = new Uint32Array(Math.min(maxCount, ids.length));
  let count = 0;
  const add = (index: number): boolean => {
    if (count === found.length) return false;
    found[count++] = ids[index] ?? 0;
    return true;
  };
  pending.length = 0;
  pending.push(0, ids.length - 1, 0);
  while (pending.length > 0) {
    const axis = pending.pop() ?? 0;
    const right = pending.pop() ?? -1;
    const left = pending.pop() ?? 0;
    if (right - left <= nodeSize) {
      for (let index = left; index <= right; index += 1) {
        if (isInBox(coords, index, box) && !add(index)) return null;
      }
      continue;
    }
    const middle = (left + right) >> 1;
    if (isInBox(coords, middle, box) && !add(middle)) return null;
    const splitAt = coords[2 * middle + axis] ?? 0;
    if ((axis === 0 ? box.minLng : box.minLat) <= splitAt) pending.push(left, middle - 1, 1 - axis);
    if ((axis === 0 ? box.maxLng : box.maxLat) >= splitAt)
      pending.push(middle + 1, right, 1 - axis);
  }
  return found.subarray(0, count);
}

function isInBox(coords: ArrayLike<number>, index: number, box: RangeBox): boolean {
  const lng = coords[2 * index] ?? NaN;
  const lat = coords[2 * index + 1] ?? NaN;
  return lng >= box.minLng && lng <= box.maxLng && lat >= box.minLat && lat <= box.maxLat;
}
