import { describe, expect, it } from 'vitest';
import { median, summarizeRounds } from './catalogue-bench';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBe(0);
  });
});

describe('summarizeRounds', () => {
  it('takes each figure’s median over the rounds and adds up the errors', () => {
    const rounds = [
      { p50: 1, p99: 9, rps: 300, errors: 0 },
      { p50: 3, p99: 4, rps: 100, errors: 2 },
      { p50: 2, p99: 5, rps: 200, errors: 1 },
    ];
    expect(summarizeRounds(rounds)).toEqual({ p50: 2, p99: 5, rps: 200, errors: 3 });
  });
});
