import { lazy, Suspense, useState } from 'react';
import type { PinMedicationButtonProps } from './pin-medication-button';

// The control, its list query and the refills calls load with the drug page, not the first load.
const LoadedPinButton = lazy(() =>
  import('./pin-medication-button').then((module) => ({ default: module.PinMedicationButton })),
);

/** "Save to my medications" on a drug page (nothing for a visitor). */
export function PinMedicationButton(props: PinMedicationButtonProps) {
  return (
    <Suspense fallback={null}>
      <LoadedPinButton {...props} />
    </Suspense>
  );
}

/**
 * Whether the drug page's drug is pinned: false for a visitor; for a signed-in person what the
 * PinMedicationButton reports through `onPinnedChange` (null until the person's list is known).
 * (The caller says who is signed in: importing the account feature here would split the first load.)
 */
export function useMedicationPinned(isSignedIn: boolean) {
  const [reported, setReported] = useState<boolean | null>(null);
  return { pinned: isSignedIn ? reported : false, onPinnedChange: setReported };
}
