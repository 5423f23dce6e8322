import { formatPhoneNumber } from './phone';

describe('formatPhoneNumber', () => {
  it('writes ten digits the American way and leaves anything else as it came', () => {
    expect(formatPhoneNumber('3145550100')).toBe('(314) 555-0100');
    expect(formatPhoneNumber('+1 314 555 0100')).toBe('(314) 555-0100');
    expect(formatPhoneNumber('(855) 345-5935')).toBe('(855) 345-5935');
    expect(formatPhoneNumber('12345')).toBe('12345');
  });
});
