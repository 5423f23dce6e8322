import { randomFillSync } from 'node:crypto';

const ID_BYTES = 16;
/** Random bytes are drawn for this many ids at once, as Node does for randomUUID(). */
const IDS_PER_DRAW = 256;
const pool = Buffer.alloc(ID_BYTES * IDS_PER_DRAW);
let nextOffset = pool.length;

/**
 * An unguessable, URL-safe identifier (128 random bits) after a prefix naming what it is: orders,
 * consultations and subscriptions appear in URLs, and every lookup is checked against the session.
 */
export function createRecordId(prefix: string): string {
  if (nextOffset === pool.length) {
    randomFillSync(pool);
    nextOffset = 0;
  }
  const bytes = pool.subarray(nextOffset, nextOffset + ID_BYTES);
  nextOffset += ID_BYTES;
  return `${prefix}_${bytes.toString('base64url')}`;
}
