import { useSelector } from 'react-redux';
import { DELIVERY_FLOW, type CheckoutProgress } from '@fillwell/domain';
import { useGetPatientProfileQuery } from '@/features/health-profile';
import { selectSavedCards } from '@/features/payments';
import { useCheckout } from './checkout-context';
import { buildCheckoutProgress } from './checkout-progress';

/** Which steps are done, from what is loaded; null while the health profile still loads. */
export function useCheckoutProgress(): CheckoutProgress | null {
  const { account, cart, flow } = useCheckout();
  const needsHealthProfile = account !== null && flow === DELIVERY_FLOW;
  const healthProfile = useGetPatientProfileQuery(undefined, { skip: !needsHealthProfile });
  const savedCards = useSelector(selectSavedCards);
  if (needsHealthProfile && healthProfile.isLoading) return null;
  return buildCheckoutProgress({
    account,
    cart,
    patientProfile: healthProfile.data ?? null,
    savedCardCount: savedCards.length,
  });
}
