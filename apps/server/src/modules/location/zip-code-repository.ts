import { asc } from 'drizzle-orm';
import type { Location } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { zipCodes } from '../../db/schema/index';

/** Every ZIP code with its place; the ZIP index is built from them. */
export async function readZipCodes(db: AppDatabase): Promise<Location[]> {
  return db
    .select({
      zipCode: zipCodes.zipCode,
      city: zipCodes.city,
      stateCode: zipCodes.stateCode,
      lat: zipCodes.lat,
      lng: zipCodes.lng,
    })
    .from(zipCodes)
    .orderBy(asc(zipCodes.zipCode));
}
