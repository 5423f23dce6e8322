import { createHash } from 'node:crypto';

/** Ids of catalogue rows loaded from data files live in [FIRST, FIRST + SPAN). */
export const STABLE_ID_FIRST = 100_000_000;
const STABLE_ID_SPAN = 2_000_000_000;

/**
 * Assigns each key an integer id from a hash of the key, so an id never depends on the file's
 * order and stays the same when entries are added or removed. Keys are visited in sorted
 * order and a (very rare) collision moves the later key to the next free id.
 */
export function assignStableIds(keys: readonly string[]): Map<string, number> {
  const ids = new Map<string, number>();
  const taken = new Set<number>();
  for (const key of [...new Set(keys)].sort()) {
    let id = hashToId(key);
    while (taken.has(id)) id = id + 1 < STABLE_ID_FIRST + STABLE_ID_SPAN ? id + 1 : STABLE_ID_FIRST;
    taken.add(id);
    ids.set(key, id);
  }
  return ids;
}

export function hashToId(key: string): number {
  const digest = createHash('sha256').update(key).digest();
  return STABLE_ID_FIRST + (digest.readUInt32BE(0) % STABLE_ID_SPAN);
}
