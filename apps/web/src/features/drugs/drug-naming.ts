import type { DrugDetail } from '@fillwell/contracts';
import { PRODUCT } from '@fillwell/domain';

/** The line under the name: which brand a generic replaces, or which generic a brand is. */
export function describeAlternate(detail: DrugDetail): string | null {
  if (detail.isBrand) return `Brand of ${detail.genericName}`;
  if (detail.brands.length === 0) return null;
  return `Generic for ${detail.brands.map((brand) => brand.name).join(', ')}`;
}

/** The other name search lists show beside this one. */
export function findAlternateName(detail: DrugDetail): string | null {
  if (detail.isBrand) return detail.generic?.name ?? detail.genericName;
  return detail.brands[0]?.name ?? null;
}

export function formatDrugPageTitle(detail: DrugDetail): string {
  const alternate = findAlternateName(detail);
  const named = alternate ? `${detail.name} (${alternate})` : detail.name;
  return `${named} prices and coupons — ${PRODUCT.name}`;
}
