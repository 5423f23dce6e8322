import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { formatMilliseconds } from './bench-table';
import { createRequestCycle, load, postFromCycle, readPercentiles } from './load';

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

describe('load at a fixed rate', () => {
  it('sends the requests spread evenly over the run, not in bursts', async () => {
    const arrivals: number[] = [];
    const server = createServer((request, response) => {
      arrivals.push(performance.now());
      request.resume();
      request.on('end', () => response.end('{}'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const cycle = createRequestCycle(['{"a":1}', '{"a":2}']);
      const result = await load(`http://127.0.0.1:${port}`, postFromCycle('/claims', cycle), {
        rate: 100,
        seconds: 1,
        connections: 10,
      });
      expect(result.errors).toBe(0);
      expect(arrivals).toHaveLength(100);
      expect(cycle.sent).toBe(100);
      // Bursts would put the whole second's requests in its first few milliseconds.
      const first = arrivals[0] ?? 0;
      const inFirstHalf = arrivals.filter((at) => at - first < 500).length;
      expect(inFirstHalf).toBeGreaterThan(30);
      expect(inFirstHalf).toBeLessThan(70);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
