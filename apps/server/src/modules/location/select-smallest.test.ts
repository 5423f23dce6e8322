import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { selectSmallest } from './select-smallest';

const byValue = (a: { value: number }, b: { value: number }) => a.value - b.value;

describe('selectSmallest', () => {
  it('returns the smallest items in order', () => {
    expect(selectSmallest([5, 1, 4, 2, 3], 3, (a, b) => a - b)).toEqual([1, 2, 3]);
    expect(selectSmallest([2, 1], 5, (a, b) => a - b)).toEqual([1, 2]);
    expect(selectSmallest([2, 1], 0, (a, b) => a - b)).toEqual([]);
  });

  it('keeps input order among equal items', () => {
    const items = [
      { id: 'a', value: 2 },
      { id: 'b', value: 1 },
      { id: 'c', value: 2 },
      { id: 'd', value: 1 },
    ];
    expect(selectSmallest(items, 3, byValue).map((item) => item.id)).toEqual(['b', 'd', 'a']);
  });

  it('agrees with a stable sort and slice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 })),
        fc.integer({ min: 0, max: 30 }),
        (values, count) => {
          const items = values.map((value, id) => ({ id, value }));
          const expected = [...items].sort(byValue).slice(0, count);
          expect(selectSmallest(items, count, byValue)).toEqual(expected);
        },
      ),
    );
  });
});
