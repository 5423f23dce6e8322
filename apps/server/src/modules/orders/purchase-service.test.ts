import { describe, expect, it } from 'vitest';
import { isUniqueViolation, toCartKey } from './purchase-service';

describe('purchase keys', () => {
  it('names a purchase without a key by the cart and its last change', () => {
    const cart = { id: 'cart_1', updatedAt: new Date(1_700_000_000_123) };
    expect(toCartKey(cart)).toBe('cart:cart_1:1700000000123');
  });

  it('recognises a duplicate key however the driver wraps it', () => {
    const pgError = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isUniqueViolation(pgError)).toBe(true);
    expect(isUniqueViolation(new Error('query failed', { cause: pgError }))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('other'), { code: '40001' }))).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
