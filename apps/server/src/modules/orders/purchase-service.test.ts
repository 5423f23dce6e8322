import { describe, expect, it } from 'vitest';
import { toCartKey } from './purchase-service';

describe('purchase keys', () => {
  it('names a purchase without a key by the cart and its last change', () => {
    const cart = { id: 'cart_1', updatedAt: new Date(1_700_000_000_123) };
    expect(toCartKey(cart)).toBe('cart:cart_1:1700000000123');
  });
});
