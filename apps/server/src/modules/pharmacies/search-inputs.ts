import {
  PHARMACY_MESSAGES,
  QUANTITY_MESSAGES,
  type PharmacySearchQuery,
} from '@fillwell/contracts';
import { createNotFoundError, createValidationError } from '../../plugins/http-error';
import { MEDICATION_NOT_FOUND, type CatalogueIndex } from '../catalog/index';
import type { GeoPoint, ZipCodeIndex } from '../location/index';
import type { PriceableItem } from './pharmacy-price';

export const QUANTITY_WITHOUT_MEDICATION = 'Give a med_id with the quantity';
export const CATEGORY_WITHOUT_MEDICATION = 'Give a med_id with the price category';

export interface SearchPlace {
  origin: GeoPoint;
  /** The ZIP code searched, or the one nearest the coordinates (null far from any). */
  zipCode: string | null;
}

/** Where to search from: a ZIP code (which wins when coordinates come too) or coordinates. */
export function resolveSearchPlace(
  zipCodes: Pick<ZipCodeIndex, 'find' | 'findNearest'>,
  query: Pick<PharmacySearchQuery, 'zipCode' | 'lat' | 'lng'>,
): SearchPlace {
  if (query.zipCode !== undefined) {
    const place = zipCodes.find(query.zipCode);
    if (!place) throw createNotFoundError(PHARMACY_MESSAGES.unknownZip);
    return { origin: place, zipCode: place.zipCode };
  }
  // The contract lets through only a ZIP code or both coordinates.
  const origin = { lat: query.lat ?? 0, lng: query.lng ?? 0 };
  return { origin, zipCode: zipCodes.findNearest(origin)?.zipCode ?? null };
}

/**
 * The item to price, if any: a medication with a quantity it is sold in (its default quantity
 * when none is given), in one price category when one is asked for.
 */
export function resolveSearchItem(
  catalogue: Pick<CatalogueIndex, 'getMedication'>,
  query: Pick<PharmacySearchQuery, 'medId' | 'quantity' | 'priceCategory'>,
): PriceableItem | undefined {
  if (query.medId === undefined) {
    if (query.quantity !== undefined)
      throw createValidationError({ med_id: [QUANTITY_WITHOUT_MEDICATION] });
    if (query.priceCategory !== undefined)
      throw createValidationError({ med_id: [CATEGORY_WITHOUT_MEDICATION] });
    return undefined;
  }
  const medication = catalogue.getMedication(query.medId);
  if (!medication) throw createNotFoundError(MEDICATION_NOT_FOUND);
  const quantity = query.quantity ?? medication.defaultQuantity;
  if (!medication.isCustomQuantityAllowed && !medication.quantities.includes(quantity))
    throw createValidationError({ quantity: [QUANTITY_MESSAGES.notAllowed] });
  return { medication, quantity, category: query.priceCategory ?? null };
}
