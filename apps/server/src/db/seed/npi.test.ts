import { describe, expect, it } from 'vitest';
import { computeNpiCheckDigit, isValidNpi, makeNpi } from './npi';

describe('NPI check digit', () => {
  it('matches the published example 1234567893', () => {
    expect(computeNpiCheckDigit('123456789')).toBe(3);
    expect(isValidNpi('1234567893')).toBe(true);
  });

  it('rejects a wrong check digit, wrong length and non-digits', () => {
    expect(isValidNpi('1234567890')).toBe(false);
    expect(isValidNpi('123456789')).toBe(false);
    expect(isValidNpi('12345678a3')).toBe(false);
  });

  it('makes valid NPIs from any nine digits', () => {
    for (const base of ['100000000', '199999999', '254018762', '000000001']) {
      expect(isValidNpi(makeNpi(base))).toBe(true);
    }
  });
});
