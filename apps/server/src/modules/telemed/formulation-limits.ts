import type { CatalogueDrug, CatalogueMedication } from '../catalog/index';

/** The largest supply an online visit prescribes ("telehealth formulation limits"). */
export const TELEHEALTH_MAX_UNITS = 90;

export interface TelehealthFormulation {
  medication: CatalogueMedication;
  quantity: number;
  /** The cart item's own dosage. */
  isDefault: boolean;
}

/** What the cart item holds. */
export interface HeldFormulation {
  medId: number;
  quantity: number;
}

/** A visit can prescribe the item as it is: a listed dosage of the drug, at most the limit. */
export function isPrescribableAsIs(drug: CatalogueDrug, held: HeldFormulation): boolean {
  return (
    held.quantity <= TELEHEALTH_MAX_UNITS &&
    drug.medications.some((medication) => medication.medId === held.medId)
  );
}

/**
 * The formulations a visit can prescribe instead, or none when the item needs no change: each
 * of the drug's dosages (the item's form first) at its largest listed quantity within the limit.
 */
export function listTelehealthFormulations(
  drug: CatalogueDrug,
  held: HeldFormulation,
): TelehealthFormulation[] {
  if (isPrescribableAsIs(drug, held)) return [];
  const own = drug.medications.find((medication) => medication.medId === held.medId);
  const sameForm = drug.medications.filter((medication) => medication.form === own?.form);
  const otherForms = drug.medications.filter((medication) => medication.form !== own?.form);
  return [...sameForm, ...otherForms].flatMap((medication) => {
    const quantity = findLargestWithin(medication.quantities, TELEHEALTH_MAX_UNITS);
    if (quantity === null) return [];
    return [{ medication, quantity, isDefault: medication.medId === held.medId }];
  });
}

function findLargestWithin(quantities: readonly number[], limit: number): number | null {
  const allowed = quantities.filter((quantity) => quantity <= limit);
  return allowed.length ? Math.max(...allowed) : null;
}
