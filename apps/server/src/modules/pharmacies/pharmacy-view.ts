import type { Pharmacy, PharmacyResult } from '@fillwell/contracts';
import { roundMiles } from '../location/index';
import type { PharmacyPriceChoice } from './pharmacy-price';
import type { PharmacyRecord } from './pharmacy-repository';

export interface PharmacyViewContext {
  networkId: number;
  isInNetwork: boolean;
  /** Exact miles from the searched place; null when there was none. */
  distanceMiles: number | null;
}

/** A pharmacy's street address as the API shows it. */
export function toPharmacyAddress(record: PharmacyRecord): Pharmacy['location']['address'] {
  return {
    street1: record.street1,
    street2: record.street2,
    city: record.city,
    state: record.stateCode,
    zipCode: record.zipCode,
  };
}

/** A pharmacy as the API shows it. */
export function toPharmacy(record: PharmacyRecord, context: PharmacyViewContext): Pharmacy {
  return {
    name: record.name,
    npi: record.npi,
    brand: { shortName: record.chainShortName, formattedName: record.chainFormattedName },
    networkId: context.networkId,
    isSupersaver: record.isSupersaver,
    isPreferred: record.isPreferred,
    isDelivery: record.isDelivery,
    inNetwork: context.isInNetwork,
    location: {
      id: record.id,
      address: toPharmacyAddress(record),
      distance: context.distanceMiles === null ? null : roundMiles(context.distanceMiles),
      phone: record.phone,
      fax: record.fax,
      coordinates: { lat: record.lat, lng: record.lng },
    },
  };
}

export function toPharmacyResult(
  record: PharmacyRecord,
  context: PharmacyViewContext,
  choice: PharmacyPriceChoice | null,
): PharmacyResult {
  const price = choice && {
    priceId: choice.price.priceId,
    category: choice.price.category,
    amountCents: choice.price.amountCents,
    displayValue: choice.price.displayValue,
  };
  return { ...toPharmacy(record, context), price };
}
