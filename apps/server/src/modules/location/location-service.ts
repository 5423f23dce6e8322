import { LOCATION_MESSAGES, PHARMACY_MESSAGES, type Location } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { createNotFoundError } from '../../plugins/http-error';
import type { GeoPoint } from './geo';
import { readSessionZipCode, writeSessionZipCode } from './session-location-repository';
import type { ZipCodeIndex } from './zip-code-index';

/**
 * The visitor's location for price finding. A session remembers only a ZIP code (never the
 * browser's exact coordinates); the location is that ZIP code's place.
 */
export function createLocationService(db: AppDatabase, zipCodes: ZipCodeIndex) {
  return {
    async findForSession(sessionId: string | null): Promise<Location | null> {
      if (!sessionId) return null;
      const zipCode = await readSessionZipCode(db, sessionId);
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
