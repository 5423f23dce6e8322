import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { medicationsLoaded } from './account-medications-slice';
import {
  FRESH_QUERY,
  useGetMedicationOrdersQuery,
  useGetMyMedsQuery,
  useGetSchedulesQuery,
} from './api';

/**
 * What the medications pages show: the account's medications (kept in the accountMedications
 * state as they arrive), auto-refills and orders, each loaded afresh when a page opens.
 */
export function useMedicationData() {
  const dispatch = useDispatch();
  const meds = useGetMyMedsQuery(undefined, FRESH_QUERY);
  const schedules = useGetSchedulesQuery(undefined, FRESH_QUERY);
  const orders = useGetMedicationOrdersQuery(undefined, FRESH_QUERY);

  useEffect(() => {
    if (meds.data) dispatch(medicationsLoaded(meds.data));
  }, [dispatch, meds.data]);

  const error = meds.error ?? schedules.error ?? orders.error;
  const isReady = Boolean(meds.data && schedules.data && orders.data);
  return {
    allMeds: meds.data ?? [],
    schedules: schedules.data?.schedules ?? [],
    today: schedules.data?.today ?? new Date().toISOString().slice(0, 10),
    orders: orders.data ?? [],
    isReady,
    error: isReady ? null : (error ?? null),
    retry: () => {
      void meds.refetch();
      void schedules.refetch();
      void orders.refetch();
    },
  };
}
