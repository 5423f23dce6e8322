import { LIMITS, PRICE_CATEGORY_LABELS, PRODUCT, type PriceCategory } from '@fillwell/domain';

/** Beside a price that needs the discount card. */
export const DISCOUNT_CARD_NOTE = `With the ${PRODUCT.name} discount card`;

/** Said instead of a price where a pharmacy does not sell at the asked category's price. */
export function describeUnavailablePrice(category: PriceCategory): string {
  return `${PRICE_CATEGORY_LABELS[category]} not available here`;
}

/** The first ten (or `initialCount`) until the person asks for more; then all of them. */
export function getVisiblePharmacies<T>(
  pharmacies: readonly T[],
  isExpanded: boolean,
  initialCount: number = LIMITS.pharmacyListDefault,
): T[] {
  return isExpanded ? [...pharmacies] : pharmacies.slice(0, initialCount);
}

export function hasHiddenPharmacies(
  count: number,
  isExpanded: boolean,
  initialCount: number = LIMITS.pharmacyListDefault,
): boolean {
  return !isExpanded && count > initialCount;
}

/** e.g. 0.4 → "0.4 mi", 12 → "12 mi"; null when the distance is unknown. */
export function formatDistance(miles: number | null): string | null {
  if (miles === null) return null;
  return `${Number(miles.toFixed(1))} mi`;
}
