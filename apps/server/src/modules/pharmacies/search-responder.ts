import type { PharmacySearchQuery } from '@fillwell/contracts';
import type { CatalogueIndex } from '../catalog/index';
import type { ZipCodeIndex } from '../location/index';
import type { PharmacyIndex } from './pharmacy-index';
import { findPharmacies } from './pharmacy-search';
import { writePharmacySearchJson } from './pharmacy-wire-json';
import { createPriceChooserCache } from './price-chooser-cache';
import { resolveSearchItem, resolveSearchPlace, writeSearchKey } from './search-inputs';
import { createSearchResponseCache } from './search-response-cache';

export interface SearchResponderSources {
  pharmacies: PharmacyIndex;
  zipCodes: Pick<ZipCodeIndex, 'find' | 'findNearest'>;
  catalogue: Pick<CatalogueIndex, 'getMedication'>;
}

/**
 * Answers GET /v2/pharmacies with its wire JSON (what `pharmacySearchResponseSchema` describes;
 * pharmacy-wire-json.test.ts holds the two together). A search near a ZIP code is kept for the
 * next visitor asking the same, while the directory, the ZIP code and the medication it was
 * made from are current. Throws the API's errors for an unknown place or medication.
 */
export function createSearchResponder(
  sources: SearchResponderSources,
): (query: PharmacySearchQuery) => Buffer {
  const { pharmacies, zipCodes, catalogue } = sources;
  const getPriceChooser = createPriceChooserCache();
  const responses = createSearchResponseCache();
  return (query) => {
    const place = resolveSearchPlace(zipCodes, query);
    const item = resolveSearchItem(catalogue, query);
    const key = query.zipCode === undefined ? null : writeSearchKey(query);
    const madeFrom = [pharmacies.generation, place.origin, item?.medication ?? null];
    const kept = key === null ? undefined : responses.find(key, madeFrom);
    if (kept) return kept;
    const search = {
      origin: place.origin,
      radiusMiles: query.radius,
      limit: query.limit,
      isSupersaverOnly: query.onlySupersaver,
      isOutOfNetworkAllowed: query.allowOutOfNetwork,
      networkIds: query.networkIds,
      brands: query.brands,
      item,
    };
    const hits = findPharmacies(pharmacies, search, getPriceChooser);
    const json = writePharmacySearchJson(hits, place.zipCode);
    if (key !== null) responses.keep(key, madeFrom, json);
    return json;
  };
}
