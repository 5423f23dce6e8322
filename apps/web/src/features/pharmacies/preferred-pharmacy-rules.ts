import type { PharmacyResult } from '@fillwell/contracts';
import { isFeatureEnabled } from '@fillwell/domain';

export const PREFERRED_TEXT = {
  mark: 'Preferred',
  markLabel: (pharmacyName: string) => `Preferred: why ${pharmacyName} is a preferred pharmacy`,
  modalTitle: (pharmacyName: string) => `${pharmacyName} is a preferred pharmacy`,
  valuePropsLabel: 'Why choose a preferred pharmacy',
  close: 'Got it',
} as const;

/** The "Preferred" mark shows on a preferred pharmacy while the preferred-pharmacy flag is on. */
export function isPreferredMarkShown(
  pharmacy: Pick<PharmacyResult, 'isPreferred'>,
  isFlagOn: boolean = isFeatureEnabled('preferredPharmacy'),
): boolean {
  return isFlagOn && pharmacy.isPreferred;
}
