import { describe, expect, it } from 'vitest';
import { pharmacySearchQuerySchema } from './pharmacy';

describe('pharmacySearchQuerySchema', () => {
  it('parses comma lists and defaults', () => {
    const query = pharmacySearchQuerySchema.parse({ zipCode: '63103', networkIds: '1, 2' });
    expect(query.networkIds).toEqual([1, 2]);
    expect(query.radius).toBe(25);
    expect(query.onlySupersaver).toBe(false);
  });

  it('needs a zip code or both coordinates', () => {
    expect(pharmacySearchQuerySchema.safeParse({ lat: '38.6' }).success).toBe(false);
    expect(pharmacySearchQuerySchema.safeParse({ lat: '38.6', lng: '-90.2' }).success).toBe(true);
  });

  it('rejects a malformed zip with the spec message', () => {
    const result = pharmacySearchQuerySchema.safeParse({ zipCode: '6310' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Invalid zipcode');
  });

  it('rejects coordinates out of range and bad network ids', () => {
    expect(pharmacySearchQuerySchema.safeParse({ lat: '91', lng: '0' }).success).toBe(false);
    expect(pharmacySearchQuerySchema.safeParse({ zipCode: '63103', networkIds: 'x' }).success).toBe(
      false,
    );
  });
});
