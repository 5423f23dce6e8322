import { z } from 'zod';
import {
  DELIVERY_ELIGIBLE_STATE_CODES,
  TREATMENT_LAST_STEP,
  TREATMENT_MESSAGES,
  TREATMENT_SOURCE_TYPES,
} from '@fillwell/domain';
import { moneySchema } from './cart';
import { drugFormSchema } from './catalog';
import { priceSchema } from './pricing';
import { GENDERS, PROFILE_MESSAGES, readDateOfBirth } from './profile';
import { resultOf } from './wire';
import { positiveInt32TextField } from './wire-primitives';

export const CONSULTATION_TYPES = ['async', 'video'] as const;
export const treatmentSourceTypeSchema = z.enum(TREATMENT_SOURCE_TYPES);

/** Codes of the treatment catalogue's failures. */
export const TELEMED_CATALOG_ERROR_CODES = {
  notPrescribed: 'not_prescribed_by_service',
  notSubscription: 'not_subscription_eligible',
} as const;

const slugField = z.string().trim().min(1).max(120);

const stateField = z
  .string({ error: PROFILE_MESSAGES.invalidState })
  .max(2, PROFILE_MESSAGES.invalidState)
  .transform((value) => value.trim().toUpperCase())
  .refine((code) => DELIVERY_ELIGIBLE_STATE_CODES.includes(code), PROFILE_MESSAGES.invalidState);

/** M/D/YYYY or YYYY-MM-DD in; the ISO date out. */
const dateOfBirthField = z.string().transform((value, context) => {
  const check = readDateOfBirth(value);
  if (check.isValid) return check.isoDate;
  context.addIssue({ code: 'custom', message: check.message });
  return z.NEVER;
});

export const conditionSummarySchema = z.object({ slug: z.string(), name: z.string() });
export type ConditionSummary = z.infer<typeof conditionSummarySchema>;

/** Who a condition's visit is for, with the rules put in words. */
export const conditionRequirementsSchema = z.object({
  consultationType: z.string(),
  minAge: z.number().int(),
  /** 99 means "and over". */
  maxAge: z.number().int(),
  /** "18 and over", "18 to 50". */
  ageText: z.string(),
  maleEligible: z.boolean(),
  femaleEligible: z.boolean(),
  /** "Men only", "Women only", "Men and women". */
  sexText: z.string(),
  eligibleStates: z.array(z.string()),
  /** The states (by name) the visit is not offered in. */
  excludedStateNames: z.array(z.string()),
});
export type ConditionRequirements = z.infer<typeof conditionRequirementsSchema>;

export const visitFactsSchema = z.object({
  doctorReviewHours: z.number().int(),
  visitMinutes: z.number().int(),
  consultationFee: moneySchema,
  steps: z.array(z.object({ title: z.string(), detail: z.string() })),
});

/** GET /api/v2/telemed/{condition} */
export const telemedConditionParamsSchema = z.strictObject({ condition: slugField });
export const telemedConditionSchema = conditionSummarySchema.extend({
  description: z.string(),
  isSubscription: z.boolean(),
  requirements: conditionRequirementsSchema,
  visit: visitFactsSchema,
});
export type TelemedCondition = z.infer<typeof telemedConditionSchema>;
export const telemedConditionResponseSchema = resultOf(telemedConditionSchema);
export type TelemedConditionResponse = z.infer<typeof telemedConditionResponseSchema>;

/** A medication a condition's visit can prescribe, with its cheapest delivery price. */
export const treatmentMedSummarySchema = z.object({
  slug: z.string(),
  medNameId: z.number().int(),
  name: z.string(),
  genericName: z.string(),
  isBrand: z.boolean(),
  commonUses: z.string(),
  isSubscriptionEligible: z.boolean(),
  lowestPrice: moneySchema,
  /** "from $12.34" */
  fromPrice: z.string(),
});
export type TreatmentMedSummary = z.infer<typeof treatmentMedSummarySchema>;

/** GET /api/v2/telemed/{condition}/meds */
export const telemedMedsResponseSchema = resultOf(z.array(treatmentMedSummarySchema));
export type TelemedMedsResponse = z.infer<typeof telemedMedsResponseSchema>;

/** GET /api/v2/telemed/{condition}/meds/{med}: the dosages a visit can prescribe. */
export const telemedMedParamsSchema = z.strictObject({ condition: slugField, med: slugField });
export const treatmentMedSchema = treatmentMedSummarySchema.extend({
  condition: conditionSummarySchema,
  drugClass: z.string(),
  sourceTypes: z.array(treatmentSourceTypeSchema),
  defaultMedId: z.number().int(),
  /** The largest supply a visit prescribes. */
  maxQuantity: z.number().int(),
  forms: z.array(drugFormSchema),
});
export type TreatmentMed = z.infer<typeof treatmentMedSchema>;
export const telemedMedResponseSchema = resultOf(treatmentMedSchema);
export type TelemedMedResponse = z.infer<typeof telemedMedResponseSchema>;

