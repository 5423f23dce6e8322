import type { Cart } from '@fillwell/contracts';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { getTotals } from '../review-order-rules';
import { CartPriceLines } from '@/features/cart';

interface ReviewTotalsProps {
  cart: Cart;
  isWalletUsed: boolean;
  onWalletUsedChange: (isUsed: boolean) => void;
}

/** Subtotal, the promotion, the doctor-visit fee, wallet credit and the total to pay. */
export function ReviewTotals({ cart, isWalletUsed, onWalletUsedChange }: ReviewTotalsProps) {
  const totals = getTotals(cart, isWalletUsed);
  return (
    <section aria-labelledby="review-totals-heading" className="flex flex-col gap-3">
      <h2 id="review-totals-heading" className="sr-only">
        Totals
      </h2>
      <CartPriceLines cart={cart} walletAppliedCents={totals.walletAppliedCents} />
      {cart.walletCredit && cart.walletCredit.availableBalance.amountCents > 0 ? (
        <CheckboxField
          label={`Use wallet credit (${cart.walletCredit.availableBalance.displayValue} available)`}
          checked={isWalletUsed}
          onChange={(event) => onWalletUsedChange(event.target.checked)}
        />
      ) : null}
    </section>
  );
}
