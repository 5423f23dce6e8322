import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { isCheckoutStep } from '@fillwell/domain';
import { accountApi, selectAccount } from '@/features/account';
import { useGetCartQuery } from '@/features/cart';
import { Spinner } from '@/components/ui/spinner';
import { PageLoadFailure } from '@/lib/api';
import type { CheckoutContext } from '../checkout-context';
import { getFlowForCart } from '../checkout-progress';

const LOGIN_STEP_PATH = '/checkout/login-or-signup';

/**
 * The checkout's frame: the account and cart stay loaded for every step. An empty cart goes
 * back to /cart; a visitor may only use login-or-signup.
 */
export function CheckoutLayout() {
  const user = accountApi.endpoints.getUser.useQuery();
  const account = useSelector(selectAccount);
  const cartQuery = useGetCartQuery();
  const [isPurchased, setIsPurchased] = useState(false);
  const { pathname } = useLocation();
  const { step } = useParams();
  const cart = cartQuery.data;

  // A step that does not exist is not found, whatever the account or cart.
  if (step !== undefined && !isCheckoutStep(step)) return <Navigate to="/not-found" replace />;
  // Bought: the confirmation page is on its way in; the emptied cart sends nobody anywhere.
  if (isPurchased) return <CheckoutSpinner message="Opening your order…" />;
  if (cartQuery.error && !cart) return <PageLoadFailure error={cartQuery.error} />;
  if (!cart || user.isLoading) return <CheckoutSpinner message="Loading your checkout…" />;
  if (cart.items.length === 0) return <Navigate to="/cart" replace />;
  if (!account && pathname !== LOGIN_STEP_PATH) return <Navigate to={LOGIN_STEP_PATH} replace />;
  const context: CheckoutContext = {
    account,
    cart,
    flow: getFlowForCart(cart),
    markPurchased: () => setIsPurchased(true),
  };
  return <Outlet context={context} />;
}

function CheckoutSpinner({ message }: { message: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner message={message} />
    </div>
  );
}
