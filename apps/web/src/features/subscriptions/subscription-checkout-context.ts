import { useOutletContext } from 'react-router';
import type { Account, SubscriptionCart, SubscriptionCartMed } from '@fillwell/contracts';
import type { CheckoutContext } from '@/features/checkout/shared-steps';

/** A subscription cart holding its medication (the checkout sends an empty one home). */
export type FilledSubscriptionCart = SubscriptionCart & { med: SubscriptionCartMed };

/**
 * What every subscription checkout page gets from its layout. The checkout's step screens it
 * reuses read only `account` from the outlet context.
 */
export interface SubscriptionCheckoutContext extends Pick<CheckoutContext, 'account'> {
  cart: FilledSubscriptionCart;
  /** Called once bought: the emptied cart no longer sends the checkout home. */
  markPurchased: () => void;
}

export function useSubscriptionCheckout(): SubscriptionCheckoutContext {
  return useOutletContext<SubscriptionCheckoutContext>();
}

/** The signed-in account, on the steps after login-or-signup. */
export function useSubscriptionAccount(): Account {
  const { account } = useSubscriptionCheckout();
  if (!account) throw new Error('This checkout step needs a signed-in account');
  return account;
}

export function isFilledCart(cart: SubscriptionCart): cart is FilledSubscriptionCart {
  return cart.med !== null;
}
