import { getZipCodeError, isZipCode, limitZipCodeInput } from './zip-code';

describe('ZIP code rules', () => {
  it.each(['63103', '00501', '99723'])('accepts five digits: %s', (zip) => {
    expect(isZipCode(zip)).toBe(true);
    expect(getZipCodeError(zip)).toBeNull();
  });

  it.each(['1234', 'abcde', '6310a', '631 3', ' 6310', '123456'])(
    "says 'Invalid zipcode' for %j",
    (zip) => {
      expect(isZipCode(zip)).toBe(false);
      expect(getZipCodeError(zip)).toBe('Invalid zipcode');
    },
  );

  it('has no error for an empty box', () => {
    expect(getZipCodeError('')).toBeNull();
  });

  it('keeps at most five characters', () => {
    expect(limitZipCodeInput('631034')).toBe('63103');
    expect(limitZipCodeInput('631')).toBe('631');
  });
});
