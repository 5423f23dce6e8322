import { useSelector } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { selectIsAuthenticated } from '@/features/account';
import { useGetMyMedsQuery } from './api';

export interface MedicationPin {
  isSignedIn: boolean;
  /** False while a signed-in person's list is loading. */
  isKnown: boolean;
  isPinned: boolean;
}

/** Whether a drug is pinned to the signed-in person's medications (never, for a visitor). */
export function useMedicationPin(slug: string): MedicationPin {
  const isSignedIn = useSelector(selectIsAuthenticated);
  const { data } = useGetMyMedsQuery(isSignedIn ? undefined : skipToken);
  const isPinned = data?.some((med) => med.slug === slug && med.pinned) ?? false;
  return { isSignedIn, isKnown: !isSignedIn || data !== undefined, isPinned };
}
