import { parseCustomQuantity } from './custom-quantity';

describe('parseCustomQuantity', () => {
  it.each([
    ['45', 45],
    [' 120 ', 120],
    ['100000', 100_000],
    ['0', 0],
    ['2.5', 2.5],
  ])('passes %j on as %d', (text, expected) => {
    expect(parseCustomQuantity(text)).toBe(expected);
  });

  it.each(['', '   ', 'abc', '4five', '100001', '1e9'])('ignores %j', (text) => {
    expect(parseCustomQuantity(text)).toBeNull();
  });
});
