import { describe, expect, it } from 'vitest';
import { pharmacySearchQuerySchema } from '@fillwell/contracts';
import { writeSearchKey } from './search-inputs';

const parse = (query: Record<string, string>) => pharmacySearchQuerySchema.parse(query);

describe('writeSearchKey', () => {
  it('is the same for the same search however it was written', () => {
    const plain = parse({ zipCode: '63103', medId: '7', quantity: '30' });
    const reordered = parse({ quantity: '30', medId: '7', zipCode: '63103', radius: '25' });
    expect(writeSearchKey(reordered)).toBe(writeSearchKey(plain));
  });

  it('differs whenever any parameter differs', () => {
    const base = { zipCode: '63103', medId: '7', quantity: '30' };
    const variants: Record<string, string>[] = [
      base,
      { ...base, zipCode: '63104' },
      { ...base, medId: '8' },
      { ...base, quantity: '60' },
      { ...base, radius: '10' },
      { ...base, limit: '10' },
      { ...base, onlySupersaver: 'true' },
      { ...base, allowOutOfNetwork: 'true' },
      { ...base, networkIds: '1,2' },
      { ...base, networkIds: '2,1' },
      { ...base, brands: 'cvs' },
      { zipCode: '63103', lat: '38.6', lng: '-90.2' },
    ];
    const keys = variants.map((query) => writeSearchKey(parse(query)));
    expect(new Set(keys).size).toBe(variants.length);
  });
});
