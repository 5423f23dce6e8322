import { z } from 'zod';
import { getNameError, isIsoDate, ORDER_FULFILLMENT_STATUSES } from '@fillwell/domain';
import { emailSchema, newPasswordSchema, AUTH_MESSAGES } from './account';
import { saveAddressRequestSchema } from './address';
import { moneySchema } from './cart';
import { savedCardBrandSchema } from './payments';
import { mobileNumberField, readDateOfBirth } from './profile';
import { positiveInt32Field, positiveInt32TextField } from './wire-primitives';
import { PHARMACY_PLUS_MESSAGES, PHARMACY_PLUS_LIMITS } from './pharmacy-plus-messages';

/*
 * Pharmacy Plus: the patients of a partner pharmacy (partner-and-shell §3 "Reverie state", §4, §5,
 * §7 and §8) and the partner pharmacy's own staff console. Paths are under /api.
 */

// ---------------------------------------------------------------------------------------------
// Codes and messages
// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// Shared fields
// ---------------------------------------------------------------------------------------------

const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Identifiers in paths and bodies: unguessable URL-safe strings. */
export const pharmacyPlusIdField = z
  .string()
  .trim()
  .min(1, 'Invalid id')
  .max(64, 'Invalid id')
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id');
/** An exit token as a link carries it: `<id>.<secret>`. */
export const exitTokenField = z
  .string({ error: PHARMACY_PLUS_MESSAGES.exitTokenUnknown })
  .trim()
  .min(1, PHARMACY_PLUS_MESSAGES.exitTokenUnknown)
  .max(200, PHARMACY_PLUS_MESSAGES.exitTokenUnknown)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, PHARMACY_PLUS_MESSAGES.exitTokenUnknown);
export const PATIENT_CODE_LENGTH = 6;
const verifyCodeField = z
  .string({ error: PHARMACY_PLUS_MESSAGES.codeInvalid })
  .trim()
  .regex(/^\d{6}$/, PHARMACY_PLUS_MESSAGES.codeInvalid);
const personNameField = z
  .string()
  .transform((value) => value.trim())
  .superRefine((value, context) => {
    const message = getNameError(value);
    if (message) context.addIssue({ code: 'custom', message });
  });
