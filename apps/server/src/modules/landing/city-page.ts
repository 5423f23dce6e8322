import type { CityPage } from '@fillwell/contracts';
import {
  CITY_DRUG_SLUGS,
  CITY_RADIUS_MILES,
  describeCityDescription,
  describeCityTitle,
  NETWORK_IDS,
  type CityPageDefinition,
} from '@fillwell/domain';
import type { CatalogueIndex } from '../catalog/index';
import type { ZipCodeIndex } from '../location/index';
import { searchPharmacies, type PharmacyIndex } from '../pharmacies/index';
import { listDefaultItems } from './priced-drugs';

/** The pharmacies at the counter: the mail-order pharmacy is not in any one city. */
const COUNTER_NETWORK_IDS = [NETWORK_IDS.edlp, NETWORK_IDS.local, NETWORK_IDS.magic];
const SHOWN_PHARMACIES = 10;

export interface CityPageSources {
  catalogue: CatalogueIndex;
  pharmacies: PharmacyIndex;
  zipCodes: ZipCodeIndex;
}

/**
 * A city's page from the live directory and catalogue: how many pharmacies lie within the radius
 * of its centre, the nearest of them, and for each popular drug the lowest price among them and
 * where it is. Null when the centre's ZIP code is not in the index.
 */
export function describeCityPage(
  city: CityPageDefinition,
  { catalogue, pharmacies, zipCodes }: CityPageSources,
): CityPage | null {
  const center = zipCodes.find(city.centerZipCode);
  if (!center) return null;
  const search = {
    origin: center,
    radiusMiles: CITY_RADIUS_MILES,
    isSupersaverOnly: false,
    isOutOfNetworkAllowed: false,
    networkIds: COUNTER_NETWORK_IDS,
  };
  let pharmacyCount = 0;
  pharmacies.visitWithin({ origin: center, maxMiles: CITY_RADIUS_MILES }, (entryIndex) => {
    if (pharmacies.table.isMailOrder[entryIndex] === 0) pharmacyCount += 1;
  });
  const drugs = listDefaultItems(catalogue, CITY_DRUG_SLUGS).flatMap((item) => {
    const [cheapest] = searchPharmacies(pharmacies, { ...search, limit: 1, item });
    if (!cheapest?.price) return [];
    return [
      {
        slug: item.slug,
        name: item.name,
        displayQuantity: item.displayQuantity,
        lowestPrice: {
          amountCents: cheapest.price.amountCents,
          displayValue: cheapest.price.displayValue,
        },
        pharmacyName: cheapest.name,
      },
    ];
  });
  return {
    slug: city.slug,
    name: city.name,
    stateCode: city.stateCode,
    title: describeCityTitle(city),
    description: describeCityDescription(city),
    radiusMiles: CITY_RADIUS_MILES,
    pharmacyCount,
    pharmacies: searchPharmacies(pharmacies, { ...search, limit: SHOWN_PHARMACIES }).map(
      ({ price: _price, ...pharmacy }) => pharmacy,
    ),
    drugs,
  };
}
