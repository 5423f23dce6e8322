import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { isCheckoutStep, SUBSCRIPTION_CHECKOUT_BASE_PATH } from '@fillwell/domain';
import { accountApi, selectAccount } from '@/features/account';
import { CheckoutFlowOverrideContext, CheckoutSpinner } from '@/features/checkout/shared-steps';
import { PageLoadFailure } from '@/lib/api';
import { useGetSubscriptionCartQuery } from '../api';
import { isFilledCart, type SubscriptionCheckoutContext } from '../subscription-checkout-context';
import { useFindNextSubscriptionPath } from '../subscription-progress';

const LOGIN_STEP_PATH = `${SUBSCRIPTION_CHECKOUT_BASE_PATH}/login-or-signup`;

/**
 * The subscription checkout's frame: the account and the subscription cart stay loaded for every
 * step, and the checkout's step screens it reuses go on within this flow. No medication in the
 * subscription cart goes home; a visitor may only use login-or-signup.
 */
export function SubscriptionCheckoutLayout() {
  const user = accountApi.endpoints.getUser.useQuery();
  const account = useSelector(selectAccount);
  const cartQuery = useGetSubscriptionCartQuery();
  const [isPurchased, setIsPurchased] = useState(false);
  const findNextPath = useFindNextSubscriptionPath();
  const flow = useMemo(() => ({ findNextPath }), [findNextPath]);
  const { pathname } = useLocation();
  const { step } = useParams();
  const cart = cartQuery.data;

  if (step !== undefined && !isCheckoutStep(step)) return <Navigate to="/not-found" replace />;
  if (isPurchased) return <CheckoutSpinner message="Opening your order…" />;
  if (cartQuery.error && !cart) return <PageLoadFailure error={cartQuery.error} />;
  if (!cart || user.isLoading) return <CheckoutSpinner message="Loading your checkout…" />;
  if (!isFilledCart(cart)) return <Navigate to="/" replace />;
  if (!account && pathname !== LOGIN_STEP_PATH) return <Navigate to={LOGIN_STEP_PATH} replace />;
  const context: SubscriptionCheckoutContext = {
    account,
    cart,
    markPurchased: () => setIsPurchased(true),
  };
  return (
    <CheckoutFlowOverrideContext value={flow}>
      <Outlet context={context} />
    </CheckoutFlowOverrideContext>
  );
}
