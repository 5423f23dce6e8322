import type KDBush from 'kdbush';

/** The corners of a longitude/latitude box, as KDBush takes them (x is longitude). */
export interface RangeBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/**
 * The ids of the points inside the box, like KDBush's `range`, but null as soon as there are
 * more than `maxCount` of them: a caller can try a cheap scan and give up early when the box
 * turns out to be crowded. The walk over KDBush's sorted arrays follows `range` in kdbush 4.
 */
export function findIdsInRange(tree: KDBush, box: RangeBox, maxCount: number): number[] | null {
  const { ids, coords, nodeSize } = tree;
  const found: number[] = [];
  const stack = [0, ids.length - 1, 0];
  while (stack.length > 0) {
    const axis = stack.pop() ?? 0;
    const right = stack.pop() ?? -1;
    const left = stack.pop() ?? 0;
    if (right - left <= nodeSize) {
      for (let index = left; index <= right; index += 1) {
        if (isInBox(coords, index, box) && found.push(ids[index] ?? -1) > maxCount) return null;
      }
      continue;
    }
    const middle = (left + right) >> 1;
    if (isInBox(coords, middle, box) && found.push(ids[middle] ?? -1) > maxCount) return null;
    const splitAt = coords[2 * middle + axis] ?? 0;
    const [low, high] = axis === 0 ? [box.minLng, box.maxLng] : [box.minLat, box.maxLat];
    if (low <= splitAt) stack.push(left, middle - 1, 1 - axis);
    if (high >= splitAt) stack.push(middle + 1, right, 1 - axis);
  }
  return found;
}

function isInBox(coords: ArrayLike<number>, index: number, box: RangeBox): boolean {
  const lng = coords[2 * index] ?? NaN;
  const lat = coords[2 * index + 1] ?? NaN;
  return lng >= box.minLng && lng <= box.maxLng && lat >= box.minLat && lat <= box.maxLat;
}
