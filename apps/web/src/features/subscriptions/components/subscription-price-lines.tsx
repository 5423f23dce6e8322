import type { SubscriptionCart } from '@fillwell/contracts';
import { formatMoney, SUBSCRIPTION_MESSAGES } from '@fillwell/domain';
import { SummaryLine } from '@/components/ui/summary-line';

/** The monthly fee, the one-time medical fee, free shipping and what is paid today. */
export function SubscriptionPriceLines({ cart }: { cart: SubscriptionCart }) {
  return (
    <dl className="flex flex-col gap-2 text-ink">
      <SummaryLine
        label={SUBSCRIPTION_MESSAGES.monthlyFeeLabel}
        value={formatMoney(cart.cycleCostCents ?? 0)}
      />
      <SummaryLine
        label={SUBSCRIPTION_MESSAGES.medicalFeeLabel}
        value={formatMoney(cart.medicalFee?.amountCents ?? 0)}
      />
      <SummaryLine
        label={`Shipping (${cart.shipping.label})`}
        value={cart.shipping.price.displayValue}
      />
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-lg font-bold">
        <dt>Total today</dt>
        <dd>{formatMoney(cart.totalPriceWithCoupons?.amountCents ?? 0)}</dd>
      </div>
    </dl>
  );
}
