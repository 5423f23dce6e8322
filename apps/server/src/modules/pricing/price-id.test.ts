import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PRICE_CATEGORIES } from '@fillwell/domain';
import { decodePriceId, encodePriceId } from './index';

describe('price ids', () => {
  it('round-trips every valid (medId, quantity, category)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_147_483_647 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom(...PRICE_CATEGORIES),
        (medId, quantity, category) => {
          const priceId = encodePriceId({ medId, quantity, category });
          expect(priceId).toMatch(/^[A-Za-z0-9_-]+$/);
          expect(decodePriceId(priceId)).toEqual({ medId, quantity, category });
        },
      ),
    );
  });

  it('reads the documented form', () => {
    expect(encodePriceId({ medId: 42, quantity: 30, category: 'magic' })).toBe('p-42-30-magic');
    expect(decodePriceId('p-42-30-edlp')).toEqual({ medId: 42, quantity: 30, category: 'edlp' });
  });

  it.each([
    '',
    'p-42-30',
    'p-42-30-quicksave',
    'p-0-30-edlp',
    'p-42-0-edlp',
    'p-42--30-edlp',
    'p-042-30-edlp',
    'p-42-100001-edlp',
    'p-99999999999-30-edlp',
    'p-42-30-edlp ',
    'P-42-30-EDLP',
    'p-4.2-30-edlp',
    "p-42-30-edlp'; drop table drugs;--",
    'p-42-30-edlp\n',
  ])('rejects %j', (junk) => {
    expect(decodePriceId(junk)).toBeNull();
  });

  it('refuses to encode what it could not decode', () => {
    expect(() => encodePriceId({ medId: 0, quantity: 30, category: 'edlp' })).toThrow(RangeError);
    expect(() => encodePriceId({ medId: 1, quantity: 100_001, category: 'edlp' })).toThrow(
      RangeError,
    );
    expect(() => encodePriceId({ medId: 1, quantity: 2.5, category: 'edlp' })).toThrow(RangeError);
  });
});
