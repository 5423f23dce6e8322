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
  return new HeapSelector<T>(Math.max(0, count));
}

/**
 * A class, not closures: closures made for each search outlived the young generation (see
 * docs/decisions.md).
 */
class HeapSelector<T> implements RankedSelector<T> {
  size = 0;
  private offered = 0;
  private readonly firstKeys: Float64Array;
  private readonly secondKeys: Float64Array;
  /** When each kept value was offered: equal keys rank in offer order. */
  private readonly offerOrders: Float64Array;
  private readonly values: T[] = [];

  constructor(private readonly capacity: number) {
    this.firstKeys = new Float64Array(capacity);
    this.secondKeys = new Float64Array(capacity);
    this.offerOrders = new Float64Array(capacity);
  }

  offer(firstKey: number, secondKey: number, value: T): void {
    if (this.size < this.capacity) {
      this.place(this.size, firstKey, secondKey, value);
      this.siftUp(this.size++);
      return;
    }
    // A later offer with keys equal to the root's ranks after it: only strictly smaller keys
    // take the root's place.
    const rootFirst = this.firstKeys[0] ?? 0;
    if (this.size === 0 || firstKey > rootFirst) return;
    if (firstKey === rootFirst && secondKey >= (this.secondKeys[0] ?? 0)) return;
    this.place(0, firstKey, secondKey, value);
    this.siftDown(0);
  }

  take<R>(toResult: (value: T, firstKey: number, secondKey: number) => R): R[] {
    // The root ranks last: taking it each time fills the results from the end.
    const results: R[] = new Array<R>(this.size);
    while (this.size > 0) {
      const first = this.firstKeys[0] ?? 0;
      results[this.size - 1] = toResult(this.values[0] as T, first, this.secondKeys[0] ?? 0);
      this.swap(0, --this.size);
      this.values.length = this.size;
      this.siftDown(0);
    }
    return results;
  }

  /** Whether the value at heap node `a` ranks after the one at `b`. */
  private isAfter(a: number, b: number): boolean {
    const firstA = this.firstKeys[a] ?? 0;
    const firstB = this.firstKeys[b] ?? 0;
    if (firstA !== firstB) return firstA > firstB;
    const secondA = this.secondKeys[a] ?? 0;
    const secondB = this.secondKeys[b] ?? 0;
    if (secondA !== secondB) return secondA > secondB;
    return (this.offerOrders[a] ?? 0) > (this.offerOrders[b] ?? 0);
  }

  private swap(a: number, b: number): void {
    swapIn(this.firstKeys, a, b);
    swapIn(this.secondKeys, a, b);
    swapIn(this.offerOrders, a, b);
    const value = this.values[a] as T;
    this.values[a] = this.values[b] as T;
    this.values[b] = value;
  }

  private siftUp(start: number): void {
    let node = start;
    while (node > 0) {
      const parent = (node - 1) >> 1;
      if (!this.isAfter(node, parent)) return;
      this.swap(node, parent);
      node = parent;
    }
  }

  private siftDown(start: number): void {
    let node = start;
    for (;;) {
      const left = 2 * node + 1;
      if (left >= this.size) return;
      const right = left + 1;
      const later = right < this.size && this.isAfter(right, left) ? right : left;
      if (!this.isAfter(later, node)) return;
      this.swap(node, later);
      node = later;
    }
  }

  private place(node: number, firstKey: number, secondKey: number, value: T): void {
    this.firstKeys[node] = firstKey;
    this.secondKeys[node] = secondKey;
    this.offerOrders[node] = this.offered++;
    this.values[node] = value;
  }
}

function swapIn(keys: Float64Array, a: number, b: number): void {
  const key = keys[a] ?? 0;
  keys[a] = keys[b] ?? 0;
  keys[b] = key;
}
