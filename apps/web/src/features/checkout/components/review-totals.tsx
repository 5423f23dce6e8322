import type { Cart } from '@fillwell/contracts';
import { formatMoney } from '@fillwell/domain';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { getTotals } from '../review-order-rules';
import { SummaryLine } from '@/components/ui/summary-line';

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
      <dl className="flex flex-col gap-2 text-ink">
        <SummaryLine label="Subtotal" value={cart.subtotal.displayValue} />
        {cart.coupon ? (
          <SummaryLine
            label={cart.coupon.description}
            value={`−${cart.coupon.appliedAmount.displayValue}`}
          />
        ) : null}
        {totals.visitFeesCents > 0 ? (
          <SummaryLine label="Online doctor visit" value={formatMoney(totals.visitFeesCents)} />
        ) : null}
        {cart.shipping ? (
          <SummaryLine label={cart.shipping.label} value={cart.shipping.price.displayValue} />
        ) : null}
        {totals.walletAppliedCents > 0 ? (
          <SummaryLine label="Wallet credit" value={`−${formatMoney(totals.walletAppliedCents)}`} />
        ) : null}
        <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold">
          <dt>Total</dt>
          <dd>{formatMoney(totals.totalCents)}</dd>
        </div>
      </dl>
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