/** GET /api/v2/telemed/{condition}/meds/{med}/steps/{step}?med_id&source_type&quantity */
export const telemedStepParamsSchema = telemedMedParamsSchema.extend({
  step: z.coerce
    .number({ error: TREATMENT_MESSAGES.stepOutOfRange })
    .int(TREATMENT_MESSAGES.stepOutOfRange)
    .min(0, TREATMENT_MESSAGES.stepOutOfRange)
    .max(TREATMENT_LAST_STEP, TREATMENT_MESSAGES.stepOutOfRange),
});
export const telemedStepQuerySchema = z.strictObject({
  medId: positiveInt32TextField(TREATMENT_MESSAGES.invalidMedId).optional(),
  sourceType: z.enum(TREATMENT_SOURCE_TYPES, 'Choose cart or subscription').optional(),
  quantity: z.coerce
    .number({ error: TREATMENT_MESSAGES.invalidQuantity })
    .int(TREATMENT_MESSAGES.invalidQuantity)
    .positive(TREATMENT_MESSAGES.invalidQuantity)
    .max(100_000, TREATMENT_MESSAGES.invalidQuantity)
    .optional(),
});
export type TelemedStepQuery = z.infer<typeof telemedStepQuerySchema>;

/** The dosage and quantity chosen (med_id and quantity, else the defaults), priced for delivery. */
export const treatmentSelectionSchema = z.object({
  medId: z.number().int(),
  displayForm: z.string(),
  displayDosage: z.string(),
  quantity: z.number().int(),
  displayQuantity: z.string(),
  price: priceSchema,
});
export type TreatmentSelection = z.infer<typeof treatmentSelectionSchema>;

export const knownPatientSchema = z.object({
  state: z.string().nullable(),
  dob: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
});
export type KnownPatient = z.infer<typeof knownPatientSchema>;

export const purchaseOptionSchema = z.object({
  sourceType: treatmentSourceTypeSchema,
  title: z.string(),
  detail: z.string(),
  isSelected: z.boolean(),
  /** What makes up the price: the medication, the visit or the subscription's fees. */
  lines: z.array(z.object({ label: z.string(), amount: moneySchema })),
  /** "Total" or "Due today". */
  totalLabel: z.string(),
  total: moneySchema,
  /** Where the web app goes next: the cart, or the subscription cart with the choice. */
  nextPath: z.string(),
});
export type PurchaseOption = z.infer<typeof purchaseOptionSchema>;

const stepBase = z.object({
  index: z.number().int(),
  title: z.string(),
  totalSteps: z.number().int(),
  progressPercent: z.number().int(),
  previousStep: z.number().int().nullable(),
  nextStep: z.number().int().nullable(),
  condition: conditionSummarySchema,
  med: treatmentMedSummarySchema,
  selection: treatmentSelectionSchema,
});

export const treatmentStepSchema = z.discriminatedUnion('key', [
  stepBase.extend({
    key: z.literal('about'),
    drugClass: z.string(),
    conditionDescription: z.string(),
    visit: visitFactsSchema,
  }),
  stepBase.extend({
    key: z.literal('dosage'),
    maxQuantity: z.number().int(),
    forms: z.array(drugFormSchema),
  }),
  stepBase.extend({
    key: z.literal('eligibility'),
    requirements: conditionRequirementsSchema,
    known: knownPatientSchema,
  }),
  stepBase.extend({
    key: z.literal('purchase'),
    options: z.array(purchaseOptionSchema),
  }),
]);
export type TreatmentStep = z.infer<typeof treatmentStepSchema>;
export const telemedStepResponseSchema = resultOf(treatmentStepSchema);
export type TelemedStepResponse = z.infer<typeof telemedStepResponseSchema>;

export const conditionEligibilitySchema = z.object({
  condition: z.string(),
  name: z.string(),
  consultationType: z.string(),
  isEligible: z.boolean(),
  /** Why not, in plain words; empty when eligible. */
  reasons: z.array(z.string()),
});
export type ConditionEligibility = z.infer<typeof conditionEligibilitySchema>;

/** GET /api/v2/telemed/eligibility: the caller's eligibility per condition from what is known. */
export const telemedEligibilityResponseSchema = resultOf(
  z.object({
    known: knownPatientSchema,
    conditions: z.array(conditionEligibilitySchema),
  }),
);
export type TelemedEligibilityResponse = z.infer<typeof telemedEligibilityResponseSchema>;

/** POST /api/v2/telemed/eligibility: signed in, the state is kept as the telemed state. */
export const checkTelemedEligibilityRequestSchema = z
  .strictObject({
    condition: slugField.optional(),
    consultationType: z.enum(CONSULTATION_TYPES, 'Choose async or video').optional(),
    state: stateField,
    dob: dateOfBirthField.optional(),
    gender: z.enum(GENDERS, PROFILE_MESSAGES.invalidGender).optional(),
  })
  .refine((body) => body.condition !== undefined || body.consultationType !== undefined, {
    message: TREATMENT_MESSAGES.conditionOrTypeRequired,
    path: ['condition'],
  });
export type CheckTelemedEligibilityRequest = z.input<typeof checkTelemedEligibilityRequestSchema>;
export type TelemedEligibilityCheck = z.output<typeof checkTelemedEligibilityRequestSchema>;

export const telemedEligibilityCheckResponseSchema = resultOf(
  z.object({
    isEligible: z.boolean(),
    reasons: z.array(z.string()),
    state: z.string(),
    /** The conditions judged (the one asked for, or every one of the consultation type). */
    conditions: z.array(z.string()),
  }),
);
export type TelemedEligibilityCheckResponse = z.infer<typeof telemedEligibilityCheckResponseSchema>;

/** GET /api/v2/drugs/telemedicine_marketing: telemedicine drugs with "from" prices by condition. */
export const telemedicineMarketingResponseSchema = resultOf(
  z.array(
    z.object({
      condition: conditionSummarySchema,
      drugs: z.array(treatmentMedSummarySchema),
    }),
  ),
);
export type TelemedicineMarketingResponse = z.infer<typeof telemedicineMarketingResponseSchema>;
