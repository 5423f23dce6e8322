import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate, createClock } from './clock';

describe('clock', () => {
  it('follows real time until advanced, then keeps the offset', () => {
    let real = Date.parse('2026-11-23T10:00:00Z');
    const clock = createClock(() => real);
    expect(clock.today()).toBe('2026-11-23');
    clock.advanceDays(30);
    expect(clock.today()).toBe('2026-12-23');
    real += 60_000;
    expect(clock.now().toISOString()).toBe('2026-12-23T10:01:00.000Z');
    expect(clock.offsetDays()).toBe(30);
  });

  it('adds days to a date across months and years', () => {
    expect(addDaysToIsoDate('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDaysToIsoDate('2028-02-28', 1)).toBe('2028-02-29');
  });
});
