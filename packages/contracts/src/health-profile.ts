import { z } from 'zod';
import { ACCOUNT_MESSAGES, LIMITS } from '@fillwell/domain';
import { resultOf } from './wire';
import { positiveInt32Field } from './wire-primitives';

export const HEALTH_PROFILE_LIMITS = {
  /** What a person may type for an entry of their own. */
  customDescriptionMax: 100,
  /** Descriptions of listed entries come from the reference tables and run longer. */
  descriptionMax: 200,
  entriesMax: 50,
  searchMinChars: LIMITS.checkoutOtherSearchMinChars,
  medicationSearchMinChars: LIMITS.searchMinChars,
  searchMaxChars: LIMITS.allergySearchMaxChars,
  searchResultsDefault: 10,
  searchResultsMax: 50,
} as const;

export const HEALTH_PROFILE_MESSAGES = {
  allergyRequired: 'Please add at least one allergy',
  medicationRequired: 'Please add at least one medication',
  conditionRequired: 'Please add at least one medical condition',
  descriptionRequired: 'Please enter a description',
  descriptionTooLong: `Must be ${HEALTH_PROFILE_LIMITS.customDescriptionMax} characters or fewer`,
  invalidCharacters: 'Invalid character(s)',
  duplicateEntry: 'This is already on your list',
  tooManyEntries: `You can list up to ${HEALTH_PROFILE_LIMITS.entriesMax} entries`,
  unknownAllergen: 'Unknown allergy',
  unknownCondition: 'Unknown medical condition',
  unknownMedication: 'Unknown medication',
  medicationNotListed: 'Please choose a medication from the list',
  searchTooShort: `Please enter at least ${LIMITS.checkoutOtherSearchMinChars} letters to search`,
  searchTooLong: ACCOUNT_MESSAGES.searchTooLong,
  nothingFound: ACCOUNT_MESSAGES.searchNothingFound,
} as const;

/** No markup, no control or invisible format characters. */
const DESCRIPTION_PATTERN = /^[^<>\p{C}]*$/u;
const ICD10_CODE_PATTERN = /^[A-Z]\d[0-9A-Z](?:\.[0-9A-Z]{1,4})?$/;

const descriptionField = z
  .string()
  .trim()
  .min(1, HEALTH_PROFILE_MESSAGES.descriptionRequired)
  .max(
    HEALTH_PROFILE_LIMITS.descriptionMax,
    `Must be ${HEALTH_PROFILE_LIMITS.descriptionMax} characters or fewer`,
  )
  .regex(DESCRIPTION_PATTERN, HEALTH_PROFILE_MESSAGES.invalidCharacters);

const positiveId = positiveInt32Field();

/** An allergy: a listed allergen (id and type code) or one the person typed (nulls). */
export const allergySchema = z.object({
  description: z.string(),
  allergenId: z.number().int().nullable(),
  allergenIdTypeCode: z.number().int().nullable(),
});
export type Allergy = z.infer<typeof allergySchema>;

/** A condition: an ICD-10-CM code, or null for one the person typed. */
export const medicalConditionSchema = z.object({
  description: z.string(),
  code: z.string().nullable(),
});
export type MedicalCondition = z.infer<typeof medicalConditionSchema>;

/** Another medication the person takes; always one from the catalogue. */
export const otherMedicationSchema = z.object({
  description: z.string(),
  medNameId: z.number().int(),
});
export type OtherMedication = z.infer<typeof otherMedicationSchema>;

export const patientProfileSchema = z.object({
  hasAllergies: z.boolean(),
  hasOtherMedications: z.boolean(),
  hasMedicalConditions: z.boolean(),
  allergies: z.array(allergySchema),
  medicalConditions: z.array(medicalConditionSchema),
  otherMedications: z.array(otherMedicationSchema),
});
export type PatientProfile = z.infer<typeof patientProfileSchema>;

/** GET /api/v2/user/patient_profile: null until the person has answered. */
export const patientProfileResponseSchema = resultOf(patientProfileSchema.nullable());
export type PatientProfileResponse = z.infer<typeof patientProfileResponseSchema>;

export const savedPatientProfileResponseSchema = resultOf(patientProfileSchema);
export type SavedPatientProfileResponse = z.infer<typeof savedPatientProfileResponseSchema>;

const allergyInputSchema = z.strictObject({
  description: descriptionField,
  allergenId: positiveId.nullable().optional(),
  allergenIdTypeCode: positiveId.nullable().optional(),
});
const medicalConditionInputSchema = z.strictObject({
  description: descriptionField,
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(ICD10_CODE_PATTERN, HEALTH_PROFILE_MESSAGES.unknownCondition)
    .nullable()
    .optional(),
});
const otherMedicationInputSchema = z.strictObject({
  description: descriptionField,
  medNameId: positiveId.nullable().optional(),
});

function entryList<T extends z.ZodType>(entry: T) {
  return z
    .array(entry)
    .max(HEALTH_PROFILE_LIMITS.entriesMax, HEALTH_PROFILE_MESSAGES.tooManyEntries)
    .default([]);
}

interface EntryKey {
  description: string;
  id: string | number | null | undefined;
}

