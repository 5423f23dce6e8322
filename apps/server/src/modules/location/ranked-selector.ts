/**
 * Keeps the `count` values with the smallest keys (a first key, then a second for ties), in
 * order; values with equal keys keep the order they were offered in. The keys live in typed
 * arrays, so offering a value that does not make the cut allocates nothing: cheap for picking
 * the few nearest (or cheapest, then nearest) of many.
 */
export interface RankedSelector<T> {
  /** How many values it keeps now. */
  readonly size: number;
  offer(firstKey: number, secondKey: number, value: T): void;
  /** The kept values in order, each with its keys; the selector is empty afterwards. */
  take<R>(toResult: (value: T, firstKey: number, secondKey: number) => R): R[];
}

/**
 * `count` is small and finite: the selector holds that many keys from the start. The kept values
 * form a binary heap with the one that ranks last at the root, so an offer that makes the cut
 * costs a few swaps, however many are kept.
 */
export function createRankedSelector<T>(count: number): RankedSelector<T> {
  const capacity = Math.max(0, count);
  const firstKeys = new Float64Array(capacity);
  const secondKeys = new Float64Array(capacity);
  /** When each kept value was offered: equal keys rank in offer order. */
  const offerOrders = new Float64Array(capacity);
  const values: T[] = [];
  let size = 0;
  let offered = 0;

  /** Whether the value at heap node `a` ranks after the one at `b`. */
  const isAfter = (a: number, b: number): boolean => {
    const firstA = firstKeys[a] ?? 0;
    const firstB = firstKeys[b] ?? 0;
    if (firstA !== firstB) return firstA > firstB;
    const secondA = secondKeys[a] ?? 0;
    const secondB = secondKeys[b] ?? 0;
    if (secondA !== secondB) return secondA > secondB;
    return (offerOrders[a] ?? 0) > (offerOrders[b] ?? 0);
  };

  const swap = (a: number, b: number) => {
    swapIn(firstKeys, a, b);
    swapIn(secondKeys, a, b);
    swapIn(offerOrders, a, b);
    const value = values[a] as T;
    values[a] = values[b] as T;
    values[b] = value;
  };

  const siftUp = (start: number) => {
    let node = start;
    while (node > 0) {
      const parent = (node - 1) >> 1;
      if (!isAfter(node, parent)) return;
      swap(node, parent);
      node = parent;
    }
  };

  const siftDown = (start: number) => {
    let node = start;
    for (;;) {
      const left = 2 * node + 1;
      if (left >= size) return;
      const right = left + 1;
      const later = right < size && isAfter(right, left) ? right : left;
      if (!isAfter(later, node)) return;
      swap(node, later);
      node = later;
    }
  };

  const place = (node: number, firstKey: number, secondKey: number, value: T) => {
    firstKeys[node] = firstKey;
    secondKeys[node] = secondKey;
    offerOrders[node] = offered++;
    values[node] = value;
  };

  return {
    get size() {
      return size;
    },
    offer(firstKey, secondKey, value) {
      if (size < capacity) {
        place(size, firstKey, secondKey, value);
        siftUp(size++);
        return;
      }
      // A later offer with keys equal to the root's ranks after it: only strictly smaller keys
      // take the root's place.
      const rootFirst = firstKeys[0] ?? 0;
      if (size === 0 || firstKey > rootFirst) return;
      if (firstKey === rootFirst && secondKey >= (secondKeys[0] ?? 0)) return;
      place(0, firstKey, secondKey, value);
      siftDown(0);
    },
    take(toResult) {
      // The root ranks last: taking it each time fills the results from the end.
      const results: ReturnType<typeof toResult>[] = new Array(size);
      while (size > 0) {
        results[size - 1] = toResult(values[0] as T, firstKeys[0] ?? 0, secondKeys[0] ?? 0);
        swap(0, --size);
        values.length = size;
        siftDown(0);
      }
      return results;
    },
  };
}

function swapIn(keys: Float64Array, a: number, b: number): void {
  const key = keys[a] ?? 0;
  keys[a] = keys[b] ?? 0;
  keys[b] = key;
}
