import { Link } from 'react-router';
import type { Cart } from '@fillwell/contracts';
import { formatMoney } from '@fillwell/domain';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { CouponForm } from './coupon-form';
import { SummaryLine } from '@/components/ui/summary-line';

/** Subtotal, the promotion, shipping or pickup (free), doctor-visit fees and the total. */
export function CartSummary({ cart }: { cart: Cart }) {
  const visitFeesCents = cart.items.reduce(
    (sum, item) => sum + (item.price.consultationPrice?.amountCents ?? 0),
    0,
  );
  const isEmpty = cart.items.length === 0;
  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="cart-summary-heading" className="text-lg font-bold text-ink">
        Order summary
      </h2>
      <dl className="space-y-2 text-ink">
        <SummaryLine label="Subtotal" value={cart.subtotal.displayValue} />
        {cart.coupon ? (
          <SummaryLine
            label={cart.coupon.description}
            value={`−${cart.coupon.appliedAmount.displayValue}`}
          />
        ) : null}
        {cart.shipping ? (
          <SummaryLine label={cart.shipping.label} value={cart.shipping.price.displayValue} />
        ) : null}
        {visitFeesCents > 0 ? (
          <SummaryLine label="Online doctor visit" value={formatMoney(visitFeesCents)} />
        ) : null}
        <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold">
          <dt>Total</dt>
          <dd>{cart.total.displayValue}</dd>
        </div>
      </dl>
      {cart.walletCredit && cart.walletCredit.appliedAmount.amountCents > 0 ? (
        <p className="text-sm text-muted">
          You can pay {cart.walletCredit.appliedAmount.displayValue} of this with your wallet credit
          at checkout.
        </p>
      ) : null}
      {isEmpty ? null : <CouponForm />}
      {isEmpty ? (
        <button type="button" disabled className={`${BUTTON_STYLES.primary} w-full opacity-50`}>
          Proceed to checkout
        </button>
      ) : (
        <Link to="/checkout" className={`${BUTTON_STYLES.primary} w-full`}>
          Proceed to checkout
        </Link>
      )}
    </section>
  );
}
