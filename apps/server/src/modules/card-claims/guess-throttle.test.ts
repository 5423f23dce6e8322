import { describe, expect, it } from 'vitest';
import { createGuessThrottle } from './guess-throttle';

function createClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('createGuessThrottle', () => {
  it('lets a client guess up to the limit, then makes it wait out its window', () => {
    const clock = createClock();
    const throttle = createGuessThrottle({ limit: 3, windowMs: 60_000, now: clock.now });
    for (let guess = 0; guess < 3; guess += 1) {
      expect(throttle.getWaitMs('a')).toBe(0);
      throttle.record('a');
    }
    clock.advance(10_000);
    expect(throttle.getWaitMs('a')).toBe(50_000);
    expect(throttle.getWaitMs('b')).toBe(0);
    clock.advance(50_000);
    expect(throttle.getWaitMs('a')).toBe(0);
    throttle.record('a');
    expect(throttle.getWaitMs('a')).toBe(0);
  });

  it('remembers at most maxClients, dropping expired windows first, then the oldest', () => {
    const clock = createClock();
    const throttle = createGuessThrottle({
      limit: 1,
      windowMs: 1_000,
      maxClients: 2,
      now: clock.now,
    });
    throttle.record('old');
    clock.advance(2_000);
    throttle.record('a');
    throttle.record('b');
    expect(throttle.getWaitMs('a')).toBeGreaterThan(0);
    expect(throttle.getWaitMs('b')).toBeGreaterThan(0);
    throttle.record('c');
    expect(throttle.getWaitMs('a')).toBe(0);
    expect(throttle.getWaitMs('b')).toBeGreaterThan(0);
    expect(throttle.getWaitMs('c')).toBeGreaterThan(0);
  });
});
