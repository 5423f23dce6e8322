import { z } from 'zod';
import { contentSlug } from './content';
import { pharmacySchema } from './pharmacy';
import { resultOf } from './wire';

export const landingSlugParamsSchema = z.strictObject({ slug: contentSlug });

/** A drug a landing or city page prices: its lowest price now, at its usual quantity. */
export const pricedDrugSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** The dosage and quantity priced, e.g. "20 mg, 30 tablets". */
  displayQuantity: z.string(),
  lowestPrice: z.object({ amountCents: z.number().int(), displayValue: z.string() }),
  /** Where that price is (a city page: the pharmacy); null on a landing page. */
  pharmacyName: z.string().nullable(),
});
export type PricedDrug = z.infer<typeof pricedDrugSchema>;

/** GET /api/v2/landing/{slug} */
export const landingPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  headline: z.string(),
  intro: z.string(),
  drugs: z.array(pricedDrugSchema),
  condition: z.object({ slug: z.string(), name: z.string() }).nullable(),
  cta: z.object({ label: z.string(), to: z.string() }),
});
export type LandingPage = z.infer<typeof landingPageSchema>;
export const landingPageResponseSchema = resultOf(landingPageSchema);

/** GET /api/v2/cities/{slug} */
export const cityPageSchema = z.object({
  slug: z.string(),
  name: z.string(),
  stateCode: z.string(),
  title: z.string(),
  description: z.string(),
  radiusMiles: z.number(),
  /** Pharmacies within the radius of the city's centre. */
  pharmacyCount: z.number().int(),
  /** The nearest of them. */
  pharmacies: z.array(pharmacySchema),
  drugs: z.array(pricedDrugSchema),
});
export type CityPage = z.infer<typeof cityPageSchema>;
export const cityPageResponseSchema = resultOf(cityPageSchema);
