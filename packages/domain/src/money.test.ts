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
});
