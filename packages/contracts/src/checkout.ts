import { z } from 'zod';
import { CART_LIMITS } from '@fillwell/domain';
import { cartSchema, moneySchema, rxSourceTypeSchema, transferSourceSchema } from './cart';
import { pharmacySchema } from './pharmacy';
import { checkTelemedEligibilityRequestSchema } from './telemed-catalog';
import { resultOf } from './wire';
import { positiveInt32Field } from './wire-primitives';

const itemIdField = z.string().trim().min(1).max(64);

/**
 * One item's prescription source. verify-rx sends rxSrcType (consultation for a doctor's visit,
 * null when the person has a prescription); transfer-rx sends transferSource with its data:
 * a pharmacy location id for pharmacy, a provider id for provider.
 */
export const prescriptionSourceSchema = z.strictObject({
  itemId: itemIdField,
  rxSrcType: rxSourceTypeSchema.nullable().optional(),
  transferSource: transferSourceSchema.nullable().optional(),
  rxSrcPharmacyId: z.string().trim().min(1).max(40).nullable().optional(),
  rxSrcProviderId: positiveInt32Field().nullable().optional(),
});
export type PrescriptionSource = z.infer<typeof prescriptionSourceSchema>;

/** PATCH /api/v2/cart/prescriptions: answers the cart. */
export const updatePrescriptionSourcesRequestSchema = z.strictObject({
  items: z.array(prescriptionSourceSchema).min(1).max(10),
});
export type UpdatePrescriptionSourcesRequest = z.infer<
  typeof updatePrescriptionSourcesRequestSchema
>;
export const updatePrescriptionSourcesResponseSchema = cartSchema;

const eligibilityFields = checkTelemedEligibilityRequestSchema.shape;

/** An online visit's eligibility answers, as the treatment flow asked them. */
export const visitPatientSchema = z.strictObject({
  state: eligibilityFields.state,
  dob: eligibilityFields.dob,
  gender: eligibilityFields.gender,
});
export type VisitPatient = z.output<typeof visitPatientSchema>;

const answeredIdsField = z.array(positiveInt32Field()).max(CART_LIMITS.maxItems);

/**
 * PUT /api/v2/cart/checkout_answers: the prescription answers kept with the cart, replacing the
 * ones kept (the cart's confirmedPrescriptions and isBuyingConsultations); answers the cart.
 */
export const checkoutAnswersRequestSchema = z.strictObject({
  /** medIds of cart items whose prescription question is settled. */
  confirmedPrescriptions: answeredIdsField,
  /** medNameIds of confirmed items bought with an online doctor visit (at most one). */
  isBuyingConsultations: answeredIdsField,
  /**
   * The visit's eligibility answers: an account's date of birth, sex and telemed state become
   * them; a visitor's are kept with the cart until an account takes it.
   */
  visitPatient: visitPatientSchema.optional(),
});
export type CheckoutAnswersRequest = z.input<typeof checkoutAnswersRequestSchema>;
export type CheckoutAnswers = z.output<typeof checkoutAnswersRequestSchema>;

/** A two-letter state code, as typed or chosen (e.g. "mo" reads as "MO"). */
const stateCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Please choose a state')
  .optional();

/**
 * GET /api/v2/providers?search= (more than 2 characters; five digits search by ZIP). zip_code
 * and state say where the patient is: among equally good name matches, prescribers in their
 * state come first, the nearest first.
 */
export const providerSearchQuerySchema = z.strictObject({
  search: z.string().trim().min(3, 'Please enter at least 3 characters to search').max(50),
  limit: z.coerce.number().int().min(1).max(50).optional(),
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Please enter a 5-digit ZIP code')
    .optional(),
  state: stateCodeField,
});
export type ProviderSearchQuery = z.infer<typeof providerSearchQuerySchema>;

export const providerSchema = z.object({
  providerId: z.number().int(),
  fullName: z.string(),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string(),
  specialty: z.string(),
});
export type Provider = z.infer<typeof providerSchema>;
export const providerSearchResponseSchema = resultOf(z.array(providerSchema));
export type ProviderSearchResponse = z.infer<typeof providerSearchResponseSchema>;

