import { z } from 'zod';
import { PHARMACY_MESSAGES } from './messages';

export const locationSchema = z.object({
  zipCode: z.string(),
  city: z.string(),
  stateCode: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Location = z.infer<typeof locationSchema>;

/** GET /api/v2/user/location: the session's location, or null when none is known yet. */
export const locationResponseSchema = z.object({ result: locationSchema.nullable() });
export const foundLocationResponseSchema = z.object({ result: locationSchema });

/** GET /api/v2/user/location/infer?lat&lon */
export const inferLocationQuerySchema = z.strictObject({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});

/** GET /api/v2/user/location/search?zip_code */
export const searchLocationQuerySchema = z.strictObject({
  zipCode: z.string().regex(/^\d{5}$/, PHARMACY_MESSAGES.invalidZip),
});
