import { z } from 'zod';
import { ORDER_FULFILLMENT_STATUSES, ORDER_STATUSES } from '@fillwell/domain';
import { providerSchema } from './checkout';
import { fulfillmentSchema, moneySchema, rxSourceTypeSchema, transferSourceSchema } from './cart';
import { savedCardBrandSchema } from './payments';
import { consultationStatusSchema } from './telemed-care';
import { priceCategorySchema } from './pricing';
import { resultOf } from './wire';
import { positiveInt32Field } from './wire-primitives';

const US_STATE = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Please choose a state');

/**
 * POST /api/cart/purchase. Prices and totals never come from the client. A retry with the same
 * Idempotency-Key header (or of the same unchanged cart) answers the same order.
 */
export const purchaseRequestSchema = z.strictObject({
  reimbursementConsent: z.boolean().optional(),
  useWallet: z.boolean().optional(),
  telemedCurrentState: US_STATE.nullable().optional(),
  telemedTreatmentType: z.string().trim().max(40).nullable().optional(),
  /** The saved card to charge; the default card when absent. */
  cardId: z.string().trim().min(1).max(64).optional(),
});
export type PurchaseRequest = z.infer<typeof purchaseRequestSchema>;

/** The purchase result (core-shopping §3) with the order id the spec's call returns. */
export const purchaseResponseSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  /** What the person and support call the order: FW- and 8 characters. */
  orderNumber: z.string(),
  pharmacyId: z.string().nullable(),
  pharmacyNetworkId: z.number().int().nullable(),
  cartFlowId: z.string(),
});
export type PurchaseResponse = z.infer<typeof purchaseResponseSchema>;

/** Codes of purchase failures the web app reacts to. */
export const ORDER_ERROR_CODES = {
  tooManyOpioids: 'too_many_opioids',
  activePurchase: 'active_purchase',
  emptyCart: 'empty_cart',
  noCard: 'no_card',
  paymentFailed: 'payment_failed',
  consentRequired: 'consent_required',
  checkoutIncomplete: 'checkout_incomplete',
  notCancellable: 'not_cancellable',
  /** The order would cost more than the order ceiling. */
  orderCeiling: 'order_ceiling',
} as const;

/** error_details of too_many_opioids: the opioid items and what the modal says. */
export const opioidRestrictionDetailsSchema = z.object({
  medIds: z.array(z.number().int()),
  itemIds: z.array(z.string()),
  label: z.string(),
  text: z.string(),
});
export type OpioidRestrictionDetails = z.infer<typeof opioidRestrictionDetailsSchema>;

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const orderFulfillmentStatusSchema = z.enum(ORDER_FULFILLMENT_STATUSES);

