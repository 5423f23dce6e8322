import { describe, expect, it } from 'vitest';
import { formatPublishedDay } from './blog-dates';

describe('formatPublishedDay', () => {
  it('writes the day as it is, whatever the time zone', () => {
    expect(formatPublishedDay('2026-09-14')).toBe('September 14, 2026');
    expect(formatPublishedDay('2026-03-01')).toBe('March 1, 2026');
  });
});
