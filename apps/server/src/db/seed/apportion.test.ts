import { describe, expect, it } from 'vitest';
import { apportion } from './apportion';

describe('apportion', () => {
  it('splits a total in proportion and keeps the sum exact', () => {
    const shares = apportion(
      10,
      new Map([
        ['a', 1],
        ['b', 1],
        ['c', 1],
      ]),
    );
    expect([...shares.values()].reduce((sum, value) => sum + value, 0)).toBe(10);
    expect([...shares.values()].sort()).toEqual([3, 3, 4]);
  });

  it('gives each key the minimum even with a tiny weight', () => {
    const shares = apportion(
      100,
      new Map([
        ['big', 1000],
        ['tiny', 1],
      ]),
      1,
    );
    expect(shares.get('tiny')).toBe(1);
    expect(shares.get('big')).toBe(99);
  });
});
