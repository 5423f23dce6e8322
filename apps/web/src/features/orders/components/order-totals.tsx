import type { Order } from '@fillwell/contracts';
import { SummaryLine } from '@/components/ui/summary-line';
import { FREE_TOTAL_REASON } from '@/features/cart';

/** Subtotal, promotion, doctor-visit fee, shipping, wallet credit and the total charged. */
export function OrderTotals({ order }: { order: Order }) {
  const { coupon, consultationFee, walletCredit } = order;
  return (
    <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3">
      <dl className="flex flex-col gap-2 text-ink">
        <SummaryLine label="Subtotal" value={order.subtotal.displayValue} />
        {coupon && coupon.appliedAmount.amountCents > 0 ? (
          <SummaryLine label={coupon.description} value={`−${coupon.appliedAmount.displayValue}`} />
        ) : null}
        {consultationFee && consultationFee.amountCents > 0 ? (
          <SummaryLine label="Online doctor visit" value={consultationFee.displayValue} />
        ) : null}
        <SummaryLine label={order.shipping.label} value={order.shipping.price.displayValue} />
        {walletCredit && walletCredit.appliedAmount.amountCents > 0 ? (
          <SummaryLine
            label="Wallet credit"
            value={`−${walletCredit.appliedAmount.displayValue}`}
          />
        ) : null}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-lg font-bold">
          <dt>Total</dt>
          <dd>{order.total.displayValue}</dd>
        </div>
      </dl>
      {order.total.amountCents === 0 && coupon ? (
        <p className="text-sm text-muted">{FREE_TOTAL_REASON}</p>
      ) : null}
    </div>
  );
}
