import { SUBSCRIPTION_CART_PATH } from '@fillwell/domain';
import { SummaryAside } from '@/features/checkout/shared-steps';
import type { FilledSubscriptionCart } from '../subscription-checkout-context';
import { SubscriptionMedDetails } from './subscription-med-details';

/** The subscription beside each step, with an Edit link back to the subscription cart. */
export function SubscriptionSummary({ cart }: { cart: FilledSubscriptionCart }) {
  return (
    <SummaryAside
      headingId="subscription-summary-heading"
      title="Your Subscription"
      editPath={SUBSCRIPTION_CART_PATH}
      editLabel="Edit your subscription"
    >
      <SubscriptionMedDetails cart={cart} />
    </SummaryAside>
  );
}
