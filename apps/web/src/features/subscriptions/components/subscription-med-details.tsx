import type { FilledSubscriptionCart } from '../subscription-checkout-context';
import { SubscriptionPriceLines } from './subscription-price-lines';

/** The subscribed medication, its description and what the subscription costs. */
export function SubscriptionMedDetails({ cart }: { cart: FilledSubscriptionCart }) {
  return (
    <>
      <div>
        <p className="font-semibold text-ink">{cart.med.name}</p>
        <p className="text-sm text-muted">{cart.med.formattedDescription}</p>
      </div>
      <SubscriptionPriceLines cart={cart} />
    </>
  );
}
