import type { Cart } from '@fillwell/contracts';
import { isConsultationItem } from './checkout-progress';

export interface ReviewTotals {
  visitFeesCents: number;
  walletAppliedCents: number;
  totalCents: number;
}

/** What the person pays: the cart's total, less the wallet credit when they use it. */
export function getTotals(cart: Cart, isWalletUsed: boolean): ReviewTotals {
  const visitFeesCents = cart.items.reduce(
    (sum, item) => sum + (item.price.consultationPrice?.amountCents ?? 0),
    0,
  );
  const walletAppliedCents = isWalletUsed ? (cart.walletCredit?.appliedAmount.amountCents ?? 0) : 0;
  return {
    visitFeesCents,
    walletAppliedCents,
    totalCents: Math.max(0, cart.total.amountCents - walletAppliedCents),
  };
}

/** The reimbursement consent applies unless the order comes with an online doctor visit. */
export function isConsentNeeded(cart: Cart): boolean {
  return cart.reimbursementConsentRequired && !cart.items.some(isConsultationItem);
}

function createRandomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/** A fresh Idempotency-Key (random, 128 bits; works outside secure contexts too). */
export function createIdempotencyKey(): string {
  return `pwa-${createRandomHex(16)}`;
}
