import type { Order } from '@fillwell/contracts';

/** Subtotal, promotion, doctor-visit fee, shipping, wallet credit and the total charged. */
export function OrderTotals({ order }: { order: Order }) {
  const { coupon, consultationFee, walletCredit } = order;
  return (
    <dl className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3 text-ink">
      <TotalLine label="Subtotal" value={order.subtotal.displayValue} />
      {coupon && coupon.appliedAmount.amountCents > 0 ? (
        <TotalLine label={coupon.description} value={`−${coupon.appliedAmount.displayValue}`} />
      ) : null}
      {consultationFee && consultationFee.amountCents > 0 ? (
        <TotalLine label="Online doctor visit" value={consultationFee.displayValue} />
      ) : null}
      <TotalLine label={order.shipping.label} value={order.shipping.price.displayValue} />
      {walletCredit && walletCredit.appliedAmount.amountCents > 0 ? (
        <TotalLine label="Wallet credit" value={`−${walletCredit.appliedAmount.displayValue}`} />
      ) : null}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-lg font-bold">
        <dt>Total</dt>
        <dd>{order.total.displayValue}</dd>
      </div>
    </dl>
  );
}

function TotalLine({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd className="font-semibold whitespace-nowrap">{value}</dd>
    </div>
  );
}
