import { LOCATION_MESSAGES, PHARMACY_MESSAGES, type Location } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { createNotFoundError } from '../../plugins/http-error';
import { findDefaultAddress } from '../addresses/index';
import type { GeoPoint } from './geo';
import { readSessionZipCode, writeSessionZipCode } from './session-location-repository';
import type { ZipCodeIndex } from './zip-code-index';

/**
 * The visitor's location for price finding. A session remembers only a ZIP code (never the
 * browser's exact coordinates); the location is that ZIP code's place.
 */
export function createLocationService(db: AppDatabase, zipCodes: ZipCodeIndex) {
  return {
    /**
     * The session's ZIP code, else a signed-in person's default shipping address: a returning
     * customer sees pharmacies near home without typing a ZIP code again.
     */
    async findForSession(
      session: { id: string; accountId: string | null } | null,
    ): Promise<Location | null> {
      if (!session) return null;
      const zipCode =
        (await readSessionZipCode(db, session.id)) ??
        (session.accountId ? (await findDefaultAddress(db, session.accountId))?.zipCode : null);
      return (zipCode && zipCodes.find(zipCode)) || null;
    },

    /** The place of the ZIP code nearest the coordinates; 404 when none is near enough. */
    infer(point: GeoPoint): Location {
      const place = zipCodes.findNearest(point);
      if (!place) throw createNotFoundError(LOCATION_MESSAGES.inferFailed);
      return place;
    },

    /** The place of a ZIP code; 404 when it is not a known ZIP code. */
    search(zipCode: string): Location {
      const place = zipCodes.find(zipCode);
      if (!place) throw createNotFoundError(PHARMACY_MESSAGES.unknownZip);
      return place;
    },

    remember(sessionId: string, location: Location): Promise<void> {
      return writeSessionZipCode(db, sessionId, location.zipCode);
    },
  };
}

export type LocationService = ReturnType<typeof createLocationService>;
