import { Link } from 'react-router';
import type { Cart } from '@fillwell/contracts';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { CouponForm } from './coupon-form';
import { CartPriceLines } from './cart-price-lines';

/** Subtotal, the promotion, shipping or pickup (free), doctor-visit fees and the total. */
export function CartSummary({ cart }: { cart: Cart }) {
  const isEmpty = cart.items.length === 0;
  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="cart-summary-heading" className="text-lg font-bold text-ink">
        Order summary
      </h2>
      <CartPriceLines cart={cart} />
      {cart.walletCredit && cart.walletCredit.appliedAmount.amountCents > 0 ? (
        <p className="text-sm text-muted">
          You can pay {cart.walletCredit.appliedAmount.displayValue} of this with your wallet credit
          at checkout.
        </p>
      ) : null}
      {isEmpty ? null : <CouponForm />}
      {isEmpty ? (
        <button type="button" disabled className={`${BUTTON_STYLES.primary} w-full`}>
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
