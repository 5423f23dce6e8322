import { describe, expect, it } from 'vitest';
import { chooseContentCoding } from './accept-encoding';

describe('chooseContentCoding', () => {
  it.each([
    // What browsers send.
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['BR, GZip', 'br'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    // Weights.
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip;q=0.4, br;q=0.8', 'br'],
    ['gzip; q=0.9 , br ; q=0.9', 'br'],
    ['br;q=0.001', 'br'],
    ['gzip, br;q=1.000', 'br'],
    // Refusals, and explicit names over *.
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0, *;q=0.5', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity;q=0, gzip', 'gzip'],
    ['gzip, identity', 'gzip'],
  ] as const)('chooses %j → %s', (header, coding) => {
    expect(chooseContentCoding(header)).toBe(coding);
  });

  it.each([
    [undefined],
    [''],
    ['identity'],
    ['deflate'],
    ['zstd, deflate'],
    ['br;q=0, gzip;q=0'],
    ['*;q=0'],
    ['br;q=0, gzip;q=0, *'],
    ['identity;q=1, gzip;q=0.5, br;q=0.5'],
    // A malformed weight refuses rather than guesses.
    ['br;q=2, gzip;q=abc'],
    ['br;q=-1'],
  ])('sends %j as it is', (header) => {
    expect(chooseContentCoding(header)).toBeNull();
  });

  it('answers again for a header it has just seen', () => {
    expect(chooseContentCoding('gzip')).toBe('gzip');
    expect(chooseContentCoding('gzip')).toBe('gzip');
    expect(chooseContentCoding('identity')).toBeNull();
    expect(chooseContentCoding('br')).toBe('br');
  });
});
