import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { camelCaseKeys, snakeCaseKeys, toCamelKey, toSnakeKey } from './wire-case';

describe('key conversion', () => {
  it('converts single keys both ways', () => {
    expect(toSnakeKey('validationErrors')).toBe('validation_errors');
    expect(toSnakeKey('medId')).toBe('med_id');
    expect(toSnakeKey('street1')).toBe('street1');
    expect(toSnakeKey('zipCode')).toBe('zip_code');
    expect(toCamelKey('error_details')).toBe('errorDetails');
    expect(toCamelKey('otp_code')).toBe('otpCode');
    expect(toCamelKey('already')).toBe('already');
  });

  it('converts nested objects and arrays, never values', () => {
    const code = { isServiceAvailable: true, items: [{ medNameId: 1, name: 'camelCase value' }] };
    const wire = snakeCaseKeys(code);
    expect(wire).toEqual({
      is_service_available: true,
      items: [{ med_name_id: 1, name: 'camelCase value' }],
    });
    expect(camelCaseKeys(wire)).toEqual(code);
  });

  it('leaves non-plain objects alone', () => {
    const date = new Date(0);
    expect(snakeCaseKeys({ createdOn: date })).toEqual({ created_on: date });
  });

  it('round-trips any camelCase key through the wire', () => {
    const camelKey = fc
      .tuple(
        fc.stringMatching(/^[a-z][a-z0-9]{0,6}$/),
        fc.array(fc.stringMatching(/^[A-Z][a-z0-9]{1,6}$/), { maxLength: 3 }),
      )
      .map(([head, rest]) => head + rest.join(''));
    fc.assert(
      fc.property(camelKey, (key) => {
        expect(toCamelKey(toSnakeKey(key))).toBe(key);
      }),
    );
  });
});
