/**
 * Keeps the `count` values with the smallest keys (a first key, then a second for ties), in
 * order; values with equal keys keep the order they were offered in. The keys live in typed
 * arrays, so offering a value that does not make the cut allocates nothing: cheap for picking
 * the few nearest (or cheapest, then nearest) of many.
 */
export interface RankedSelector<T> {
  offer(firstKey: number, secondKey: number, value: T): void;
  /** The kept values in order, each with its keys. */
  map<R>(toResult: (value: T, firstKey: number, secondKey: number) => R): R[];
}

/** `count` is small and finite: the selector holds that many keys from the start. */
export function createRankedSelector<T>(count: number): RankedSelector<T> {
  const capacity = Math.max(0, count);
  const firstKeys = new Float64Array(capacity);
  const secondKeys = new Float64Array(capacity);
  /** Where each kept value sits in `values`, in rank order. */
  const slots = new Uint32Array(capacity);
  const values: T[] = [];
  let size = 0;

  /** Whether these keys come strictly before those of the value at `rank`. */
  const isBefore = (firstKey: number, secondKey: number, rank: number): boolean => {
    const first = firstKeys[rank] ?? 0;
    return firstKey < first || (firstKey === first && secondKey < (secondKeys[rank] ?? 0));
  };

  /** The rank after every kept value whose keys are less than or equal to these. */
  const findRank = (firstKey: number, secondKey: number): number => {
    let low = 0;
    let high = size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (isBefore(firstKey, secondKey, middle)) high = middle;
      else low = middle + 1;
    }
    return low;
  };

  const getValue = (slot: number): T => {
    if (!(slot in values)) throw new RangeError(`No value in slot ${slot}`);
    return values[slot] as T;
  };

  return {
    offer(firstKey, secondKey, value) {
      if (capacity === 0 || (size === capacity && !isBefore(firstKey, secondKey, size - 1))) return;
      const rank = findRank(firstKey, secondKey);
      if (rank >= capacity) return;
      // A full selector drops its last value and reuses that value's slot.
      const slot = size < capacity ? size++ : (slots[capacity - 1] ?? 0);
      firstKeys.copyWithin(rank + 1, rank, size - 1);
      secondKeys.copyWithin(rank + 1, rank, size - 1);
      slots.copyWithin(rank + 1, rank, size - 1);
      firstKeys[rank] = firstKey;
      secondKeys[rank] = secondKey;
      slots[rank] = slot;
      values[slot] = value;
    },
    map(toResult) {
      const results = [];
      for (let rank = 0; rank < size; rank += 1) {
        const value = getValue(slots[rank] ?? 0);
        results.push(toResult(value, firstKeys[rank] ?? 0, secondKeys[rank] ?? 0));
      }
      return results;
    },
  };
}
