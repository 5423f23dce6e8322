import { LIMITS, PRICE_CATEGORIES, type PriceCategory } from '@fillwell/domain';

export interface PriceIdParts {
  medId: number;
  quantity: number;
  category: PriceCategory;
}

const MAX_MED_ID = 2_147_483_647;
const PRICE_ID_PATTERN = new RegExp(
  `^p-([1-9]\\d{0,9})-([1-9]\\d{0,5})-(${PRICE_CATEGORIES.join('|')})$`,
);

/** A URL-safe id naming one price; the server recomputes the amount from it. */
export function encodePriceId(parts: PriceIdParts): string {
  if (!isValidMedId(parts.medId)) throw new RangeError(`Invalid medId ${parts.medId}`);
  if (!isValidQuantity(parts.quantity)) throw new RangeError(`Invalid quantity ${parts.quantity}`);
  return `p-${parts.medId}-${parts.quantity}-${parts.category}`;
}

/** The parts of a price id, or null for anything that encodePriceId could not have made. */
export function decodePriceId(priceId: string): PriceIdParts | null {
  const match = PRICE_ID_PATTERN.exec(priceId);
  if (!match) return null;
  const medId = Number(match[1]);
  const quantity = Number(match[2]);
  const category = match[3] as PriceCategory;
  if (!isValidMedId(medId) || !isValidQuantity(quantity)) return null;
  return { medId, quantity, category };
}

function isValidMedId(medId: number): boolean {
  return Number.isInteger(medId) && medId >= 1 && medId <= MAX_MED_ID;
}

function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= LIMITS.customQuantityMax;
}
