import { Navigate } from 'react-router';
import { getNextSubscriptionCheckoutPath } from '@fillwell/domain';
import { Spinner } from '@/components/ui/spinner';
import { useSubscriptionCheckout } from '../subscription-checkout-context';
import { useSubscriptionProgress } from '../subscription-progress';

/** /checkout/subscriptions: straight to the first step still to do, or to review-order. */
export function SubscriptionCheckoutIndexPage() {
  const { account } = useSubscriptionCheckout();
  const progress = useSubscriptionProgress(account);
  if (!progress) return <Spinner className="py-16" message="Loading your checkout…" />;
  return <Navigate to={getNextSubscriptionCheckoutPath(progress)} replace />;
}
