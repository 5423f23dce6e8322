import { createContext } from 'react';
import { useOutletContext } from 'react-router';
import type { Account, Cart } from '@fillwell/contracts';
import type { CheckoutStep } from '@fillwell/domain';

/** What every checkout page gets from the checkout layout. */
export interface CheckoutContext {
  /** Null only on login-or-signup. */
  account: Account | null;
  /** Never empty: an empty cart goes back to /cart. */
  cart: Cart;
  flow: readonly CheckoutStep[];
  /** Called once the order is bought: the emptied cart no longer sends the checkout to /cart. */
  markPurchased: () => void;
}

export function useCheckout(): CheckoutContext {
  return useOutletContext<CheckoutContext>();
}

/** The signed-in account, on the steps after login-or-signup. */
export function useCheckoutAccount(): Account {
  const { account } = useCheckout();
  if (!account) throw new Error('This checkout step needs a signed-in account');
  return account;
}

/**
 * Another checkout flow that reuses the step screens (the subscription checkout, under its own
 * base path): where a step goes once it is saved. Without it, steps follow the cart's checkout.
 * Screens that read the outlet context use only its `account` in such a flow.
 */
export interface CheckoutFlowOverride {
  /** The flow's first incomplete step, or its review page, from fresh account data. */
  findNextPath: () => Promise<string>;
}

export const CheckoutFlowOverrideContext = createContext<CheckoutFlowOverride | null>(null);
