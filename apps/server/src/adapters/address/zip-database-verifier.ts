import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { zipCodes } from '../../db/schema/index';
import type { AddressToVerify, AddressVerifier, VerifiedAddress } from './address-verifier';
import { normalizeStreetLine } from './street-line';

/** A ZIP code's place as the ZIP database names it. */
export interface ZipPlace {
  zipCode: string;
  city: string;
  stateCode: string;
}

export type FindZipPlace = (zipCode: string) => Promise<ZipPlace | undefined>;

/**
 * The embedded verifier. It has no street database: it checks that the ZIP code exists and lies
 * in the state, that the street line has a number, and suggests the address written the USPS way
 * with the ZIP code's own city.
 */
export function createZipDatabaseVerifier(findPlace: FindZipPlace): AddressVerifier {
  return {
    async verify(address: AddressToVerify): Promise<VerifiedAddress[]> {
      const place = await findPlace(address.zipCode.trim());
      if (!place || place.stateCode !== address.state.trim().toUpperCase()) return [];
      const street = normalizeStreetLine(address.street);
      if (!street) return [];
      return [{ street, city: place.city, state: place.stateCode, zipCode: place.zipCode }];
    },
  };
}

/** Looks ZIP codes up in the zip_codes table (one primary-key read per check). */
export function createZipPlaceFinder(db: AppDatabase): FindZipPlace {
  return async (zipCode) => {
    const [place] = await db
      .select({ zipCode: zipCodes.zipCode, city: zipCodes.city, stateCode: zipCodes.stateCode })
      .from(zipCodes)
      .where(eq(zipCodes.zipCode, zipCode))
      .limit(1);
    return place;
  };
}
