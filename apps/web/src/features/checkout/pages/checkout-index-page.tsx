import { Navigate } from 'react-router';
import { getNextCheckoutPath } from '@fillwell/domain';
import { Spinner } from '@/components/ui/spinner';
import { useCheckout } from '../checkout-context';
import { useCheckoutProgress } from '../use-checkout-progress';

/** /checkout: straight to the first step still to do, or to review-order. */
export function CheckoutIndexPage() {
  const { flow } = useCheckout();
  const progress = useCheckoutProgress();
  if (!progress) return <Spinner className="py-16" message="Loading your checkout…" />;
  return <Navigate to={getNextCheckoutPath(flow, progress)} replace />;
}
