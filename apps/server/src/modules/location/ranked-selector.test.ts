import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRankedSelector } from './ranked-selector';

const collect = <T>(selector: ReturnType<typeof createRankedSelector<T>>) =>
  selector.take((value, firstKey, secondKey) => ({ value, firstKey, secondKey }));

describe('createRankedSelector', () => {
  it('keeps the values with the smallest keys, first key then second', () => {
    const selector = createRankedSelector<string>(3);
    selector.offer(5, 1, 'five');
    selector.offer(2, 9, 'two far');
    selector.offer(2, 1, 'two near');
    selector.offer(Infinity, 0, 'no price');
    selector.offer(7, 0, 'seven');
    selector.offer(1, 3, 'one');
    expect(collect(selector)).toEqual([
      { value: 'one', firstKey: 1, secondKey: 3 },
      { value: 'two near', firstKey: 2, secondKey: 1 },
      { value: 'two far', firstKey: 2, secondKey: 9 },
    ]);
  });

  it('is empty once taken', () => {
    const selector = createRankedSelector<string>(2);
    selector.offer(1, 1, 'a');
    expect(selector.take((value) => value)).toEqual(['a']);
    expect(selector.size).toBe(0);
    expect(selector.take((value) => value)).toEqual([]);
  });

  it('keeps equal keys in the order they were offered', () => {
    const selector = createRankedSelector<string>(2);
    for (const value of ['a', 'b', 'c']) selector.offer(1, 1, value);
    expect(selector.take((value) => value)).toEqual(['a', 'b']);
  });

  it('keeps nothing with no room and everything with room to spare', () => {
    const none = createRankedSelector<number>(0);
    none.offer(1, 1, 1);
    expect(none.take((value) => value)).toEqual([]);
    const roomy = createRankedSelector<number>(10);
    [3, 1, 2].forEach((key) => roomy.offer(key, 0, key));
    expect(roomy.take((value) => value)).toEqual([1, 2, 3]);
  });

  it('selects what a stable sort of everything offered would put first', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.double({ noNaN: true })), {
          maxLength: 80,
        }),
        fc.integer({ min: 0, max: 30 }),
        (keys, count) => {
          const selector = createRankedSelector<number>(count);
          keys.forEach(([first, second], index) => selector.offer(first, second, index));
          const expected = keys
            .map(([first, second], index) => ({ first, second, index }))
            .sort(
              (a, b) =>
                a.first - b.first || (a.second < b.second ? -1 : a.second > b.second ? 1 : 0),
            )
            .slice(0, count)
            .map((entry) => entry.index);
          expect(selector.take((value) => value)).toEqual(expected);
        },
      ),
    );
  });
});
