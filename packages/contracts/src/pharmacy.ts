import { z } from 'zod';
import { PRICE_CATEGORIES } from '@fillwell/domain';
import { PHARMACY_MESSAGES } from './messages';
import { positiveInt32TextField } from './wire-primitives';

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

/** A comma-separated query value, e.g. `network_ids=1,2`. */
function commaList<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .slice(0, 500)
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(item).max(20),
  );
}

/** GET /api/v2/pharmacies */
export const pharmacySearchQuerySchema = z
  .strictObject({
    zipCode: z
      .string()
      .regex(/^\d{5}$/, PHARMACY_MESSAGES.invalidZip)
      .optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    onlySupersaver: z.stringbool().default(false),
    allowOutOfNetwork: z.stringbool().default(false),
    /** Miles; 9999 with limit 1 finds the single nearest pharmacy. */
    radius: z.coerce.number().positive().max(9999).default(25),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    networkIds: commaList(positiveInt32TextField()).optional(),
    brands: commaList(z.string().max(40)).optional(),
    /** With quantity: each result carries the price of this item at that pharmacy. */
    medId: positiveInt32TextField().optional(),
    quantity: z.coerce.number().int().min(1).max(100000).optional(),
    /**
     * With med_id: each result carries this category's price at that pharmacy, or no price where
     * the pharmacy does not sell in that category; without it, the lowest of its categories.
     */
    priceCategory: z.enum(PRICE_CATEGORIES).optional(),
  })
  .refine(
    (query) => query.zipCode !== undefined || (query.lat !== undefined && query.lng !== undefined),
    {
      message: 'Give a zip_code, or both lat and lng',
      path: ['zipCode'],
    },
  );
export type PharmacySearchQuery = z.infer<typeof pharmacySearchQuerySchema>;

export const pharmacyItemPriceSchema = z.object({
  priceId: z.string(),
  category: z.enum(PRICE_CATEGORIES),
  amountCents: z.number().int(),
  displayValue: z.string(),
});

export const pharmacyResultSchema = pharmacySchema.extend({
  /**
   * The item's price at this pharmacy: the asked category's, else the lowest of its networks.
   * Null without an item, or where the pharmacy does not sell in the asked category.
   */
  price: pharmacyItemPriceSchema.nullable(),
});
export type PharmacyResult = z.infer<typeof pharmacyResultSchema>;

export const pharmacySearchResponseSchema = z.object({
  results: z.array(pharmacyResultSchema),
  /** The ZIP searched, or the one nearest the coordinates. */
  zipCode: z.string().nullable(),
});
export type PharmacySearchResponse = z.infer<typeof pharmacySearchResponseSchema>;

/** GET /api/v2/pharmacies/preferred/{id} */
export const pharmacyIdParamsSchema = z.strictObject({ id: z.string().min(1).max(40) });
export const pharmacyResponseSchema = z.object({ result: pharmacySchema });

/** One reason to use a preferred pharmacy, as the preferred-pharmacy modal lists it. */
export const pharmacyValuePropSchema = z.object({ title: z.string(), description: z.string() });
export type PharmacyValueProp = z.infer<typeof pharmacyValuePropSchema>;

/** GET /api/v2/pharmacies/preferred/{id}: the pharmacy and its value props (none if not preferred). */
export const preferredPharmacySchema = pharmacySchema.extend({
  valueProps: z.array(pharmacyValuePropSchema),
});
export type PreferredPharmacy = z.infer<typeof preferredPharmacySchema>;
export const preferredPharmacyResponseSchema = z.object({ result: preferredPharmacySchema });
export type PreferredPharmacyResponse = z.infer<typeof preferredPharmacyResponseSchema>;

/** GET /api/v2/pharmacies/participating: the directory, narrowed by chain, state and ZIP code. */
export const participatingPharmacyQuerySchema = z.strictObject({
  chain: z.string().trim().min(1).max(60).optional(),
  state: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Use a two-letter state code')
    .transform((value) => value.toUpperCase())
    .optional(),
  zipCode: z
    .string()
    .regex(/^\d{3,5}$/, 'Enter the first 3 to 5 digits of a ZIP code')
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ParticipatingPharmacyQuery = z.output<typeof participatingPharmacyQuerySchema>;
/** How many pharmacies of the current choice belong to one chain, or are in one state. */
export const pharmacyCountSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
});
export type PharmacyCount = z.infer<typeof pharmacyCountSchema>;
export const participatingPharmaciesSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  /** The chains of the pharmacies in the chosen state and ZIP code, largest first. */
  chains: z.array(pharmacyCountSchema),
  /** The states of the pharmacies of the chosen chain and ZIP code, by state code. */
  states: z.array(pharmacyCountSchema),
  results: z.array(pharmacySchema),
});
export type ParticipatingPharmacies = z.infer<typeof participatingPharmaciesSchema>;
export const participatingPharmaciesResponseSchema = z.object({
  result: participatingPharmaciesSchema,
});