/** M/D/YYYY or YYYY-MM-DD in; the ISO date out. */
const dateOfBirthField = z.string().transform((value, context) => {
  const check = readDateOfBirth(value);
  if (check.isValid) return check.isoDate;
  context.addIssue({ code: 'custom', message: check.message });
  return z.NEVER;
});
/** A calendar date (YYYY-MM-DD) between 1900 and 2199. */
const isoDateField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => isIsoDate(value) && value >= '1900-01-01' && value <= '2199-12-31', message);
/** Free text without markup or control characters (line breaks allowed). */
const plainTextField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be ${max} characters or fewer`)
    .regex(/^(?:[^<>\p{Cc}]|\n)*$/u, 'Invalid character(s)');

// ---------------------------------------------------------------------------------------------
// Pharmacy, patient and prescriptions
// ---------------------------------------------------------------------------------------------

export const partnerAddressSchema = z.object({
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});
export type PartnerAddress = z.infer<typeof partnerAddressSchema>;

export const partnerPharmacySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Ten digits. */
  phone: z.string(),
  address: partnerAddressSchema,
});
export type PartnerPharmacy = z.infer<typeof partnerPharmacySchema>;

/** A Pharmacy Plus patient as the patient sees it. */
export const reveriePatientSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The account the patient signed up or signed in with; null until then. */
  fillwellAccountId: z.string().nullable(),
  /** "(•••) •••-1234" */
  maskedPhone: z.string(),
  /** Null when asked with ignore_pharmacy=true. */
  pharmacy: partnerPharmacySchema.nullable(),
  /** Where deliveries go: the address the pharmacy has on file. */
  address: partnerAddressSchema,
});
export type ReveriePatient = z.infer<typeof reveriePatientSchema>;

/** One quantity the prescription can be filled at, with its price (a 30- or 90-day supply…). */
export const reveriePriceSchema = z.object({
  id: z.string(),
  price: moneySchema,
  quantity: z.number().int(),
  daysSupply: z.number().int(),
  /** "90-day supply (90 tablets)" */
  label: z.string(),
});
export type ReveriePrice = z.infer<typeof reveriePriceSchema>;

export const AUTO_REFILL_CANCEL_REASON_CODES = [
  'enough_medication',
  'prescription_changed',
  'lower_price',
  'no_longer_taking',
  'order_myself',
  'other',
] as const;
export const autoRefillCancelReasonCodeSchema = z.enum(AUTO_REFILL_CANCEL_REASON_CODES);
export type AutoRefillCancelReasonCode = z.infer<typeof autoRefillCancelReasonCodeSchema>;
export const AUTO_REFILL_CANCEL_REASON_LABELS: Record<AutoRefillCancelReasonCode, string> = {
  enough_medication: 'I have enough medication for now',
  prescription_changed: 'My doctor changed my prescription',
  lower_price: 'I found a lower price',
  no_longer_taking: 'I no longer take this medication',
  order_myself: 'I prefer to order each refill myself',
  other: 'Other',
};

export const AUTO_REFILL_DELAY_REASON_CODES = [
  'enough_medication',
  'travelling',
  'cost',
  'other',
] as const;
export const autoRefillDelayReasonCodeSchema = z.enum(AUTO_REFILL_DELAY_REASON_CODES);
export type AutoRefillDelayReasonCode = z.infer<typeof autoRefillDelayReasonCodeSchema>;
export const AUTO_REFILL_DELAY_REASON_LABELS: Record<AutoRefillDelayReasonCode, string> = {
  enough_medication: 'I still have enough medication',
  travelling: 'I will be away',
  cost: 'I need to wait before paying',
  other: 'Other',
};

export const reverieRefillDetailsSchema = z.object({
  refillsRemaining: z.number().int(),
  lastFilledOn: isoDateSchema.nullable(),
  expiresOn: isoDateSchema.nullable(),
  isAutoRefillEligible: z.boolean(),
  enrolledInAutorefill: z.boolean(),
  /** The next automatic refill's date (ISO); null when not enrolled. */
  consumerRefillDate: isoDateSchema.nullable(),
  cancelReason: z
    .object({ code: autoRefillCancelReasonCodeSchema, fullReason: z.string().nullable() })
    .nullable(),
});
export type ReverieRefillDetails = z.infer<typeof reverieRefillDetailsSchema>;

export const reverieDrugDetailSchema = z.object({
  medNameId: z.number().int(),
  medId: z.number().int(),
  slug: z.string(),
  /** "Atorvastatin 20 mg tablet" */
  name: z.string(),
  /** "20 mg tablet" */
  description: z.string(),
});

export const reveriePrescriptionSchema = z.object({
  id: z.string(),
  rxNumber: z.string().nullable(),
  prescriberName: z.string().nullable(),
  drugDetail: reverieDrugDetailSchema,
  refillDetails: reverieRefillDetailsSchema,
  prices: z.array(reveriePriceSchema),
  /** Refills left and not expired: it can be added to an order. */
  isOrderable: z.boolean(),
});
export type ReveriePrescription = z.infer<typeof reveriePrescriptionSchema>;

export const patientParamsSchema = z.strictObject({ id: pharmacyPlusIdField });
export type PatientParams = z.infer<typeof patientParamsSchema>;

/** GET /api/reverie/api/v1/patients/{id}/ */
export const patientQuerySchema = z.strictObject({
  ignorePharmacy: z.enum(['true', 'false']).optional(),
});
export const patientResponseSchema = z.object({ patient: reveriePatientSchema });
export type PatientResponse = z.infer<typeof patientResponseSchema>;

/**
 * GET /api/reverie/api/v2/patients/prescriptions/?fillwell_account_id=… (the signed-in account;
 * another account's id is 404) and GET /api/reverie/api/v2/exit_token/prescriptions/{token}/ (a
 * link this browser verified). `patient` is null when the account has no Pharmacy Plus patient.
 */
export const patientPrescriptionsQuerySchema = z.strictObject({
  fillwellAccountId: z.string().trim().min(1).max(64).optional(),
});
export const exitTokenParamsSchema = z.strictObject({ token: exitTokenField });
export const patientPrescriptionsResponseSchema = z.object({
  patient: reveriePatientSchema.nullable(),
  prescriptions: z.array(reveriePrescriptionSchema),
});
export type PatientPrescriptionsResponse = z.infer<typeof patientPrescriptionsResponseSchema>;

/** POST /api/reverie/api/v1/patients/{id}/cancel_auto_refill/ */
export const cancelAutoRefillRequestSchema = z.strictObject({
  medNameId: positiveInt32Field(),
  reason: z.strictObject({
    code: autoRefillCancelReasonCodeSchema,
    /** Required with 'other'. */
    fullReason: plainTextField(500).nullable().optional(),
  }),
});
export type CancelAutoRefillRequest = z.input<typeof cancelAutoRefillRequestSchema>;

/** PUT /api/reverie/api/v1/patients/{id}/auto_refill/{medNameId}/date/ */
export const autoRefillDateParamsSchema = z.strictObject({
  id: pharmacyPlusIdField,
  medNameId: positiveInt32TextField(),
});
/** The new date is after today and at most 90 days ahead. */
export const delayAutoRefillRequestSchema = z.strictObject({
  expectedDate: isoDateField('Enter a valid date'),
  reason: z
    .strictObject({
      code: autoRefillDelayReasonCodeSchema,
      content: plainTextField(500).nullable().optional(),
    })
    .optional(),
});
export type DelayAutoRefillRequest = z.input<typeof delayAutoRefillRequestSchema>;

/** Cancel and delay answer the prescription as it now is. */
export const prescriptionResponseSchema = z.object({ prescription: reveriePrescriptionSchema });
export type PrescriptionResponse = z.infer<typeof prescriptionResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Verification, sign-up and exit tokens (§5)
// ---------------------------------------------------------------------------------------------

/**
 * POST /api/reverie/api/patient/verify/: finds the patient and texts a code; the answer's exit
 * token goes back with the code. Wrong details: 404; too many tries from one client: 429.
 */
export const verifyPatientDetailsRequestSchema = z.strictObject({
  lastName: personNameField,
  dob: dateOfBirthField,
  phoneNumber: mobileNumberField,
});
export type VerifyPatientDetailsRequest = z.input<typeof verifyPatientDetailsRequestSchema>;

export const verifyPatientDetailsResponseSchema = z.object({
  exitToken: z.string(),
  /** "(•••) •••-1234": where the code went. */
  sentTo: z.string(),
  /** ISO time the code stops working. */
  codeExpiresAt: z.string(),
});
export type VerifyPatientDetailsResponse = z.infer<typeof verifyPatientDetailsResponseSchema>;

/**
 * PUT /api/reverie/api/patient/verify/: the texted code for an exit token. Verifies this browser
 * for the patient (410 for an expired or used link; 400 wrong code; 429 after five wrong codes).
 */
export const verifyPatientCodeRequestSchema = z.strictObject({
  exitToken: exitTokenField,
  verifyCode: verifyCodeField,
});
export type VerifyPatientCodeRequest = z.input<typeof verifyPatientCodeRequestSchema>;

export const EXIT_TOKEN_STATUSES = ['pending', 'verified', 'mapped'] as const;
export const exitTokenStatusSchema = z.enum(EXIT_TOKEN_STATUSES);
export type ExitTokenStatus = z.infer<typeof exitTokenStatusSchema>;

/** GET /api/reverie/api/patient/verify/?exit_token=… — what a link is, before its code. */
export const exitTokenQuerySchema = z.strictObject({ exitToken: exitTokenField });
export const exitTokenStatusResponseSchema = z.object({
  status: exitTokenStatusSchema,
  firstName: z.string(),
  pharmacyName: z.string(),
  pharmacyPhone: z.string(),
  sentTo: z.string(),
  expiresAt: z.string(),
  /** This browser entered the link's code. */
  isVerifiedHere: z.boolean(),
  /** The patient already has an account: sign in rather than sign up. */
  hasAccount: z.boolean(),
});
export type ExitTokenStatusResponse = z.infer<typeof exitTokenStatusResponseSchema>;

/** PUT verify and PUT map_exit_token answer the patient and the link's state. */
export const verifiedPatientResponseSchema = z.object({
  status: exitTokenStatusSchema,
  patient: reveriePatientSchema,
  hasAccount: z.boolean(),
});
export type VerifiedPatientResponse = z.infer<typeof verifiedPatientResponseSchema>;

/** PUT /api/reverie/api/map_exit_token?onboarding_source=… — the link joins the signed-in account. */
export const mapExitTokenQuerySchema = z.strictObject({
  onboardingSource: z.string().trim().max(50).optional(),
});
export const mapExitTokenRequestSchema = z.strictObject({ exitToken: exitTokenField });
export type MapExitTokenRequest = z.input<typeof mapExitTokenRequestSchema>;

/**
 * POST /api/v2/reverie/api/user/account/signup — a Pharmacy Plus account (type 'reverie',
 * is_reverie_user true); a link this browser verified joins it. Answers GET /api/v2/user's body.
 */
export const reverieSignupRequestSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  skipEmail: z.boolean().optional(),
  acceptsAgreements: z.literal(true, { error: AUTH_MESSAGES.agreementsRequired }),
  rememberMe: z.boolean().optional(),
});
export type ReverieSignupRequest = z.input<typeof reverieSignupRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------------------------

export const REVERIE_FULFILLMENT_OPTION_IDS = [
  'pickup',
  'standard_shipping',
  'express_shipping',
] as const;
export const reverieFulfillmentOptionIdSchema = z.enum(REVERIE_FULFILLMENT_OPTION_IDS);
export type ReverieFulfillmentOptionId = z.infer<typeof reverieFulfillmentOptionIdSchema>;
export const reverieFulfillmentTypeSchema = z.enum(['pickup', 'delivery']);
export type ReverieFulfillmentType = z.infer<typeof reverieFulfillmentTypeSchema>;

export const reverieFulfillmentOptionSchema = z.object({
  id: reverieFulfillmentOptionIdSchema,
  displayName: z.string(),
  description: z.string(),
  fulfillmentType: reverieFulfillmentTypeSchema,
  price: moneySchema,
  /** Express shipping can ask for a signature on delivery. */
  isSignatureAvailable: z.boolean(),
});
export type ReverieFulfillmentOption = z.infer<typeof reverieFulfillmentOptionSchema>;

/** §3 order.fulfillmentSelection */
export const reverieFulfillmentSelectionSchema = z.object({
  id: reverieFulfillmentOptionIdSchema,
  price: moneySchema,
  displayName: z.string(),
  fulfillmentType: reverieFulfillmentTypeSchema,
  signatureOptedIn: z.boolean(),
});
export type ReverieFulfillmentSelection = z.infer<typeof reverieFulfillmentSelectionSchema>;

/** §3 "Order item", for a Pharmacy Plus order. */
export const reverieOrderItemSchema = z.object({
  id: z.string(),
  prescriptionId: z.string(),
  medId: z.number().int(),
  medNameId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  cartItemId: z.string().nullable(),
  isInCart: z.boolean(),
  isRecurring: z.boolean(),
  isAutoRefillEligible: z.boolean(),
  consultationPrice: moneySchema.nullable(),
  prices: z.array(reveriePriceSchema),
  selectedPriceId: z.string(),
  /** The selected price's amount. */
  price: moneySchema,
  quantity: z.number().int(),
  daysSupply: z.number().int(),
  /** cancelled after cancel_item. */
  status: z.enum(['active', 'cancelled']),
  detail: z.object({
    rxosPrescriptionId: z.string(),
    selectedAutoRefillOptedIn: z.boolean(),
  }),
});
export type ReverieOrderItem = z.infer<typeof reverieOrderItemSchema>;

/** open while being built; paid once submitted and charged; cancelled when every item is. */
export const REVERIE_ORDER_STATUSES = ['open', 'paid', 'cancelled'] as const;
export const reverieOrderStatusSchema = z.enum(REVERIE_ORDER_STATUSES);
export type ReverieOrderStatus = z.infer<typeof reverieOrderStatusSchema>;
export const reverieFulfillmentStatusSchema = z.enum(ORDER_FULFILLMENT_STATUSES);

export const reverieOrderSchema = z.object({
  id: z.string(),
  patientId: z.string(),
  orderType: z.literal('reverie'),
  /** "FW-…" once submitted. */
  orderNumber: z.string().nullable(),
  createdOn: z.string(),
  submittedOn: z.string().nullable(),
  orderStatus: reverieOrderStatusSchema,
  /** Where the pharmacy is with it (the fulfillment timeline); null while open. */
  fulfillmentStatus: reverieFulfillmentStatusSchema.nullable(),
  items: z.array(reverieOrderItemSchema),
  /** Active items' selected prices. */
  subtotal: moneySchema,
  fulfillmentPrice: moneySchema,
  total: moneySchema,
  fulfillmentSelection: reverieFulfillmentSelectionSchema.nullable(),
  specialInstructions: z.string().nullable(),
  paymentCard: z
    .object({ id: z.string(), brand: savedCardBrandSchema, last4: z.string() })
    .nullable(),
  pharmacy: partnerPharmacySchema,
  /** Where a delivery goes (the patient's address on file); null for pickup. */
  shippingAddress: partnerAddressSchema.nullable(),
});
export type ReverieOrder = z.infer<typeof reverieOrderSchema>;

export const reverieOrderResponseSchema = z.object({ order: reverieOrderSchema });
export type ReverieOrderResponse = z.infer<typeof reverieOrderResponseSchema>;

/** GET /api/reverie/api/v1/patients/{id}/past_orders/ — submitted orders, newest first. */
export const pastOrdersResponseSchema = z.object({ orders: z.array(reverieOrderSchema) });
export type PastOrdersResponse = z.infer<typeof pastOrdersResponseSchema>;

/** GET /api/reverie/api/v1/patients/{id}/open_order/?order_type=reverie — made when there is none. */
export const openOrderQuerySchema = z.strictObject({
  orderType: z.literal('reverie').optional(),
});

export const reverieOrderParamsSchema = z.strictObject({ id: pharmacyPlusIdField });
export type ReverieOrderParams = z.infer<typeof reverieOrderParamsSchema>;
export const reverieOrderItemParamsSchema = z.strictObject({
  id: pharmacyPlusIdField,
  itemId: pharmacyPlusIdField,
});
export type ReverieOrderItemParams = z.infer<typeof reverieOrderItemParamsSchema>;

/**
 * POST /api/reverie/api/v2/oms/orders/{id}/items/ — adds a prescription at its first price.
 * `key` makes a repeated add harmless: the same key answers the order unchanged. Adding a
 * prescription already in the order answers the order unchanged too.
 */
export const addOrderItemRequestSchema = z.strictObject({
  prescriptionId: pharmacyPlusIdField,
  key: z.string().trim().min(1).max(64).optional(),
});
export type AddOrderItemRequest = z.input<typeof addOrderItemRequestSchema>;

/** PUT …/items/{itemId}/select_price/ — one of the item's own prices, else 'Price must be present.' */
export const selectPriceRequestSchema = z.strictObject({
  selectedPriceId: z
    .string({ error: PHARMACY_PLUS_MESSAGES.priceMissing })
    .trim()
    .min(1, PHARMACY_PLUS_MESSAGES.priceMissing)
    .max(64, PHARMACY_PLUS_MESSAGES.priceMissing),
});
export type SelectPriceRequest = z.input<typeof selectPriceRequestSchema>;

/** GET …/orders/{id}/fulfillment_options/ */
export const fulfillmentOptionsResponseSchema = z.object({
  options: z.array(reverieFulfillmentOptionSchema),
  selected: reverieFulfillmentSelectionSchema.nullable(),
});
export type FulfillmentOptionsResponse = z.infer<typeof fulfillmentOptionsResponseSchema>;

/**
 * POST …/orders/{id}/fulfillment_options/ (201): `selectedFulfillmentOption` is the option's id;
 * `id`, when sent, is the order's id and must be the path's. A signature only with express.
 */
export const selectFulfillmentRequestSchema = z.strictObject({
  selectedFulfillmentOption: reverieFulfillmentOptionIdSchema,
  id: pharmacyPlusIdField.optional(),
  signatureOptedIn: z.boolean().optional(),
});
export type SelectFulfillmentRequest = z.input<typeof selectFulfillmentRequestSchema>;

/** PATCH /api/reverie/api/v2/oms/orders/{id}/ */
export const updateOrderRequestSchema = z.strictObject({
  specialInstructions: plainTextField(PHARMACY_PLUS_LIMITS.specialInstructionsMax).nullable(),
});
export type UpdateOrderRequest = z.input<typeof updateOrderRequestSchema>;

/** PUT …/items/{itemId}/auto_refill/ — refilled automatically once the order is submitted. */
export const itemAutoRefillRequestSchema = z.strictObject({ autoRefillOptedIn: z.boolean() });
export type ItemAutoRefillRequest = z.input<typeof itemAutoRefillRequestSchema>;

/**
 * POST …/orders/{id}/submit/?c_platform=web|mobile_web — charges one of the patient's saved cards.
 * 422 for an empty or already submitted order (a second submit never charges again), 404 for a
 * card that is not the patient's, 402 for a refused card (the order stays open).
 */
export const submitOrderQuerySchema = z.strictObject({
  cPlatform: z.enum(['web', 'mobile_web']).optional(),
});
export const submitOrderRequestSchema = z.strictObject({
  cardId: z
    .string({ error: PHARMACY_PLUS_MESSAGES.cardNotFound })
    .trim()
    .min(1, PHARMACY_PLUS_MESSAGES.cardNotFound)
    .max(64, PHARMACY_PLUS_MESSAGES.cardNotFound),
});
export type SubmitOrderRequest = z.input<typeof submitOrderRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Surveys and referrals
// ---------------------------------------------------------------------------------------------

export const SURVEY_QUESTION_KINDS = ['rating', 'choice', 'text'] as const;
export const surveyQuestionKindSchema = z.enum(SURVEY_QUESTION_KINDS);
export type SurveyQuestionKind = z.infer<typeof surveyQuestionKindSchema>;
/** A rating is a whole number from 1 to 5, sent as text ("4"). */
export const SURVEY_RATING_MAX = 5;

export const surveyQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  kind: surveyQuestionKindSchema,
  /** The choices of a 'choice' question; empty otherwise. */
  options: z.array(z.string()),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const surveyAnswerSchema = z.object({ questionId: z.string(), value: z.string() });
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

export const reverieSurveySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  publishedOn: z.string(),
  questions: z.array(surveyQuestionSchema),
  /** The patient's own answers so far. */
  responses: z.array(surveyAnswerSchema),
  isCompleted: z.boolean(),
});
export type ReverieSurvey = z.infer<typeof reverieSurveySchema>;

/** GET /api/reverie/api/v1/surveys/ — the signed-in patient's pharmacy's published surveys. */
export const surveysResponseSchema = z.object({ surveys: z.array(reverieSurveySchema) });
export type SurveysResponse = z.infer<typeof surveysResponseSchema>;

export const surveyQuestionParamsSchema = z.strictObject({
  id: z.string().trim().min(1).max(64),
  surveyId: pharmacyPlusIdField,
  qid: pharmacyPlusIdField,
});
export const surveyParamsSchema = z.strictObject({
  id: z.string().trim().min(1).max(64),
  surveyId: pharmacyPlusIdField,
});
const surveyValueField = z
  .string()
  .trim()
  .min(1, 'Please answer the question')
  .max(PHARMACY_PLUS_LIMITS.surveyAnswerMax);

/** PUT /api/reverie/api/v1/users/{id}/surveys/{surveyId}/questions/{qid}/responses/ ({id}: the account). */
export const surveyQuestionResponseRequestSchema = z.strictObject({ value: surveyValueField });
export type SurveyQuestionResponseRequest = z.input<typeof surveyQuestionResponseRequestSchema>;

/** PUT /api/reverie/api/v1/users/{id}/surveys/{surveyId}/responses/ — every answer; completes it. */
export const surveyResponsesRequestSchema = z.strictObject({
  responses: z
    .array(z.strictObject({ questionId: pharmacyPlusIdField, value: surveyValueField }))
    .min(1)
    .max(PHARMACY_PLUS_LIMITS.surveyQuestionsMax),
});
export type SurveyResponsesRequest = z.input<typeof surveyResponsesRequestSchema>;

export const surveyResponseSchema = z.object({ survey: reverieSurveySchema });
export type SurveyResponse = z.infer<typeof surveyResponseSchema>;

/**
 * POST /api/reverie/api/patient/organic_referrals/ — the patient (signed in, or this browser
 * verified the link) invites a friend by e-mail; `exitToken` is the patient's own link.
 */
export const createReferralRequestSchema = z.strictObject({
  /** The patient's own link; a signed-in patient may leave it out (they are known already). */
  exitToken: exitTokenField.optional(),
  email: emailSchema,
});
export type CreateReferralRequest = z.input<typeof createReferralRequestSchema>;
export const createReferralResponseSchema = z.object({
  referral: z.object({ id: z.string(), email: z.string(), createdOn: z.string() }),
});
export type CreateReferralResponse = z.infer<typeof createReferralResponseSchema>;

/** PUT /api/reverie/api/patient/organic_referrals/ — a friend opened the invitation's link. */
export const openReferralRequestSchema = z.strictObject({ exitToken: exitTokenField });
export type OpenReferralRequest = z.input<typeof openReferralRequestSchema>;
export const openReferralResponseSchema = z.object({
  pharmacy: partnerPharmacySchema,
  referrerFirstName: z.string(),
});
export type OpenReferralResponse = z.infer<typeof openReferralResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Chat
// ---------------------------------------------------------------------------------------------

/** GET /api/reverie/api/chat/identify/ — a short-lived chat token; ask again once `expires` passes. */
export const chatIdentifyResponseSchema = z.object({
  token: z.string(),
  /** ISO time. */
  expires: z.string(),
  conversationId: z.string(),
});
export type ChatIdentifyResponse = z.infer<typeof chatIdentifyResponseSchema>;

export const pharmacyChatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  author: z.enum(['patient', 'pharmacy']),
  /** The patient's first name, or the pharmacy's name. */
  authorName: z.string(),
  body: z.string(),
  createdOn: z.string(),
});
export type PharmacyChatMessage = z.infer<typeof pharmacyChatMessageSchema>;

/** GET /api/reverie/api/chat/messages/ — the patient's conversation, oldest first. */
export const chatMessagesResponseSchema = z.object({
  conversationId: z.string(),
  messages: z.array(pharmacyChatMessageSchema),
});
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponseSchema>;

export const sendPharmacyChatMessageRequestSchema = z.strictObject({
  body: plainTextField(PHARMACY_PLUS_LIMITS.chatMessageMax).min(1, 'Please write a message'),
});
export type SendPharmacyChatMessageRequest = z.input<typeof sendPharmacyChatMessageRequestSchema>;
/** POST /api/reverie/api/chat/messages/ and the staff's reply: the stored message. */
export const pharmacyChatMessageResponseSchema = z.object({ message: pharmacyChatMessageSchema });
export type PharmacyChatMessageResponse = z.infer<typeof pharmacyChatMessageResponseSchema>;

/**
 * GET /api/reverie/api/chat/events/?token=… — server-sent events (EventSource): an event
 * `message` per new message, its data a wire (snake_case) `pharmacyChatMessageSchema`; a comment
 * line every 20 s keeps it open. 401 `chat_token_invalid` once the token expired: identify again.
 */
export const chatEventsQuerySchema = z.strictObject({
  token: z.string().trim().min(1).max(200),
});

// ---------------------------------------------------------------------------------------------
// Partner console (/api/v2/partner/…), for staff of a partner pharmacy
// ---------------------------------------------------------------------------------------------

export const PARTNER_STAFF_ROLES = ['pharmacist', 'technician'] as const;

/** GET /api/v2/partner/me — 401 signed out, 403 for anyone who is not partner staff. */
export const partnerMeResponseSchema = z.object({
  staff: z.object({
    accountId: z.string(),
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    role: z.enum(PARTNER_STAFF_ROLES),
  }),
  pharmacy: partnerPharmacySchema,
});
export type PartnerMeResponse = z.infer<typeof partnerMeResponseSchema>;

/** GET /api/v2/partner/catalogue?q=… — medications to prescribe, by name. */
export const partnerCatalogueQuerySchema = z.strictObject({
  q: z.string().trim().min(2, 'Please enter at least 2 letters to search').max(100),
});
export const partnerCatalogueResponseSchema = z.object({
  drugs: z.array(
    z.object({
      medNameId: z.number().int(),
      name: z.string(),
      slug: z.string(),
      medications: z.array(
        z.object({
          medId: z.number().int(),
          /** "20 mg tablet" */
          description: z.string(),
          quantities: z.array(z.number().int()),
        }),
      ),
    }),
  ),
});
export type PartnerCatalogueResponse = z.infer<typeof partnerCatalogueResponseSchema>;

export const partnerAddressRequestSchema = saveAddressRequestSchema.pick({
  address1: true,
  address2: true,
  city: true,
  state: true,
  zipCode: true,
});

/** POST /api/v2/partner/patients (201) */
export const registerPatientRequestSchema = z.strictObject({
  firstName: personNameField,
  lastName: personNameField,
  dob: dateOfBirthField,
  mobileNumber: mobileNumberField,
  email: emailSchema.nullable().optional(),
  address: partnerAddressRequestSchema,
});
export type RegisterPatientRequest = z.input<typeof registerPatientRequestSchema>;

export const partnerPatientSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dob: isoDateSchema,
  /** Ten digits. */
  mobileNumber: z.string(),
  email: z.string().nullable(),
  address: partnerAddressSchema,
  /** The patient signed up or signed in. */
  hasAccount: z.boolean(),
  /** ISO time of the last link sent; null when none was. */
  linkSentOn: z.string().nullable(),
  createdOn: z.string(),
});
export type PartnerPatient = z.infer<typeof partnerPatientSchema>;

/** GET /api/v2/partner/patients?q=… — by name or phone; newest first, at most 100. */
export const partnerPatientsQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
});
export const partnerPatientsResponseSchema = z.object({
  patients: z.array(partnerPatientSchema),
});
export type PartnerPatientsResponse = z.infer<typeof partnerPatientsResponseSchema>;

export const partnerPatientParamsSchema = z.strictObject({ patientId: pharmacyPlusIdField });
/** GET /api/v2/partner/patients/{patientId} and POST …/patients (201). */
export const partnerPatientResponseSchema = z.object({
  patient: partnerPatientSchema,
  prescriptions: z.array(reveriePrescriptionSchema),
});
export type PartnerPatientResponse = z.infer<typeof partnerPatientResponseSchema>;

/**
 * POST /api/v2/partner/patients/{patientId}/prescriptions (201): a medication of the catalogue
 * and the quantities it is sold at; a quantity's price is the pharmacy's own (`priceCents`) or,
 * left out, worked out as the site's retail price for that quantity.
 */
export const registerPrescriptionRequestSchema = z.strictObject({
  medId: positiveInt32Field(PHARMACY_PLUS_MESSAGES.drugUnknown),
  rxNumber: plainTextField(30).nullable().optional(),
  prescriberName: plainTextField(100).nullable().optional(),
  refillsRemaining: z.number().int().min(0).max(PHARMACY_PLUS_LIMITS.refillsMax),
  lastFilledOn: isoDateField('Enter a valid date').nullable().optional(),
  expiresOn: isoDateField('Enter a valid date').nullable().optional(),
  isAutoRefillEligible: z.boolean(),
  enrolledInAutorefill: z.boolean().optional(),
  quantityOptions: z
    .array(
      z.strictObject({
        quantity: z.number().int().min(1).max(1000),
        daysSupply: z.number().int().min(1).max(365),
        priceCents: z.number().int().min(0).max(5_000_000).optional(),
      }),
    )
    .min(1, PHARMACY_PLUS_MESSAGES.pricesMissing)
    .max(PHARMACY_PLUS_LIMITS.quantityOptionsMax),
});
export type RegisterPrescriptionRequest = z.input<typeof registerPrescriptionRequestSchema>;

/** POST /api/v2/partner/patients/{patientId}/link — a new exit token and code, texted. */
export const sendPatientLinkResponseSchema = z.object({
  sentTo: z.string(),
  expiresAt: z.string(),
});
export type SendPatientLinkResponse = z.infer<typeof sendPatientLinkResponseSchema>;

export const partnerOrderSchema = reverieOrderSchema.extend({
  patient: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
});
export type PartnerOrder = z.infer<typeof partnerOrderSchema>;

/** GET /api/v2/partner/orders?status=open|submitted — submitted: paid and cancelled, newest first. */
export const partnerOrdersQuerySchema = z.strictObject({
  status: z.enum(['open', 'submitted']).optional(),
});
export const partnerOrdersResponseSchema = z.object({ orders: z.array(partnerOrderSchema) });
export type PartnerOrdersResponse = z.infer<typeof partnerOrdersResponseSchema>;

export const partnerOrderParamsSchema = z.strictObject({ orderId: pharmacyPlusIdField });
export const partnerOrderResponseSchema = z.object({ order: partnerOrderSchema });
export type PartnerOrderResponse = z.infer<typeof partnerOrderResponseSchema>;

/**
 * POST /api/v2/partner/orders/{orderId}/fulfillment — the next step of the timeline only:
 * pending → transferring or dispensing; dispensing → shipping (delivery) or ready_for_pickup
 * (pickup); shipping → delivered; ready_for_pickup → picked_up. 409 otherwise.
 */
export const advanceFulfillmentRequestSchema = z.strictObject({
  status: reverieFulfillmentStatusSchema.exclude(['pending', 'cancelled']),
});
export type AdvanceFulfillmentRequest = z.input<typeof advanceFulfillmentRequestSchema>;

export const partnerConversationSchema = z.object({
  id: z.string(),
  patient: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  lastMessage: pharmacyChatMessageSchema.nullable(),
  /** Patient messages after the pharmacy's last reply. */
  unreadCount: z.number().int(),
  updatedOn: z.string(),
});
export type PartnerConversation = z.infer<typeof partnerConversationSchema>;

/** GET /api/v2/partner/chats — conversations, latest activity first. */
export const partnerChatsResponseSchema = z.object({
  conversations: z.array(partnerConversationSchema),
});
export type PartnerChatsResponse = z.infer<typeof partnerChatsResponseSchema>;

export const partnerConversationParamsSchema = z.strictObject({
  conversationId: pharmacyPlusIdField,
});
/** GET /api/v2/partner/chats/{conversationId}/messages */
export const partnerChatMessagesResponseSchema = z.object({
  conversation: partnerConversationSchema,
  messages: z.array(pharmacyChatMessageSchema),
});
export type PartnerChatMessagesResponse = z.infer<typeof partnerChatMessagesResponseSchema>;
/**
 * POST /api/v2/partner/chats/{conversationId}/messages answers pharmacyChatMessageResponseSchema.
 * GET /api/v2/partner/chats/events — server-sent events for every conversation of the pharmacy
 * (event `message`, data a wire pharmacyChatMessageSchema plus `patient_id`).
 */
export const partnerChatEventSchema = pharmacyChatMessageSchema.extend({ patientId: z.string() });
export type PartnerChatEvent = z.infer<typeof partnerChatEventSchema>;

/** POST /api/v2/partner/surveys (201) — published at once to the pharmacy's patients. */
export const publishSurveyRequestSchema = z.strictObject({
  title: plainTextField(120).min(1, 'Please give the survey a title'),
  description: plainTextField(500).nullable().optional(),
  questions: z
    .array(
      z.strictObject({
        text: plainTextField(300).min(1, 'Please write the question'),
        kind: surveyQuestionKindSchema,
        /** Two to ten choices for 'choice'; left out otherwise. */
        options: z.array(plainTextField(100).min(1)).max(10).optional(),
      }),
    )
    .min(1)
    .max(PHARMACY_PLUS_LIMITS.surveyQuestionsMax),
});
export type PublishSurveyRequest = z.input<typeof publishSurveyRequestSchema>;

export const partnerSurveySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  publishedOn: z.string(),
  questions: z.array(surveyQuestionSchema),
  /** Patients who completed it. */
  responseCount: z.number().int(),
});
export type PartnerSurvey = z.infer<typeof partnerSurveySchema>;

/** GET /api/v2/partner/surveys — newest first. */
export const partnerSurveysResponseSchema = z.object({ surveys: z.array(partnerSurveySchema) });
export type PartnerSurveysResponse = z.infer<typeof partnerSurveysResponseSchema>;
export const partnerSurveyResponseSchema = z.object({ survey: partnerSurveySchema });
export type PartnerSurveyResponse = z.infer<typeof partnerSurveyResponseSchema>;

export const partnerSurveyParamsSchema = z.strictObject({ surveyId: pharmacyPlusIdField });
/** GET /api/v2/partner/surveys/{surveyId}/responses — each patient's answers. */
export const partnerSurveyAnswersResponseSchema = z.object({
  survey: partnerSurveySchema,
  answers: z.array(
    z.object({
      patient: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
      completedOn: z.string().nullable(),
      responses: z.array(surveyAnswerSchema),
    }),
  ),
});
export type PartnerSurveyAnswersResponse = z.infer<typeof partnerSurveyAnswersResponseSchema>;
