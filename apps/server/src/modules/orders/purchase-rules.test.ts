import { describe, expect, it } from 'vitest';
import type { Cart } from '@fillwell/contracts';
import {
  CARD_MESSAGES,
  CART_MESSAGES,
  CHECKOUT_MESSAGES,
  ORDER_CEILING_CENTS,
} from '@fillwell/domain';
import {
  assertCardUsable,
  assertCartPurchasable,
  computeWalletCents,
  findOpioidRestriction,
  isCardExpired,
} from './purchase-rules';

type CartItem = Cart['items'][number];

const money = (amountCents: number) => ({ amountCents, displayValue: `$${amountCents / 100}` });

function item(id: string, extra: Partial<CartItem> = {}): CartItem {
  return {
    id,
    medId: Number(id.replace(/\D/g, '')) || 1,
    promotionalCategory: null,
    rxSrcType: null,
    transferSource: null,
    ...extra,
  } as CartItem;
}

function cart(extra: Partial<Cart> = {}): Cart {
  return {
    items: [item('i1')],
    fulfillment: 'pickup',
    pharmacy: { id: 'rx-1' },
    reimbursementConsentRequired: false,
    subtotal: money(2000),
    total: money(2000),
    walletCredit: { availableBalance: money(900), appliedAmount: money(600) },
    ...extra,
  } as Cart;
}

const READY = { hasShippingAddress: true };

function refusal(run: () => void) {
  try {
    run();
  } catch (error) {
    return error as { status: number; code: string; message: string; errorDetails: unknown };
  }
  throw new Error('expected a refusal');
}

describe('assertCartPurchasable', () => {
  it('accepts a complete pickup cart', () => {
    expect(() => assertCartPurchasable(cart(), {}, READY)).not.toThrow();
  });

  it('refuses a cart that costs more than one order may, visit fees included', () => {
    const atCeiling = cart({ subtotal: money(ORDER_CEILING_CENTS), total: money(1) });
    expect(() => assertCartPurchasable(atCeiling, {}, READY)).not.toThrow();
    for (const amounts of [
      { subtotal: money(ORDER_CEILING_CENTS + 1), total: money(ORDER_CEILING_CENTS) },
      { subtotal: money(ORDER_CEILING_CENTS), total: money(ORDER_CEILING_CENTS + 1) },
    ]) {
      expect(refusal(() => assertCartPurchasable(cart(amounts), {}, READY))).toMatchObject({
        status: 400,
        code: 'order_ceiling',
        message: CART_MESSAGES.orderCeiling,
      });
    }
  });

  it('refuses an empty cart', () => {
    expect(refusal(() => assertCartPurchasable(cart({ items: [] }), {}, READY))).toMatchObject({
      status: 400,
      code: 'empty_cart',
    });
  });

  it('allows one opioid and names them all when there are more', () => {
    const one = cart({ items: [item('i1', { promotionalCategory: 'opioid' }), item('i2')] });
    expect(findOpioidRestriction(one)).toBeNull();
    const two = cart({
      items: [
        item('i1', { promotionalCategory: 'opioid' }),
        item('i2'),
        item('i3', { promotionalCategory: 'opioid' }),
      ],
    });
    expect(refusal(() => assertCartPurchasable(two, {}, READY))).toMatchObject({
      status: 422,
      code: 'too_many_opioids',
      errorDetails: {
        medIds: [1, 3],
        itemIds: ['i1', 'i3'],
        label: CHECKOUT_MESSAGES.tooManyOpioidsLabel,
        text: CHECKOUT_MESSAGES.tooManyOpioids,
      },
    });
  });

  it('names the checkout step that is missing', () => {
    const noPharmacy = refusal(() => assertCartPurchasable(cart({ pharmacy: null }), {}, READY));
    expect(noPharmacy).toMatchObject({
      status: 400,
      code: 'checkout_incomplete',
      message: CHECKOUT_MESSAGES.noPharmacy,
      errorDetails: { step: 'select-pharmacy' },
    });
    const delivery = cart({ fulfillment: 'delivery', pharmacy: null });
    expect(
      refusal(() => assertCartPurchasable(delivery, {}, { hasShippingAddress: false })),
    ).toMatchObject({ message: CHECKOUT_MESSAGES.noShippingAddress });
    expect(refusal(() => assertCartPurchasable(delivery, {}, READY))).toMatchObject({
      message: CHECKOUT_MESSAGES.noPrescriptionSource,
      errorDetails: { step: 'transfer-rx' },
    });
    const sourced = cart({
      fulfillment: 'delivery',
      items: [item('i1', { transferSource: 'bhp' }), item('i2', { rxSrcType: 'consultation' })],
    });
    expect(() => assertCartPurchasable(sourced, {}, READY)).not.toThrow();
  });

  it('needs the consent when the cart asks for it, unless a doctor visit is bought', () => {
    const consent = cart({ reimbursementConsentRequired: true });
    expect(refusal(() => assertCartPurchasable(consent, {}, READY))).toMatchObject({
      code: 'consent_required',
    });
    expect(() =>
      assertCartPurchasable(consent, { reimbursementConsent: true }, READY),
    ).not.toThrow();
    const visit = cart({
      reimbursementConsentRequired: true,
      items: [item('i1', { rxSrcType: 'consultation' })],
    });
    expect(() => assertCartPurchasable(visit, {}, READY)).not.toThrow();
  });
});

describe('wallet and card', () => {
  it('spends the wallet credit the cart shows, only when asked', () => {
    expect(computeWalletCents(cart(), true)).toBe(600);
    expect(computeWalletCents(cart(), false)).toBe(0);
    expect(computeWalletCents(cart({ walletCredit: null }), true)).toBe(0);
  });

  it('takes a card as expired once its expiry month has passed', () => {
    const now = new Date('2026-11-15T12:00:00Z');
    expect(isCardExpired({ expMonth: 11, expYear: 2026 }, now)).toBe(false);
    expect(isCardExpired({ expMonth: 10, expYear: 2026 }, now)).toBe(true);
    expect(isCardExpired({ expMonth: 12, expYear: 2025 }, now)).toBe(true);
    expect(isCardExpired({ expMonth: 1, expYear: 2027 }, now)).toBe(false);
    expect(refusal(() => assertCardUsable({ expMonth: 1, expYear: 2020 }, now))).toMatchObject({
      status: 402,
      code: 'payment_failed',
      message: CARD_MESSAGES.expired,
    });
  });
});
