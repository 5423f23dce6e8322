import { formatMoney, formatWholeDollars } from './money';

describe('money', () => {
  it('re-exports the shared formatter', () => {
    expect(formatMoney(0)).toBe('Free');
    expect(formatMoney(1999)).toBe('$19.99');
  });

  it('formats whole dollars without cents', () => {
    expect(formatWholeDollars(1500)).toBe('$15');
    expect(formatWholeDollars(500)).toBe('$5');
    expect(formatWholeDollars(150000)).toBe('$1,500');
    expect(() => formatWholeDollars(1550)).toThrow(RangeError);
  });
});
