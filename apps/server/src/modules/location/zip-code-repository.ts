import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Location } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { zipCodes } from '../../db/schema/index';

const zipRows = z.array(z.tuple([z.string(), z.string(), z.string(), z.number(), z.number()]));

/**
 * Every ZIP code with its place; the ZIP index is built from them. They arrive as one JSON text
 * rather than 42,000 rows: on embedded PGlite each row is a protocol message decoded and copied
 * on its own, which made this read about 450 ms of every start (one text: about 100 ms).
 */
export async function readZipCodes(db: AppDatabase): Promise<Location[]> {
  const [row] = await queryRows<{ places: string | null }>(
    db,
    sql`select json_agg(
        json_build_array(${zipCodes.zipCode}, ${zipCodes.city}, ${zipCodes.stateCode}, ${zipCodes.lat}, ${zipCodes.lng})
        order by ${zipCodes.zipCode}
      )::text as places
      from ${zipCodes}`,
  );
  const places = zipRows.parse(JSON.parse(row?.places ?? '[]'));
  return places.map(([zipCode, city, stateCode, lat, lng]) => ({
    zipCode,
    city,
    stateCode,
    lat,
    lng,
  }));
}
