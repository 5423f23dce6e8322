import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  checkRefillDate,
  computeNextRefillDate,
  formatScheduleDate,
  getDelayWindow,
  isIsoDate,
  isNotablePriceChange,
  planAfterDecline,
  REFILL_MESSAGES,
} from './refill-rules';

describe('schedule dates', () => {
  it('shows dates as "MMMM D, YYYY"', () => {
    expect(formatScheduleDate('2026-12-03')).toBe('December 3, 2026');
    expect(formatScheduleDate('2027-01-31')).toBe('January 31, 2027');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDaysToDate('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDaysToDate('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('knows a real calendar date from look-alikes', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('12/03/2026')).toBe(false);
  });

  it('takes a new refill date after today and within 90 days', () => {
    const today = '2026-11-23';
    expect(getDelayWindow(today)).toEqual({ minDate: '2026-11-24', maxDate: '2027-02-21' });
    expect(checkRefillDate('2026-11-24', today)).toBeNull();
    expect(checkRefillDate('2027-02-21', today)).toBeNull();
    expect(checkRefillDate('2026-11-23', today)).toBe(REFILL_MESSAGES.dateNotAfterToday);
    expect(checkRefillDate('2026-01-01', today)).toBe(REFILL_MESSAGES.dateNotAfterToday);
    expect(checkRefillDate('2027-02-22', today)).toBe(REFILL_MESSAGES.dateTooFar);
    expect(checkRefillDate('soon', today)).toBe(REFILL_MESSAGES.dateInvalid);
  });

  it('moves the next refill one interval on, or from today when it ran late', () => {
    expect(computeNextRefillDate('2026-12-23', 30, '2026-12-24')).toBe('2027-01-22');
    expect(computeNextRefillDate('2026-12-23', 30, '2027-02-01')).toBe('2027-03-03');
  });
});

describe('price changes and declined payments', () => {
  it('tells of a change above $3.00, up or down', () => {
    expect(isNotablePriceChange(1000, 1300)).toBe(false);
    expect(isNotablePriceChange(1000, 1301)).toBe(true);
    expect(isNotablePriceChange(1000, 699)).toBe(true);
    expect(isNotablePriceChange(1000, 700)).toBe(false);
  });

  it('tries a declined refill again the next day, and pauses after the third decline', () => {
    expect(planAfterDecline(1, '2026-12-23')).toEqual({ kind: 'retry', nextOn: '2026-12-24' });
    expect(planAfterDecline(2, '2026-12-24')).toEqual({ kind: 'retry', nextOn: '2026-12-25' });
    expect(planAfterDecline(3, '2026-12-25')).toEqual({ kind: 'pause' });
  });
});
