import { z } from 'zod';
import { LIMITS } from '@fillwell/domain';
import { QUANTITY_MESSAGES, SEARCH_MESSAGES, SEARCH_TERM_MAX_CHARS } from './messages';
import { categoryPricesSchema, priceCategorySchema } from './pricing';
import { positiveInt32TextField } from './wire-primitives';

/** A medication name as search, directory and recently-viewed lists show it. */
export const searchResultSchema = z.object({
  medNameId: z.number().int(),
  name: z.string(),
  /** The brand for a generic, the generic for a brand; null when there is none. */
  alternateName: z.string().nullable(),
  slug: z.string(),
  isBrand: z.boolean(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const medicationSearchQuerySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(LIMITS.searchMinChars, SEARCH_MESSAGES.tooShort)
    .max(SEARCH_TERM_MAX_CHARS, SEARCH_MESSAGES.tooLong),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type MedicationSearchQuery = z.infer<typeof medicationSearchQuerySchema>;

/** GET /api/medications?name= and GET /api/v2/drugs/search/category/med_name?name= */
export const medicationSearchResponseSchema = z.object({ results: z.array(searchResultSchema) });
export type MedicationSearchResponse = z.infer<typeof medicationSearchResponseSchema>;

export const drugQuantitySchema = z.object({
  rawQuantity: z.number().int(),
  /** e.g. "30 tablets", "150 mL", "1 inhaler". */
  displayQuantity: z.string(),
  isCustomQuantity: z.boolean(),
  price: categoryPricesSchema,
  /** Brand pages: the generic of the same form and strength at this quantity; else null. */
  genericComparison: z
    .object({
      slug: z.string(),
      name: z.string(),
      lowestPriceCents: z.number().int(),
      displayValue: z.string(),
      savingCents: z.number().int(),
      savingDisplayValue: z.string(),
    })
    .nullable(),
});
export type DrugQuantity = z.infer<typeof drugQuantitySchema>;

export const drugDosageSchema = z.object({
  medId: z.number().int(),
  displayDosage: z.string(),
  isCustomQuantityAllowed: z.boolean(),
  defaultQuantityIndex: z.number().int(),
  quantities: z.array(drugQuantitySchema),
});
export type DrugDosage = z.infer<typeof drugDosageSchema>;

export const drugFormSchema = z.object({
  form: z.string(),
  displayForm: z.string(),
  dosages: z.array(drugDosageSchema),
});
export type DrugForm = z.infer<typeof drugFormSchema>;

export const relatedDrugSchema = z.object({
  slug: z.string(),
  name: z.string(),
  isBrand: z.boolean(),
});

/** GET /api/v2/user/drugs/detail/{slug} */
export const drugDetailSchema = z.object({
  slug: z.string(),
  medNameId: z.number().int(),
  name: z.string(),
  genericName: z.string(),
  isBrand: z.boolean(),
  /** The generic a brand replaces, or the brands a generic replaces. */
  generic: relatedDrugSchema.nullable(),
  brands: z.array(relatedDrugSchema),
  forms: z.array(drugFormSchema),
  /** The dosage selected when the page opens. */
  defaultMedId: z.number().int(),
  telemedConditions: z.array(z.string()),
  isOpioid: z.boolean(),
  deaSchedule: z.string().nullable(),
});
export type DrugDetail = z.infer<typeof drugDetailSchema>;
export const drugDetailResponseSchema = z.object({ result: drugDetailSchema });

export const drugSlugParamsSchema = z.strictObject({
  slug: z.string().min(1).max(120),
});

export const drugQuantityParamsSchema = z.strictObject({
  slug: z.string().min(1).max(120),
  medId: positiveInt32TextField(),
  qty: z.coerce
    .number({ error: QUANTITY_MESSAGES.invalid })
    .int(QUANTITY_MESSAGES.invalid)
    .min(1, QUANTITY_MESSAGES.invalid)
    .max(LIMITS.customQuantityMax, QUANTITY_MESSAGES.invalid),
});

/** GET/PUT /api/v2/user/drugs/detail/{slug}/dosage/{medId}/quantity/{qty} */
export const drugQuantityResponseSchema = z.object({ result: drugQuantitySchema });
export const saveDrugSelectionRequestSchema = z.strictObject({
  priceCategory: priceCategorySchema,
  pinned: z.boolean().default(false),
});
export type SaveDrugSelectionRequest = z.infer<typeof saveDrugSelectionRequestSchema>;

/** GET /api/cms/drug_info/{slug} */
export const drugInfoSchema = z.object({
  slug: z.string(),
  name: z.string(),
  genericName: z.string(),
  isBrand: z.boolean(),
  drugClass: z.string(),
  commonUses: z.string(),
  category: z.string(),
  forms: z.array(z.string()),
  deaSchedule: z.string().nullable(),
  isOpioid: z.boolean(),
});
export const drugInfoResponseSchema = z.object({ result: drugInfoSchema });

/** GET /api/cms/meta_tag?route= */
export const metaTagQuerySchema = z.strictObject({ route: z.string().min(1).max(300) });
export const metaTagSchema = z.object({ title: z.string(), description: z.string() });
export type MetaTag = z.infer<typeof metaTagSchema>;
export const metaTagResponseSchema = z.object({ result: metaTagSchema });

/** GET /api/medications/top?limit=&letter= */
export const topMedicationsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(500).default(LIMITS.topMedicationsDefaultLimit),
  letter: z
    .string()
    .regex(/^[a-z0]$/i, 'Letter must be a to z, or 0 for digits')
    .optional(),
});
export const topMedicationsResponseSchema = z.object({
  result: z.object({ topMedications: z.array(searchResultSchema) }),
});

/** GET /api/medications/index/{letter}; 0-9 is sent as 0. */
export const medicationIndexParamsSchema = z.strictObject({
  letter: z.string().regex(/^[a-z0]$/i, 'Letter must be a to z, or 0 for digits'),
});
export const medicationIndexResponseSchema = z.object({
  result: z.object({ letter: z.string(), medicationsByLetter: z.array(searchResultSchema) }),
});
