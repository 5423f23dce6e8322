import { z } from 'zod';
import {
  DELIVERY_ELIGIBLE_STATE_CODES,
  LIMITS,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_STATUSES,
} from '@fillwell/domain';
import { moneySchema } from './cart';
import { QUANTITY_MESSAGES } from './messages';
import { PROFILE_MESSAGES } from './profile';
import { resultOf } from './wire';
import { positiveInt32Field, positiveInt32TextField } from './wire-primitives';

/** Codes of the subscription calls' own failures (payment ones use ORDER_ERROR_CODES). */
export const SUBSCRIPTION_ERROR_CODES = {
  /** 409: a live subscription for the drug exists; error_details.path is where it is shown. */
  exists: 'subscription_exists',
  notOffered: 'not_subscription_eligible',
  /** The person's age, sex or state rules the visit out. */
  notEligible: 'subscription_not_eligible',
  fullAccountRequired: 'full_account_required',
} as const;

export const MED_ID_MESSAGE = 'Choose a medication';
export const MED_PRICE_ID_MESSAGE = 'Choose a price for this medication';

const idNumber = positiveInt32Field;
const queryIdNumber = positiveInt32TextField;
const quantityField = z
  .number({ error: QUANTITY_MESSAGES.invalid })
  .int(QUANTITY_MESSAGES.invalid)
  .min(1, QUANTITY_MESSAGES.invalid)
  .max(LIMITS.customQuantityMax, QUANTITY_MESSAGES.invalid);
const priceIdField = z.string({ error: MED_PRICE_ID_MESSAGE }).trim().min(1).max(40);
const stateField = z
  .string({ error: PROFILE_MESSAGES.invalidState })
  .max(2, PROFILE_MESSAGES.invalidState)
  .transform((value) => value.trim().toUpperCase())
  .refine((code) => DELIVERY_ELIGIBLE_STATE_CODES.includes(code), PROFILE_MESSAGES.invalidState);

/** Subscription cart med (core-shopping §3), with what the page shows of it. */
export const subscriptionCartMedSchema = z.object({
  medId: z.number().int(),
  medNameId: z.number().int(),
  medPriceId: z.string(),
  quantity: z.number().int(),
  name: z.string(),
  slug: z.string(),
  formattedDescription: z.string(),
});
export type SubscriptionCartMed = z.infer<typeof subscriptionCartMedSchema>;

/**
 * The subscription cart (core-shopping §3). Empty: `med` and the amounts are null. The monthly
 * fee is `subscriptionFee`; `totalPriceWithCoupons` is what the first month costs today (the
 * monthly fee and the one-time medical fee). Coupons do not apply to online visits: always null.
 */
export const subscriptionCartSchema = z.object({
  med: subscriptionCartMedSchema.nullable(),
  coupon: z.object({ description: z.string(), appliedAmount: moneySchema }).nullable(),
  totalPriceWithCoupons: moneySchema.nullable(),
  subscriptionFee: moneySchema.nullable(),
  /** The monthly fee in cents, as a subscription's cycleCostCents will be. */
  cycleCostCents: z.number().int().nullable(),
  medicalFee: moneySchema.nullable(),
  shipping: z.object({ label: z.string(), price: moneySchema }),
});
export type SubscriptionCart = z.infer<typeof subscriptionCartSchema>;

/** POST /api/v2/subscription/cart: the medication and quantity; the price comes from the server. */
export const setSubscriptionCartRequestSchema = z.strictObject({
  medId: idNumber(MED_ID_MESSAGE),
  quantity: quantityField,
  /** When sent, must be the medication's. */
  medNameId: idNumber(MED_ID_MESSAGE).optional(),
  /** When sent, must name this medication and quantity. */
  medPriceId: priceIdField.optional(),
});
export type SetSubscriptionCartRequest = z.infer<typeof setSubscriptionCartRequestSchema>;

/** GET /api/v2/subscription/eligibility?med_name_id&med_id */
export const subscriptionEligibilityQuerySchema = z.strictObject({
  medNameId: queryIdNumber(MED_ID_MESSAGE),
  medId: queryIdNumber(MED_ID_MESSAGE).optional(),
});
export type SubscriptionEligibilityQuery = z.infer<typeof subscriptionEligibilityQuerySchema>;

