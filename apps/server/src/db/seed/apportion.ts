/**
 * Splits `total` into whole shares proportional to the weights (largest remainder method),
 * giving every key at least `minimum` when the total allows it. Keys keep their input order.
 */
export function apportion<K>(
  total: number,
  weights: ReadonlyMap<K, number>,
  minimum = 0,
): Map<K, number> {
  const keys = [...weights.keys()];
  const reserved = Math.min(total, minimum * keys.length);
  const floor = keys.length > 0 ? Math.floor(reserved / keys.length) : 0;
  const remainingTotal = total - floor * keys.length;
  const weightSum = keys.reduce((sum, key) => sum + (weights.get(key) ?? 0), 0);
  const exact = keys.map((key) => ((weights.get(key) ?? 0) / weightSum) * remainingTotal);
  const shares = new Map(keys.map((key, index) => [key, floor + Math.floor(exact[index] ?? 0)]));
  const leftover = remainingTotal - exact.reduce((sum, value) => sum + Math.floor(value), 0);
  const byRemainder = keys
    .map((key, index) => ({ key, remainder: (exact[index] ?? 0) % 1 }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { key } of byRemainder.slice(0, leftover)) {
    shares.set(key, (shares.get(key) ?? 0) + 1);
  }
  return shares;
}
