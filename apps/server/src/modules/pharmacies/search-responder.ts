import type { PharmacySearchQuery } from '@fillwell/contracts';
import type { CatalogueIndex } from '../catalog/index';
import type { ZipCodeIndex } from '../location/index';
import type { PharmacyIndex } from './pharmacy-index';
import { findPharmacies } from './pharmacy-search';
import { writePharmacySearchJson } from './pharmacy-wire-json';
import { resolveSearchItem, resolveSearchPlace } from './search-inputs';

export interface SearchResponderSources {
  pharmacies: PharmacyIndex;
  zipCodes: Pick<ZipCodeIndex, 'find' | 'findNearest'>;
  catalogue: Pick<CatalogueIndex, 'getMedication'>;
}

/**
 * Answers GET /v2/pharmacies with its wire JSON (what `pharmacySearchResponseSchema` describes;
 * pharmacy-wire-json.test.ts holds the two together), worked out afresh from the current
 * directory, ZIP codes and catalogue. Nothing is kept between searches: a search takes well
 * under a millisecond, while answers kept for later outlive the young generation and make the
 * garbage collector pause every visitor (docs/decisions.md). Throws the API's errors for an
 * unknown place or medication.
 */
export function createSearchResponder(
  sources: SearchResponderSources,
): (query: PharmacySearchQuery) => Buffer {
  const { pharmacies, zipCodes, catalogue } = sources;
  return (query) => {
    const place = resolveSearchPlace(zipCodes, query);
    const search = {
      origin: place.origin,
      radiusMiles: query.radius,
      limit: query.limit,
      isSupersaverOnly: query.onlySupersaver,
      isOutOfNetworkAllowed: query.allowOutOfNetwork,
      networkIds: query.networkIds,
      brands: query.brands,
      item: resolveSearchItem(catalogue, query),
    };
    return writePharmacySearchJson(findPharmacies(pharmacies, search), place.zipCode);
  };
}
