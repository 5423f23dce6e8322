import { useCallback, useContext } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Cart, PatientProfile, UserResponse } from '@fillwell/contracts';
import { CHECKOUT_BASE_PATH, DELIVERY_FLOW, getNextCheckoutPath } from '@fillwell/domain';
import { accountApi } from '@/features/account';
import { cartApi } from '@/features/cart';
import { healthProfileApi } from '@/features/health-profile';
import { selectSavedCards, type PaymentMethodsState } from '@/features/payments';
import { CheckoutFlowOverrideContext } from './checkout-context';
import { buildCheckoutProgress, getFlowForCart } from './checkout-progress';

type CheckoutDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
interface CheckoutStoreState {
  paymentMethods: PaymentMethodsState;
}

const FRESH = { subscribe: false, forceRefetch: true } as const;

/**
 * The cart first: a visitor's cart joins the account on its first read after sign-in, and the
 * visit answers it carries become the account's before the account is read.
 */
async function loadFreshFacts(dispatch: CheckoutDispatch) {
  const cart: Cart = await dispatch(cartApi.endpoints.getCart.initiate(undefined, FRESH)).unwrap();
  const user: UserResponse = await dispatch(
    accountApi.endpoints.getUser.initiate(undefined, FRESH),
  ).unwrap();
  const flow = getFlowForCart(cart);
  const needsHealthProfile = user.account !== null && flow === DELIVERY_FLOW;
  const patientProfile: PatientProfile | null = needsHealthProfile
    ? await dispatch(healthProfileApi.endpoints.getPatientProfile.initiate(undefined, FRESH))
        .unwrap()
        .catch(() => null)
    : null;
  return { account: user.account, cart, flow, patientProfile };
}

/**
 * After a step succeeds: load the account and cart again, then go to the first step still
 * incomplete (or to review-order).
 */
export function useGoToNextStep(): () => Promise<void> {
  const dispatch = useDispatch<CheckoutDispatch>();
  const store = useStore<CheckoutStoreState>();
  const navigate = useNavigate();
  const override = useContext(CheckoutFlowOverrideContext);
  return useCallback(async () => {
    if (override) return navigate(await override.findNextPath());
    const facts = await loadFreshFacts(dispatch).catch(() => null);
    // Without fresh facts, /checkout works the next step out from what it has.
    if (!facts) return navigate(CHECKOUT_BASE_PATH);
    const state = store.getState();
    const progress = buildCheckoutProgress({
      ...facts,
      savedCardCount: selectSavedCards(state).length,
    });
    return navigate(getNextCheckoutPath(facts.flow, progress));
  }, [dispatch, store, navigate, override]);
}