/** Positions of entries already listed above them (same id, or same text when neither has one). */
export function findDuplicateEntries(entries: readonly EntryKey[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  entries.forEach((entry, index) => {
    const key =
      entry.id === null || entry.id === undefined
        ? `text:${entry.description.trim().toLowerCase()}`
        : `id:${entry.id}`;
    if (seen.has(key)) duplicates.push(index);
    seen.add(key);
  });
  return duplicates;
}

/** The profile step is complete when each yes answer has at least one entry. */
export function isPatientProfileComplete(profile: {
  hasAllergies: boolean | null;
  hasOtherMedications: boolean | null;
  hasMedicalConditions: boolean | null;
  allergies: readonly unknown[];
  otherMedications: readonly unknown[];
  medicalConditions: readonly unknown[];
}): boolean {
  const answers = [
    [profile.hasAllergies, profile.allergies],
    [profile.hasOtherMedications, profile.otherMedications],
    [profile.hasMedicalConditions, profile.medicalConditions],
  ] as const;
  return answers.every(([answer, entries]) => answer === false || (answer && entries.length > 0));
}

/**
 * POST /api/v2/user/patient_profile. A missing yes/no answer follows its list (yes when it has
 * entries); a no answer saves an empty list.
 */
export const savePatientProfileRequestSchema = z
  .strictObject({
    hasAllergies: z.boolean().optional(),
    hasOtherMedications: z.boolean().optional(),
    hasMedicalConditions: z.boolean().optional(),
    allergies: entryList(allergyInputSchema),
    medicalConditions: entryList(medicalConditionInputSchema),
    otherMedications: entryList(otherMedicationInputSchema),
  })
  .superRefine((profile, context) => {
    const lists = [
      ['allergies', profile.hasAllergies, HEALTH_PROFILE_MESSAGES.allergyRequired],
      ['otherMedications', profile.hasOtherMedications, HEALTH_PROFILE_MESSAGES.medicationRequired],
      [
        'medicalConditions',
        profile.hasMedicalConditions,
        HEALTH_PROFILE_MESSAGES.conditionRequired,
      ],
    ] as const;
    for (const [field, answer, message] of lists) {
      if (answer === true && profile[field].length === 0) {
        context.addIssue({ code: 'custom', path: [field], message });
      }
    }
    checkEntries(context, 'allergies', profile.allergies, (entry) => entry.allergenId);
    checkEntries(context, 'medicalConditions', profile.medicalConditions, (entry) => entry.code);
    checkEntries(context, 'otherMedications', profile.otherMedications, (entry) => entry.medNameId);
    profile.otherMedications.forEach((entry, index) => {
      if (!entry.medNameId) {
        context.addIssue({
          code: 'custom',
          path: ['otherMedications', index, 'medNameId'],
          message: HEALTH_PROFILE_MESSAGES.medicationNotListed,
        });
      }
    });
  });
export type SavePatientProfileRequest = z.input<typeof savePatientProfileRequestSchema>;

function checkEntries<T extends { description: string }>(
  context: z.RefinementCtx,
  field: string,
  entries: readonly T[],
  idOf: (entry: T) => string | number | null | undefined,
): void {
  entries.forEach((entry, index) => {
    const isCustom = idOf(entry) === null || idOf(entry) === undefined;
    if (isCustom && entry.description.length > HEALTH_PROFILE_LIMITS.customDescriptionMax) {
      context.addIssue({
        code: 'custom',
        path: [field, index, 'description'],
        message: HEALTH_PROFILE_MESSAGES.descriptionTooLong,
      });
    }
  });
  const keys = entries.map((entry) => ({ description: entry.description, id: idOf(entry) }));
  for (const index of findDuplicateEntries(keys)) {
    context.addIssue({
      code: 'custom',
      path: [field, index, 'description'],
      message: HEALTH_PROFILE_MESSAGES.duplicateEntry,
    });
  }
}

/** GET /api/v2/allergens?search= and GET /api/v2/medical_conditions?search= */
export const healthSearchQuerySchema = z.strictObject({
  search: z
    .string()
    .trim()
    .min(HEALTH_PROFILE_LIMITS.searchMinChars, HEALTH_PROFILE_MESSAGES.searchTooShort)
    .max(HEALTH_PROFILE_LIMITS.searchMaxChars, HEALTH_PROFILE_MESSAGES.searchTooLong),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(HEALTH_PROFILE_LIMITS.searchResultsMax)
    .default(HEALTH_PROFILE_LIMITS.searchResultsDefault),
});
export type HealthSearchQuery = z.infer<typeof healthSearchQuerySchema>;

export const allergenSchema = z.object({
  allergenId: z.number().int(),
  description: z.string(),
  allergenIdTypeCode: z.number().int(),
});
export type Allergen = z.infer<typeof allergenSchema>;

export const allergenSearchResponseSchema = z.object({ results: z.array(allergenSchema) });
export type AllergenSearchResponse = z.infer<typeof allergenSearchResponseSchema>;

export const conditionSearchResultSchema = z.object({
  code: z.string(),
  description: z.string(),
});
export type ConditionSearchResult = z.infer<typeof conditionSearchResultSchema>;

export const conditionSearchResponseSchema = z.object({
  results: z.array(conditionSearchResultSchema),
});
export type ConditionSearchResponse = z.infer<typeof conditionSearchResponseSchema>;
