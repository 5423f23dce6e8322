import { createCart, createCartItem } from '@/features/cart/testing/cart-fixtures';
import { createIdempotencyKey, getTotals, isConsentNeeded } from './review-order-rules';

const money = (amountCents: number, displayValue: string) => ({ amountCents, displayValue });

describe('the review totals', () => {
  const visit = createCartItem({
    rxSrcType: 'consultation',
    price: { ...createCartItem().price, consultationPrice: money(500, '$5.00') },
  });

  it('add the doctor visit fee and take off wallet credit only when it is used', () => {
    const cart = createCart([visit], {
      total: money(1811, '$18.11'),
      walletCredit: {
        availableBalance: money(1500, '$15.00'),
        appliedAmount: money(1500, '$15.00'),
      },
    });
    expect(getTotals(cart, false)).toEqual({
      visitFeesCents: 500,
      walletAppliedCents: 0,
      totalCents: 1811,
    });
    expect(getTotals(cart, true).totalCents).toBe(311);
  });
});

describe('the reimbursement consent', () => {
  it('is needed when the cart requires it, unless a doctor visit is in the order', () => {
    const item = createCartItem();
    expect(isConsentNeeded(createCart([item], { reimbursementConsentRequired: true }))).toBe(true);
    expect(isConsentNeeded(createCart([item]))).toBe(false);
    const visit = createCartItem({ rxSrcType: 'consultation' });
    expect(isConsentNeeded(createCart([visit], { reimbursementConsentRequired: true }))).toBe(
      false,
    );
  });
});

describe('the idempotency key', () => {
  it('is new each time it is made', () => {
    const keys = new Set(Array.from({ length: 20 }, createIdempotencyKey));
    expect(keys.size).toBe(20);
    expect(createIdempotencyKey()).toMatch(/^pwa-[0-9a-f]{32}$/);
  });
});
