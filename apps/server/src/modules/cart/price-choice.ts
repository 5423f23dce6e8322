import { CART_ERROR_CODES, QUANTITY_MESSAGES } from '@fillwell/contracts';
import { CART_MESSAGES, type PriceCategory } from '@fillwell/domain';
import { createValidationError, HttpError } from '../../plugins/http-error';
import type { CatalogueDrug, CatalogueIndex, CatalogueMedication } from '../catalog/index';
import { decodePriceId } from '../pricing/index';

/** A medication, quantity and price category the client chose by price id. */
export interface PriceChoice {
  drug: CatalogueDrug;
  medication: CatalogueMedication;
  quantity: number;
  category: PriceCategory;
}

export interface PriceChoiceInput {
  priceId: string;
  medId?: number;
  quantity?: number;
}

/**
 * Reads a price id against the current catalogue. The amount is never taken from the client:
 * the server prices the medication, quantity and category the id names. A `quantity` replaces
 * the id's quantity; a `medId` must be the id's.
 */
export function resolvePriceChoice(
  catalogue: CatalogueIndex,
  input: PriceChoiceInput,
  field = 'price_id',
): PriceChoice {
  const parts = decodePriceId(input.priceId);
  const medication = parts ? catalogue.getMedication(parts.medId) : undefined;
  const drug = medication ? catalogue.getDrug(medication.medNameId) : undefined;
  if (!parts || !medication || !drug) {
    throw new HttpError(400, CART_ERROR_CODES.priceUnavailable, CART_MESSAGES.priceUnavailable, {
      validationErrors: { [field]: [CART_MESSAGES.priceUnavailable] },
    });
  }
  if (input.medId !== undefined && input.medId !== parts.medId) {
    throw invalidField('med_id', CART_MESSAGES.medicationMismatch);
  }
  const quantity = input.quantity ?? parts.quantity;
  if (!isQuantityAllowed(medication, quantity)) {
    throw invalidField('quantity', QUANTITY_MESSAGES.notAllowed);
  }
  return { drug, medication, quantity, category: parts.category };
}

export function isQuantityAllowed(medication: CatalogueMedication, quantity: number): boolean {
  return medication.isCustomQuantityAllowed || medication.quantities.includes(quantity);
}

export function invalidField(field: string, message: string): HttpError {
  return createValidationError({ [field]: [message] });
}
