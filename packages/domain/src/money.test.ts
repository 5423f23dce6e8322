import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows zero as Free', () => expect(formatMoney(0)).toBe('Free'));
  it('shows dollars with two decimals', () => {
    expect(formatMoney(1234)).toBe('$12.34');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(150000)).toBe('$1,500.00');
  });
  it('rejects fractional cents', () => expect(() => formatMoney(1.5)).toThrow(RangeError));
  it('always has two decimals for positive amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (cents) => {
        expect(formatMoney(cents)).toMatch(/^\$[\d,]+\.\d{2}$/);
      }),
    );
  });
  it('writes every amount as en-US currency formatting does', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const amounts = fc.oneof(
      fc.integer({ min: -100_000, max: 100_000 }),
      fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
      fc.maxSafeInteger(),
      fc.integer({ min: Number.MIN_SAFE_INTEGER, max: 0 }),
    );
    fc.assert(
      fc.property(amounts, (cents) => {
        fc.pre(cents !== 0);
        expect(formatMoney(cents)).toBe(intl.format(cents / 100));
      }),
      { numRuns: 2_000 },
    );
    for (const cents of [1, 99, 100, 99_999, 100_000, 99_999_999_999, 100_000_000_000, -1])
      expect(formatMoney(cents)).toBe(intl.format(cents / 100));
  });
});
