import { NETWORK_IDS } from '@fillwell/domain';
import type { PharmacyRecord } from './pharmacy-repository';

/** A pharmacy row for tests: a retail pharmacy at the given place unless overridden. */
export function makePharmacyRecord(
  id: string,
  overrides: Partial<PharmacyRecord> = {},
): PharmacyRecord {
  return {
    id,
    npi: id.replace(/\D/g, '').padStart(10, '1'),
    name: `Pharmacy ${id}`,
    chainShortName: `independent-${id}`,
    chainFormattedName: `Pharmacy ${id}`,
    networkIds: [NETWORK_IDS.edlp],
    isSupersaver: false,
    isPreferred: false,
    isDelivery: false,
    isMailOrder: false,
    street1: '1 Main St',
    street2: null,
    city: 'Saint Louis',
    stateCode: 'MO',
    zipCode: '63103',
    phone: '3145550000',
    fax: null,
    lat: 38.63,
    lng: -90.2,
    ...overrides,
  };
}

/** A point this many miles north of a latitude (one degree of latitude is about 69.09 miles). */
export function milesNorthOf(lat: number, miles: number): number {
  return lat + miles / 69.09;
}
