import type { DrugForm, Price, TreatmentSelection } from '@fillwell/contracts';
import { TELEHEALTH_MAX_UNITS, TREATMENT_MESSAGES } from '@fillwell/domain';
import { createValidationError } from '../../plugins/http-error';
import {
  formatDisplayQuantity,
  type CatalogueDrug,
  type CatalogueMedication,
} from '../catalog/index';
import { computePrice } from '../pricing/index';

/** The quantities of a dosage a visit can prescribe: those listed, up to the telehealth limit. */
export function listPrescribableQuantities(medication: CatalogueMedication): number[] {
  return medication.quantities.filter((quantity) => quantity <= TELEHEALTH_MAX_UNITS);
}

/** The drug's dosages a visit can prescribe (at least one allowed quantity), in display order. */
export function listPrescribableMedications(drug: CatalogueDrug): CatalogueMedication[] {
  return drug.medications.filter((medication) => listPrescribableQuantities(medication).length);
}

/** The dosage's own default quantity when a visit can prescribe it, else the largest it can. */
export function findDefaultQuantity(medication: CatalogueMedication): number | null {
  const quantities = listPrescribableQuantities(medication);
  if (quantities.includes(medication.defaultQuantity)) return medication.defaultQuantity;
  return quantities.length ? Math.max(...quantities) : null;
}

/** Home delivery is how visit prescriptions are filled (the mail-order pharmacy). */
export function priceForDelivery(medication: CatalogueMedication, quantity: number): Price {
  return computePrice({ medication, quantity, category: 'delivery' });
}

/** The cheapest delivery price over every dosage and quantity a visit can prescribe. */
export function findLowestDeliveryPrice(drug: CatalogueDrug): Price | null {
  let lowest: Price | null = null;
  for (const medication of listPrescribableMedications(drug)) {
    for (const quantity of listPrescribableQuantities(medication)) {
      const price = priceForDelivery(medication, quantity);
      if (!lowest || price.amountCents < lowest.amountCents) lowest = price;
    }
  }
  return lowest;
}

/**
 * The drug page's forms cut to what a visit can prescribe: listed quantities up to the limit,
 * no custom quantities, dosages and forms left empty dropped.
 */
export function limitForms(forms: readonly DrugForm[]): DrugForm[] {
  return forms.flatMap((form) => {
    const dosages = form.dosages.flatMap((dosage) => {
      const defaultQuantity = dosage.quantities[dosage.defaultQuantityIndex]?.rawQuantity;
      const quantities = dosage.quantities.filter(
        (quantity) => !quantity.isCustomQuantity && quantity.rawQuantity <= TELEHEALTH_MAX_UNITS,
      );
      if (!quantities.length) return [];
      const keptIndex = quantities.findIndex(
        (quantity) => quantity.rawQuantity === defaultQuantity,
      );
      return [
        {
          ...dosage,
          isCustomQuantityAllowed: false,
          defaultQuantityIndex: keptIndex >= 0 ? keptIndex : quantities.length - 1,
          quantities,
        },
      ];
    });
    return dosages.length ? [{ ...form, dosages }] : [];
  });
}

export interface SelectionRequest {
  medId?: number | undefined;
  quantity?: number | undefined;
}

/** The dosage (med_id, else the drug's default) and quantity asked for, priced for delivery. */
export function resolveSelection(
  drug: CatalogueDrug,
  defaultMedId: number,
  request: SelectionRequest,
): TreatmentSelection {
  const prescribable = listPrescribableMedications(drug);
  const wantedMedId = request.medId ?? defaultMedId;
  const medication =
    prescribable.find((candidate) => candidate.medId === wantedMedId) ??
    (request.medId === undefined ? prescribable[0] : undefined);
  if (!medication) throw createValidationError({ med_id: [TREATMENT_MESSAGES.invalidMedId] });
  const quantity = request.quantity ?? findDefaultQuantity(medication);
  if (quantity === null || !listPrescribableQuantities(medication).includes(quantity)) {
    throw createValidationError({ quantity: [TREATMENT_MESSAGES.invalidQuantity] });
  }
  return {
    medId: medication.medId,
    displayForm: medication.displayForm,
    displayDosage: medication.displayDosage,
    quantity,
    displayQuantity: formatDisplayQuantity(medication.form, medication.pricingUnit, quantity),
    price: priceForDelivery(medication, quantity),
  };
}
