import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from './checkout-steps';

describe('shipping-delay notice', () => {
  it('promises 7-10 business days with no stale pandemic wording', () => {
    expect(CHECKOUT_MESSAGES.shippingDelay).toContain('7-10 business days');
    expect(CHECKOUT_MESSAGES.shippingDelay).not.toMatch(/covid|pandemic/i);
  });
});
