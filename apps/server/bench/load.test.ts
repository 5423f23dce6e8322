import { describe, expect, it } from 'vitest';
import { formatMilliseconds } from './bench-table';
import { readPercentiles } from './load';

describe('readPercentiles', () => {
  it('takes the nearest rank, whatever order the latencies came in', () => {
    const latencies = Array.from({ length: 200 }, (_, index) => (200 - index) / 100);
    expect(readPercentiles(latencies)).toEqual({ p50: 1, p99: 1.98 });
  });

  it('answers the only latency for both, and zero for none', () => {
    expect(readPercentiles([0.42])).toEqual({ p50: 0.42, p99: 0.42 });
    expect(readPercentiles([])).toEqual({ p50: 0, p99: 0 });
  });
});

describe('formatMilliseconds', () => {
  it('keeps whole milliseconds and writes measured ones to the hundredth', () => {
    expect(formatMilliseconds(12)).toBe('12');
    expect(formatMilliseconds(1.23456)).toBe('1.23');
  });
});