export const subscriptionEligibilitySchema = z.object({
  medNameId: z.number().int(),
  medId: z.number().int().nullable(),
  /** The drug is offered as a subscription at all (one of its conditions is a subscription one). */
  isOffered: z.boolean(),
  /** And the person (age, sex, state) can have its visit; false while the state is unknown. */
  isEligible: z.boolean(),
  /** The subscription condition judged, when the drug has one. */
  condition: z.string().nullable(),
  /** The state judged: the account's current state, else the session location's. */
  state: z.string().nullable(),
  /** Why not, in plain words; null when eligible. */
  reason: z.string().nullable(),
});
export type SubscriptionEligibility = z.infer<typeof subscriptionEligibilitySchema>;
export const subscriptionEligibilityResponseSchema = resultOf(subscriptionEligibilitySchema);
export type SubscriptionEligibilityResponse = z.infer<typeof subscriptionEligibilityResponseSchema>;

export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

/** Subscription (core-shopping §3) with its medication and state. Dates are YYYY-MM-DD. */
export const subscriptionSchema = z.object({
  id: z.string(),
  planName: z.string(),
  status: subscriptionStatusSchema,
  createdOn: z.string(),
  nextChargeOn: z.string(),
  /** The monthly cost in cents (shown in dollars). */
  cycleCostCents: z.number().int(),
  /** The same monthly fee as money. */
  subscriptionFee: moneySchema,
  medicalFee: moneySchema,
  currentCycle: z.number().int(),
  medId: z.number().int(),
  medNameId: z.number().int(),
  slug: z.string(),
  formattedDescription: z.string(),
  quantity: z.number().int(),
  /** Why the last monthly payment failed, while the subscription is past due. */
  lastPaymentFailure: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /api/v2/subscription: the signed-in person's subscriptions, newest first. */
export const subscriptionsResponseSchema = resultOf(z.array(subscriptionSchema));
export type SubscriptionsResponse = z.infer<typeof subscriptionsResponseSchema>;

export const SUBSCRIPTION_ACTION_KINDS = ['update_payment_method', 'complete_visit'] as const;

/** Something the subscriber must do, with where to do it. */
export const subscriptionActionItemSchema = z.object({
  kind: z.enum(SUBSCRIPTION_ACTION_KINDS),
  subscriptionId: z.string(),
  title: z.string(),
  detail: z.string(),
  link: z.string(),
});
export type SubscriptionActionItem = z.infer<typeof subscriptionActionItemSchema>;

/** GET /api/v2/subs_action_items */
export const subscriptionActionItemsResponseSchema = resultOf(
  z.array(subscriptionActionItemSchema),
);
export type SubscriptionActionItemsResponse = z.infer<typeof subscriptionActionItemsResponseSchema>;

/**
 * POST /api/v2/subscription/drug_purchase: buys the subscription and charges its first month (the
 * monthly fee and the medical fee). Prices never come from the client. A retry with the same
 * Idempotency-Key header answers the same subscription and order.
 */
export const drugPurchaseRequestSchema = z.strictObject({
  medId: idNumber(MED_ID_MESSAGE),
  medNameId: idNumber(MED_ID_MESSAGE),
  medPriceId: priceIdField,
  quantity: quantityField,
  /** The subscription consent (checkbox on review-order); must be true. */
  sanofiConsentGiven: z.boolean({ error: SUBSCRIPTION_MESSAGES.consentRequired }),
  telemedCurrentState: stateField,
  /** The saved card to charge now and every month; the default card when absent. */
  cardId: z.string().trim().min(1).max(64).optional(),
});
export type DrugPurchaseRequest = z.input<typeof drugPurchaseRequestSchema>;
export type DrugPurchase = z.output<typeof drugPurchaseRequestSchema>;

export const drugPurchaseResponseSchema = z.object({
  /** The first month's order: its confirmation page is /checkout/order-confirmation/{orderId}. */
  orderId: z.string(),
  subscription: subscriptionSchema,
});
export type DrugPurchaseResponse = z.infer<typeof drugPurchaseResponseSchema>;
