import { LIMITS } from '@fillwell/domain';

/** The first ten until the person asks for more; then all of them. */
export function getVisiblePharmacies<T>(pharmacies: readonly T[], isExpanded: boolean): T[] {
  return isExpanded ? [...pharmacies] : pharmacies.slice(0, LIMITS.pharmacyListDefault);
}

export function hasHiddenPharmacies(count: number, isExpanded: boolean): boolean {
  return !isExpanded && count > LIMITS.pharmacyListDefault;
}

/** e.g. 0.4 → "0.4 mi", 12 → "12 mi"; null when the distance is unknown. */
export function formatDistance(miles: number | null): string | null {
  if (miles === null) return null;
  return `${Number(miles.toFixed(1))} mi`;
}
