import type { MetaTag } from '@fillwell/contracts';
import { PRODUCT } from '@fillwell/domain';
import { getPageMeta } from '../../plugins/page-meta';
import type { CatalogueDrug, CatalogueIndex } from '../catalog/index';
import { computeCategoryPrices, getLowestPrice } from '../pricing/index';
import { findContentPageMeta } from './content-page-meta';
import type { ContentStore } from './content-store';

export type MetaTagResolver = (route: string) => MetaTag;

/**
 * A route's title and description: drug pages name the drug and its lowest price; content pages
 * and blog posts carry their own.
 */
export function createMetaTagResolver(
  catalogue: CatalogueIndex,
  content: ContentStore,
): MetaTagResolver {
  const cache = new WeakMap<CatalogueDrug, MetaTag>();
  return function resolveMetaTag(route: string): MetaTag {
    const drug = findDrugOfRoute(catalogue, route);
    if (!drug) return findContentPageMeta(content, pathOf(route)) ?? getPageMeta(route);
    const cached = cache.get(drug);
    if (cached) return cached;
    const meta = describeDrugPage(catalogue, drug);
    cache.set(drug, meta);
    return meta;
  };
}

function pathOf(route: string): string {
  return route.split(/[?#]/, 1)[0] ?? '';
}

/** The drug a page path like "/atorvastatin" (case-insensitive, query ignored) shows. */
function findDrugOfRoute(catalogue: CatalogueIndex, route: string): CatalogueDrug | undefined {
  const match = /^\/?([A-Za-z0-9-]+)\/?$/.exec(pathOf(route));
  return match?.[1] ? catalogue.getDrugBySlug(match[1]) : undefined;
}

function describeDrugPage(catalogue: CatalogueIndex, drug: CatalogueDrug): MetaTag {
  const alternate = catalogue.toSearchResult(drug).alternateName;
  const named = alternate ? `${drug.name} (${alternate})` : drug.name;
  const lowest = findLowestPriceDisplay(drug);
  const fromPrice = lowest ? ` from ${lowest}` : '';
  return {
    title: `${named} prices and coupons — ${PRODUCT.name}`,
    description:
      `Compare ${drug.name} prices at pharmacies near you and with home delivery${fromPrice}. ` +
      `${PRODUCT.name} shows how every price is made — no insurance needed.`,
  };
}

/** The lowest category price over every dosage at its default quantity. */
function findLowestPriceDisplay(drug: CatalogueDrug): string | null {
  let lowest: { amountCents: number; displayValue: string } | null = null;
  for (const medication of drug.medications) {
    const price = getLowestPrice(computeCategoryPrices(medication, medication.defaultQuantity));
    if (!lowest || price.amountCents < lowest.amountCents) lowest = price;
  }
  return lowest?.displayValue ?? null;
}
