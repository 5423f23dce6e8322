import { CHECKOUT_ERROR_CODES } from '@fillwell/contracts';
/** What a pharmacy needs to find a person's prescription. */
export interface TransferPerson {
  firstName: string | null;
  lastName: string | null;
  dob: string | null;
}

export const TRANSFER_MESSAGES = {
  notEligible:
    'Add your first name, last name and date of birth to your profile so the pharmacy can find your prescription',
  pharmacyNotFound: 'Pharmacy not found',
  samePharmacy: 'Choose a different pharmacy to transfer from',
} as const;

export const TRANSFER_NOT_ELIGIBLE_CODE = CHECKOUT_ERROR_CODES.transferNotEligible;

/** Previous pharmacies the transfer helper offers at most. */
export const PREVIOUS_PHARMACIES_MAX = 10;

export function isTransferEligible(person: TransferPerson | undefined): boolean {
  return (
    person !== undefined &&
    hasText(person.firstName) &&
    hasText(person.lastName) &&
    hasText(person.dob)
  );
}

/** The first of each id, in the given (newest first) order, at most `max`. */
export function keepDistinct<T extends { id: string }>(items: readonly T[], max: number): T[] {
  const seen = new Set<string>();
  const distinct: T[] = [];
  for (const item of items) {
    if (distinct.length >= max) break;
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    distinct.push(item);
  }
  return distinct;
}

function hasText(value: string | null): boolean {
  return value !== null && value.trim().length > 0;
}
