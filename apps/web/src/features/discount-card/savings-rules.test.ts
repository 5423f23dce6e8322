import { formatAmount, formatFillDate, formatSavedThisYear } from './savings-rules';

describe('savings rules', () => {
  it('says what the card saved this year, in dollars even at zero', () => {
    expect(
      formatSavedThisYear({ savedThisYear: { amountCents: 1234, displayValue: '$12.34' } }),
    ).toBe('You saved $12.34 this year');
    expect(formatSavedThisYear({ savedThisYear: { amountCents: 0, displayValue: 'Free' } })).toBe(
      'You saved $0.00 this year',
    );
    expect(formatAmount({ amountCents: 123456, displayValue: '$1,234.56' })).toBe('$1,234.56');
  });

  it('writes a fill date in words', () => {
    expect(formatFillDate('2026-03-04')).toBe('March 4, 2026');
    expect(formatFillDate('not a date')).toBe('not a date');
  });
});
