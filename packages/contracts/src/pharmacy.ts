import { z } from 'zod';

export const addressSchema = z.object({
  street1: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});

export const pharmacySchema = z.object({
  name: z.string(),
  npi: z.string(),
  brand: z.object({ shortName: z.string(), formattedName: z.string() }),
  networkId: z.number().int(),
  isSupersaver: z.boolean(),
  isPreferred: z.boolean(),
  isDelivery: z.boolean(),
  inNetwork: z.boolean(),
  location: z.object({
    id: z.string(),
    address: addressSchema,
    distance: z.number().nullable(),
    phone: z.string(),
    fax: z.string().nullable(),
    coordinates: z.object({ lat: z.number(), lng: z.number() }),
  }),
});
export type Pharmacy = z.infer<typeof pharmacySchema>;
