import { useCallback } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Account, PatientProfile } from '@fillwell/contracts';
import {
  getNextSubscriptionCheckoutPath,
  SUBSCRIPTION_CHECKOUT_BASE_PATH,
  type CheckoutProgress,
} from '@fillwell/domain';
import { accountApi } from '@/features/account';
import { healthProfileApi, useGetPatientProfileQuery } from '@/features/health-profile';
import { selectSavedCards, type PaymentMethodsState } from '@/features/payments';
import { buildAccountProgress } from '@/features/checkout/shared-steps';

type SubscriptionDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

export interface SubscriptionFacts {
  account: Account | null;
  patientProfile: PatientProfile | null;
  savedCardCount: number;
}

/**
 * The checkout's judgement of each step, from the account alone: the subscription flow has no
 * prescription, pharmacy or transfer steps, and its profile needs the current state.
 */
export function buildSubscriptionProgress(facts: SubscriptionFacts): CheckoutProgress {
  return {
    ...buildAccountProgress(facts, true),
    arePrescriptionsConfirmed: true,
    isPharmacySelected: true,
    hasPrescriptionSources: true,
    needsTelehealthAddress: false,
  };
}

/** Which steps are done, from what is loaded; null while the health profile still loads. */
export function useSubscriptionProgress(account: Account | null): CheckoutProgress | null {
  const healthProfile = useGetPatientProfileQuery(undefined, { skip: account === null });
  const savedCards = useSelector(selectSavedCards);
  if (account && healthProfile.isLoading) return null;
  return buildSubscriptionProgress({
    account,
    patientProfile: healthProfile.data ?? null,
    savedCardCount: savedCards.length,
  });
}

const FRESH = { subscribe: false, forceRefetch: true } as const;

/** After a step is saved: the first step still to do, or review-order, from fresh data. */
export function useFindNextSubscriptionPath(): () => Promise<string> {
  const dispatch = useDispatch<SubscriptionDispatch>();
  const store = useStore<{ paymentMethods: PaymentMethodsState }>();
  return useCallback(async () => {
    try {
      const user = await dispatch(accountApi.endpoints.getUser.initiate(undefined, FRESH)).unwrap();
      const patientProfile = user.account
        ? await dispatch(healthProfileApi.endpoints.getPatientProfile.initiate(undefined, FRESH))
            .unwrap()
            .catch(() => null)
        : null;
      return getNextSubscriptionCheckoutPath(
        buildSubscriptionProgress({
          account: user.account,
          patientProfile,
          savedCardCount: selectSavedCards(store.getState()).length,
        }),
      );
    } catch {
      // Without fresh facts, the checkout's index works the next step out from what it has.
      return SUBSCRIPTION_CHECKOUT_BASE_PATH;
    }
  }, [dispatch, store]);
}
