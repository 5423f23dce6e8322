import type { Cart } from '@fillwell/contracts';
import { formatMoney } from '@fillwell/domain';
import { SummaryLine } from '@/components/ui/summary-line';

interface CartPriceLinesProps {
  cart: Cart;
  /** Wallet credit the person chose to spend (the review's choice); none by default. */
  walletAppliedCents?: number;
}

/** Why a total of zero is zero: said beside "Free" so it never reads as a mistake. */
export const FREE_TOTAL_REASON = 'Your promotion covers the whole order.';

/** The visit fees the items carry. */
export function sumVisitFeesCents(cart: Pick<Cart, 'items'>): number {
  return cart.items.reduce(
    (sum, item) => sum + (item.price.consultationPrice?.amountCents ?? 0),
    0,
  );
}

/**
 * Subtotal of the list prices, each discount and fee on its own line, then the total:
 * Total = Subtotal − promotion − wallet credit + fees. Every amount is the server's.
 */
export function CartPriceLines({ cart, walletAppliedCents = 0 }: CartPriceLinesProps) {
  const visitFeesCents = sumVisitFeesCents(cart);
  const totalCents = Math.max(0, cart.total.amountCents - walletAppliedCents);
  return (
    <div className="flex flex-col gap-2">
      <dl className="flex flex-col gap-2 text-ink">
        <SummaryLine label="Subtotal" value={cart.subtotal.displayValue} />
        {cart.coupon ? (
          <SummaryLine
            label={cart.coupon.description}
            value={`−${cart.coupon.appliedAmount.displayValue}`}
          />
        ) : null}
        {visitFeesCents > 0 ? (
          <SummaryLine label="Online doctor visit" value={formatMoney(visitFeesCents)} />
        ) : null}
        {cart.shipping ? (
          <SummaryLine label={cart.shipping.label} value={cart.shipping.price.displayValue} />
        ) : null}
        {walletAppliedCents > 0 ? (
          <SummaryLine label="Wallet credit" value={`−${formatMoney(walletAppliedCents)}`} />
        ) : null}
        <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold">
          <dt>Total</dt>
          <dd>{formatMoney(totalCents)}</dd>
        </div>
      </dl>
      {totalCents === 0 && cart.items.length > 0 ? (
        <p className="text-sm text-muted">{FREE_TOTAL_REASON}</p>
      ) : null}
      {cart.promotionNote ? <p className="text-sm text-muted">{cart.promotionNote}</p> : null}
    </div>
  );
}