/** GET /api/pharmacies/transfer/eligibility?use_claims&use_purchases */
export const transferEligibilityQuerySchema = z.strictObject({
  useClaims: z.stringbool().optional(),
  usePurchases: z.stringbool().optional(),
});
export const transferEligibilityResponseSchema = resultOf(
  z.object({
    isEligible: z.boolean(),
    /** Pharmacies the person's earlier orders were filled at, newest first. */
    previousPharmacies: z.array(pharmacySchema),
  }),
);
export type TransferEligibilityResponse = z.infer<typeof transferEligibilityResponseSchema>;

const npiField = z
  .string()
  .trim()
  .regex(/^\d{10}$/, 'Invalid NPI');

/** POST /api/pharmacies/transfer/initiate */
export const initiateTransferRequestSchema = z.strictObject({
  pharmacyNpi: npiField,
  previousPharmacyNpi: npiField,
  /** Where the request started; the web app sends pwa. */
  source: z.string().trim().min(1).max(20),
  useClaims: z.boolean().optional(),
  usePurchases: z.boolean().optional(),
});
export type InitiateTransferRequest = z.infer<typeof initiateTransferRequestSchema>;
export const initiateTransferResponseSchema = resultOf(
  z.object({ transferId: z.string(), status: z.enum(['requested', 'completed', 'failed']) }),
);
export type InitiateTransferResponse = z.infer<typeof initiateTransferResponseSchema>;

/** GET /api/v2/telemed/substitute/{id}: the cart item's formulations an online visit can prescribe. */
export const telemedSubstituteParamsSchema = z.strictObject({ id: itemIdField });
export const eligibleFormulationSchema = z.object({
  medId: z.number().int(),
  medNameId: z.number().int(),
  priceId: z.string(),
  quantity: z.number().int(),
  formattedName: z.string(),
  formattedDescription: z.string(),
  priceDisplayValue: z.string(),
  price: moneySchema,
  defaultFormulation: z.boolean(),
});
export type EligibleFormulation = z.infer<typeof eligibleFormulationSchema>;
/**
 * Empty when the item's own formulation can be prescribed as it is; otherwise the ones that can
 * (the person picks one before continuing).
 */
export const telemedSubstituteResponseSchema = resultOf(z.array(eligibleFormulationSchema));
export type TelemedSubstituteResponse = z.infer<typeof telemedSubstituteResponseSchema>;

/** GET /api/v2/telemed/eligibility/cart/{id}?state: can this cart's visit be had in the state. */
export const telemedCartEligibilityParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });
export const telemedCartEligibilityQuerySchema = z.strictObject({
  state: stateCodeField,
});
export const telemedCartEligibilityResponseSchema = resultOf(
  z.object({
    /** The state judged: the one asked for, else the person's telemed or location state. */
    state: z.string().nullable(),
    isEligible: z.boolean(),
    items: z.array(
      z.object({
        itemId: z.string(),
        condition: z.string().nullable(),
        isEligible: z.boolean(),
        /** Why not, in the person's words; null when eligible. */
        reason: z.string().nullable(),
      }),
    ),
  }),
);
export type TelemedCartEligibilityResponse = z.infer<typeof telemedCartEligibilityResponseSchema>;

/** GET /api/v2/telemed/eligibility/requirements */
export const telemedRequirementSchema = z.object({
  consultationType: z.string(),
  condition: z.string(),
  minAge: z.number().int(),
  /** 99 means "and over". */
  maxAge: z.number().int(),
  eligibleStates: z.array(z.string()),
  maleEligible: z.boolean(),
  femaleEligible: z.boolean(),
});
export const telemedRequirementsResponseSchema = resultOf(z.array(telemedRequirementSchema));
export type TelemedRequirementsResponse = z.infer<typeof telemedRequirementsResponseSchema>;

/** Codes of checkout failures the web app reacts to. */
export const CHECKOUT_ERROR_CODES = {
  /** More than one item bought with a doctor's visit: the 'Remove a doctor's visit' modal. */
  tooManyTelemed: 'too_many_telemed',
  notTelemedEligible: 'not_telemed_eligible',
  transferNotEligible: 'transfer_not_eligible',
} as const;
