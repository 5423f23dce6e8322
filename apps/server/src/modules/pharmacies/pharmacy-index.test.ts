import { describe, expect, it } from 'vitest';
import { makePharmacyRecord } from './pharmacy-fixtures';
import { createPharmacyIndexFrom } from './pharmacy-index';
import type { PharmacyRecord } from './pharmacy-repository';

describe('the pharmacy index', () => {
  it('sees a change made while a reload was reading: the reload asked for after it runs again', async () => {
    let directory = [makePharmacyRecord('rx-1')];
    const reads: Array<() => void> = [];
    const index = createPharmacyIndexFrom([], () => {
      const read = directory;
      return new Promise<readonly PharmacyRecord[]>((resolve) => reads.push(() => resolve(read)));
    });

    const first = index.reload();
    directory = [...directory, makePharmacyRecord('rx-2')];
    const afterChange = index.reload();
    reads.shift()?.();
    await first;
    expect(index.size).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    reads.shift()?.();
    await afterChange;
    expect(index.get('rx-2')?.name).toBe('Pharmacy rx-2');
    expect(index.generation).toBe(2);
  });
});
