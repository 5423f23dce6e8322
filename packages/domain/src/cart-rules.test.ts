import { describe, expect, it } from 'vitest';
import { formatCartTitle, getFulfillment, normalizeCouponCode } from './cart-rules';

describe('cart rules', () => {
  it('titles the header cart, singular for one medication', () => {
    expect(formatCartTitle(0)).toBe('0 medications in your cart');
    expect(formatCartTitle(1)).toBe('1 medication in your cart');
    expect(formatCartTitle(3)).toBe('3 medications in your cart');
  });

  it('reads delivery prices as delivery and every other category as pickup', () => {
    expect(getFulfillment('delivery')).toBe('delivery');
    expect(getFulfillment('edlp')).toBe('pickup');
    expect(getFulfillment('local')).toBe('pickup');
    expect(getFulfillment('magic')).toBe('pickup');
  });

  it('trims coupon codes and ignores their case', () => {
    expect(normalizeCouponCode('  save5 ')).toBe('SAVE5');
  });
});
