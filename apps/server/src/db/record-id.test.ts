import { describe, expect, it } from 'vitest';
import { createRecordId } from './record-id';

describe('createRecordId', () => {
  it('is the prefix and 128 random bits in URL-safe base64, never the same twice', () => {
    // More ids than one draw of random bytes holds, so refills are crossed too.
    const ids = Array.from({ length: 2_000 }, () => createRecordId('clm'));
    for (const id of ids) expect(id).toMatch(/^clm_[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
