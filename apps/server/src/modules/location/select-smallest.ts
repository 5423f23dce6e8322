/**
 * Keeps the `count` smallest of the items offered to it, in order; items that compare equal
 * keep the order they were offered in. A short sorted buffer: cheap when count is small and
 * items are many.
 */
export function createSmallestSelector<T>(count: number, compare: (a: T, b: T) => number) {
  const selected: T[] = [];
  return {
    offer(item: T): void {
      if (count <= 0) return;
      const last = selected[selected.length - 1];
      if (selected.length === count && last !== undefined && compare(item, last) >= 0) return;
      selected.splice(findInsertionIndex(selected, item, compare), 0, item);
      if (selected.length > count) selected.pop();
    },
    take: (): T[] => selected,
  };
}

/** Above this count a full (stable) sort is cheaper than the sorted buffer. */
const SORT_ABOVE_COUNT = 256;

/** The `count` smallest items by `compare`, in order, ties in input order. */
export function selectSmallest<T>(
  items: Iterable<T>,
  count: number,
  compare: (a: T, b: T) => number,
): T[] {
  if (count > SORT_ABOVE_COUNT) return [...items].sort(compare).slice(0, count);
  const selector = createSmallestSelector(count, compare);
  for (const item of items) selector.offer(item);
  return selector.take();
}

/** The index after every element that compares less than or equal to the item. */
function findInsertionIndex<T>(
  sorted: readonly T[],
  item: T,
  compare: (a: T, b: T) => number,
): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const element = sorted[middle];
    if (element !== undefined && compare(element, item) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