export const orderItemSchema = z.object({
  id: z.string(),
  medId: z.number().int(),
  medNameId: z.number().int(),
  slug: z.string(),
  formattedName: z.string(),
  formattedDescription: z.string(),
  quantity: z.number().int(),
  priceCategory: priceCategorySchema,
  price: z.object({ basePrice: moneySchema, priceWithCoupons: moneySchema }),
  consultation: z.object({ price: moneySchema }).nullable(),
  rxSrcType: rxSourceTypeSchema.nullable(),
  transferSource: transferSourceSchema.nullable(),
  /** Names of where the prescription comes from, for the confirmation's messages. */
  rxSourceName: z.string().nullable(),
  /**
   * The person's own doctor sends the prescription to the pickup pharmacy (no transfer, no
   * online visit): the person is told where to have it sent and may say who the doctor is.
   */
  isSentByOwnDoctor: z.boolean(),
  /** The doctor the person said sends the prescription; null until they say. */
  prescriber: providerSchema
    .pick({ providerId: true, fullName: true, city: true, state: true })
    .nullable(),
  isRecurring: z.boolean(),
  isAutoRefillEligible: z.boolean(),
  status: z.enum(['active', 'cancelled']),
  /** A notice about the item (e.g. a transfer takes 1-3 business days); null when none. */
  alert: z
    .object({
      label: z.object({ text: z.string() }),
      modal: z.object({ header: z.string(), content: z.array(z.string()) }),
    })
    .nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderPharmacySchema = z.object({
  id: z.string(),
  name: z.string(),
  npi: z.string(),
  networkId: z.number().int(),
  brand: z.object({ shortName: z.string(), formattedName: z.string() }),
  address: z.object({
    street1: z.string(),
    street2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
  }),
  phone: z.string().nullable(),
});

export const orderShippingAddressSchema = z.object({
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  specialInstructions: z.string().nullable(),
});

/** The card the pharmacy reads at the counter for a pickup order. */
export const digitalCardSchema = z.object({
  memberId: z.string(),
  rxBin: z.string(),
  rxGroup: z.string(),
  rxPcn: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  pharmacyHelpNumber: z.string(),
  /** The order the card is shown with, for the pharmacist to quote when calling us. */
  orderNumber: z.string(),
});
export type DigitalCard = z.infer<typeof digitalCardSchema>;

export const cardPaymentSchema = z.object({
  id: z.string(),
  kind: z.enum(['charge', 'refund']),
  amount: moneySchema,
  createdOn: z.string(),
});

export const timelineStepSchema = z.object({
  label: z.string(),
  state: z.enum(['completed', 'in-progress', 'incomplete']),
});

export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  createdOn: z.string(),
  orderStatus: orderStatusSchema,
  fulfillmentStatus: orderFulfillmentStatusSchema,
  fulfillment: fulfillmentSchema,
  priceCategory: priceCategorySchema,
  items: z.array(orderItemSchema),
  subtotal: moneySchema,
  total: moneySchema,
  coupon: z.object({ description: z.string(), appliedAmount: moneySchema }).nullable(),
  walletCredit: z.object({ appliedAmount: moneySchema }).nullable(),
  consultationFee: moneySchema.nullable(),
  shipping: z.object({ label: z.string(), price: moneySchema }),
  pharmacy: orderPharmacySchema.nullable(),
  shippingAddress: orderShippingAddressSchema.nullable(),
  paymentMethod: z.object({ brand: savedCardBrandSchema, last4: z.string() }).nullable(),
  consultationId: z.string().nullable(),
  /**
   * How we tell the person their order is ready or on its way: by text when the account takes
   * texts, else by email; null when we have no way to reach them.
   */
  updateChannel: z.enum(['text', 'email']).nullable(),
  /** Where the order's online doctor visit is; null without one. */
  consultationStatus: consultationStatusSchema.nullable(),
  cardPaymentsRefunds: z.array(cardPaymentSchema),
  timeline: z.array(timelineStepSchema),
  /** Pickup orders only. */
  digitalCard: digitalCardSchema.nullable(),
  /** Delivery orders: about 7 days from the order, ISO date. */
  estimatedDeliveryDate: z.string().nullable(),
  /** Delivery orders: the id for GET v2/deliveries/{id}. */
  deliveryId: z.string().nullable(),
  isCancellable: z.boolean(),
  cancellationReason: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderParamsSchema = z.strictObject({ id: z.string().trim().min(1).max(64) });
export const orderResponseSchema = resultOf(orderSchema);
export type OrderResponse = z.infer<typeof orderResponseSchema>;
export const ordersResponseSchema = resultOf(z.array(orderSchema));
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

export const CANCELLATION_REASONS = [
  'Found a lower price',
  'No longer need this medication',
  'Ordered by mistake',
  'Takes too long',
  'Other',
] as const;

export const cancellationRequestSchema = z.strictObject({
  cancellationReason: z
    .string({ error: 'Please tell us why you are cancelling' })
    .trim()
    .min(1, 'Please tell us why you are cancelling')
    .max(500, 'Exceeded 500 character length limit'),
});
export type CancellationRequest = z.infer<typeof cancellationRequestSchema>;

/** PUT /api/account/medications/purchases/{id}/cancel */
export const purchaseCancelParamsSchema = orderParamsSchema;
/** POST /api/v2/orders/{orderId}/order_item/{itemId}/cancel */
export const orderItemCancelParamsSchema = z.strictObject({
  orderId: z.string().trim().min(1).max(64),
  itemId: z.string().trim().min(1).max(64),
});
/**
 * PUT /api/v2/orders/{orderId}/order_item/{itemId}/prescriber: the doctor who sends the item's
 * prescription to the pickup pharmacy (a provider from GET /api/v2/providers). Answers the order.
 */
export const orderItemPrescriberParamsSchema = orderItemCancelParamsSchema;
export const ORDER_PRESCRIBER_MESSAGES = {
  chooseDoctor: 'Please choose your doctor',
  doctorNotFound: 'We could not find this doctor. Please search again.',
  notOwnDoctor: 'This medication does not need your doctor to send a prescription.',
  itemNotFound: 'Order item not found',
} as const;
export const orderItemPrescriberRequestSchema = z.strictObject({
  providerId: positiveInt32Field(ORDER_PRESCRIBER_MESSAGES.chooseDoctor),
});
export type OrderItemPrescriberRequest = z.infer<typeof orderItemPrescriberRequestSchema>;
export const orderItemPrescriberResponseSchema = orderResponseSchema;

/** Cancellations answer the order as it now is. */
export const cancellationResponseSchema = orderResponseSchema;

/** GET /api/v2/deliveries/{id}: the delivery summary. */
export const deliveryParamsSchema = orderParamsSchema;
export const deliveryResponseSchema = resultOf(
  z.object({
    status: orderFulfillmentStatusSchema,
    shipping: z.object({ address: orderShippingAddressSchema.nullable() }),
    estimatedDeliveryDate: z.string().nullable(),
    items: z.array(
      z.object({
        itemId: z.string(),
        formattedName: z.string(),
        provider: z.string().nullable(),
        pharmacy: z.string().nullable(),
        rxSrcType: rxSourceTypeSchema.nullable(),
      }),
    ),
  }),
);
export type DeliveryResponse = z.infer<typeof deliveryResponseSchema>;

/** Dev and demo: POST /api/dev/orders/{id}/advance moves an order one fulfillment step. */
export const advanceOrderResponseSchema = orderResponseSchema;
