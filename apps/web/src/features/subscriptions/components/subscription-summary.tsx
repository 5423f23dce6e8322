import { Link } from 'react-router';
import { SUBSCRIPTION_CART_PATH } from '@fillwell/domain';
import type { FilledSubscriptionCart } from '../subscription-checkout-context';
import { SubscriptionPriceLines } from './subscription-price-lines';

/** The subscription beside each step, with an Edit link back to the subscription cart. */
export function SubscriptionSummary({ cart }: { cart: FilledSubscriptionCart }) {
  return (
    <aside
      aria-labelledby="subscription-summary-heading"
      className="flex flex-col gap-3 self-start rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="subscription-summary-heading" className="text-lg font-bold text-ink">
          Your Subscription
        </h2>
        <Link
          to={SUBSCRIPTION_CART_PATH}
          aria-label="Edit your subscription"
          className="font-semibold text-brand-800 underline"
        >
          Edit
        </Link>
      </div>
      <div>
        <p className="font-semibold text-ink">{cart.med.name}</p>
        <p className="text-sm text-muted">{cart.med.formattedDescription}</p>
      </div>
      <SubscriptionPriceLines cart={cart} />
    </aside>
  );
}
