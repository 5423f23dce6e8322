import { z } from 'zod';
import { CART_LIMITS, CART_MESSAGES, FULFILLMENTS, LIMITS } from '@fillwell/domain';
import { QUANTITY_MESSAGES } from './messages';
import { pharmacySchema } from './pharmacy';
import { priceCategorySchema } from './pricing';
import { resultOf } from './wire';
import { positiveInt32Field } from './wire-primitives';

/** Money as integer cents with its display value (`$` with two decimals; zero shows `Free`). */
export const moneySchema = z.object({
  amountCents: z.number().int(),
  displayValue: z.string(),
});
export type Money = z.infer<typeof moneySchema>;

export const fulfillmentSchema = z.enum(FULFILLMENTS);
export const rxSourceTypeSchema = z.enum(['consultation', 'user']);
/**
 * Where a delivery item's prescription comes from (core-shopping §3, transfer source choice):
 * another pharmacy, a prescriber, the person (their doctor sends it), or already at Fillwell's
 * pharmacy (bhp).
 */
export const TRANSFER_SOURCES = ['pharmacy', 'provider', 'user', 'bhp'] as const;
export const transferSourceSchema = z.enum(TRANSFER_SOURCES);
export type TransferSource = z.infer<typeof transferSourceSchema>;
export const promotionalCategorySchema = z.enum(['opioid', 'ed', 'hair_loss']);

export const cartItemPriceSchema = z.object({
  /** What the pharmacy charges for the medication. */
  basePrice: moneySchema,
  /** After the welcome offers or the coupon share that falls on this item. */
  priceWithCoupons: moneySchema,
  priceCategory: priceCategorySchema,
  /** The online doctor visit's fee when the item is bought with one; else null. */
  consultationPrice: moneySchema.nullable(),
  displayValue: z.string(),
});

export const cartItemSchema = z.object({
  id: z.string(),
  medId: z.number().int(),
  medNameId: z.number().int(),
  priceId: z.string(),
  name: z.string(),
  /** e.g. "Atorvastatin" */
  formattedName: z.string(),
  /** e.g. "20 mg tablet, 30 tablets" */
  formattedDescription: z.string(),
  slug: z.string(),
  quantity: z.number().int(),
  price: cartItemPriceSchema,
  priceCategory: priceCategorySchema,
  fulfillment: fulfillmentSchema,
  isTelemedEligible: z.boolean(),
  isAutoRefillEligible: z.boolean(),
  isRecurring: z.boolean(),
  rxSrcType: rxSourceTypeSchema.nullable(),
  transferSource: transferSourceSchema.nullable(),
  rxSrcPharmacyId: z.string().nullable(),
  rxSrcProviderId: z.number().int().nullable(),
  /** The chosen source's name (pharmacy or prescriber) for display; else null. */
  rxSourceName: z.string().nullable(),
  /** Why the item takes no promotion (opioid, ED or hair-loss drug); else null. */
  promotionalCategory: promotionalCategorySchema.nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartCouponSchema = z.object({
  /** The code the user applied; null for the welcome offers, which apply by themselves. */
  code: z.string().nullable(),
  description: z.string(),
  appliedAmount: moneySchema,
});
export type CartCoupon = z.infer<typeof cartCouponSchema>;

export const cartPharmacySchema = pharmacySchema
  .pick({ name: true, npi: true, brand: true })
  .extend({
    id: z.string(),
    address: pharmacySchema.shape.location.shape.address,
  });

/** GET /api/v2/cart and every cart change. Totals are computed by the server. */
export const cartSchema = z.object({
  id: z.string().nullable(),
  items: z.array(cartItemSchema),
  /** Sum of the items' prices. */
  subtotal: moneySchema,
  /** Subtotal, less promotions, plus doctor-visit fees; shipping is free. */
  total: moneySchema,
  /** The promotion in force: a coupon, or the welcome offers of a first order. */
  coupon: cartCouponSchema.nullable(),
  /** Why a promotion the person might expect is not applied to (part of) this cart. */
  promotionNote: z.string().nullable(),
  hasCoupons: z.boolean(),
  /** Signed-in users: the wallet credit a purchase with useWallet would spend. */
  walletCredit: z.object({ availableBalance: moneySchema, appliedAmount: moneySchema }).nullable(),
  fulfillment: fulfillmentSchema.nullable(),
  shipping: z.object({ label: z.string(), price: moneySchema }).nullable(),
  pharmacy: cartPharmacySchema.nullable(),
  pharmacyBrand: z.string().nullable(),
  cartPharmacyNetworkId: z.number().int().nullable(),
  reimbursementConsentRequired: z.boolean(),
  reimbursementConsentMessage: z.string().nullable(),
  /** True while an order in a cart-blocking status is open: the cart cannot change. */
  isBlocked: z.boolean(),
  /** medIds of items whose prescription question is settled in checkout (kept with the cart). */
  confirmedPrescriptions: z.array(z.number().int()),
  /** medNameIds of confirmed items bought with an online doctor visit. */
  isBuyingConsultations: z.array(z.number().int()),
  /** ISO time of the last change; null for a cart never written. */
  updatedOn: z.string().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

const priceIdField = z.string().trim().min(1, CART_MESSAGES.priceUnavailable).max(40);
const quantityField = z
  .number({ error: QUANTITY_MESSAGES.invalid })
  .int(QUANTITY_MESSAGES.invalid)
  .min(1, QUANTITY_MESSAGES.invalid)
  .max(LIMITS.customQuantityMax, QUANTITY_MESSAGES.invalid);
const idField = z.string().trim().min(1).max(64);
const pharmacyIdField = z.string().trim().min(1, CART_MESSAGES.pharmacyNotFound).max(40);
const networkIdField = z.number().int().min(1).max(99);

/** Prices are never taken from the client: a field such as `price` is refused as unknown. */
export const addCartItemsRequestSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        priceId: priceIdField,
        medId: positiveInt32Field().optional(),
        quantity: quantityField.optional(),
      }),
    )
    .min(1)
    .max(CART_LIMITS.maxItems),
  clearCoupons: z.boolean().optional(),
  pharmacyId: pharmacyIdField.optional(),
  pharmacyBrand: z.string().trim().min(1).max(40).optional(),
  /** Replaces items of the other fulfillment instead of answering 409. */
  force: z.boolean().optional(),
  /** Empties the cart first. */
  clear: z.boolean().optional(),
});
export type AddCartItemsRequest = z.infer<typeof addCartItemsRequestSchema>;

export const cartItemChangeSchema = z
  .strictObject({
    itemId: idField,
    priceId: priceIdField.optional(),
    quantity: quantityField.optional(),
    isRecurring: z.boolean().optional(),
    delete: z.boolean().optional(),
  })
  .refine(
    (change) =>
      change.delete === true ||
      change.priceId !== undefined ||
      change.quantity !== undefined ||
      change.isRecurring !== undefined,
    { message: CART_MESSAGES.nothingToChange },
  );
export type CartItemChange = z.infer<typeof cartItemChangeSchema>;

export const updateCartItemsRequestSchema = z.strictObject({
  items: z.array(cartItemChangeSchema).min(1).max(CART_LIMITS.maxItems),
  force: z.boolean().optional(),
});
export type UpdateCartItemsRequest = z.infer<typeof updateCartItemsRequestSchema>;

export const cartItemParamsSchema = z.strictObject({ id: idField });

export const setCartPharmacyRequestSchema = z.strictObject({
  pharmacyId: pharmacyIdField,
  /** The network to fill at; by default the pharmacy's cheapest one for this cart. */
  pharmacyNetworkId: networkIdField.optional(),
  force: z.boolean().optional(),
});
export type SetCartPharmacyRequest = z.infer<typeof setCartPharmacyRequestSchema>;

export const setCartPharmacyBrandRequestSchema = z.strictObject({
  /** A chain short name, e.g. `cvs`. */
  pharmacyBrand: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9-]+$/i, CART_MESSAGES.pharmacyNotFound),
  pharmacyNetworkId: networkIdField.optional(),
  force: z.boolean().optional(),
});
export type SetCartPharmacyBrandRequest = z.infer<typeof setCartPharmacyBrandRequestSchema>;

export const cartComparisonRequestSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        priceId: priceIdField,
        quantity: quantityField.optional(),
        /** The medication (medId); must match the price's. */
        dosageId: positiveInt32Field().optional(),
      }),
    )
    .min(1)
    .max(CART_LIMITS.maxItems),
  /** Where to look; by default the visitor's location. */
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Please enter a valid zip code')
    .optional(),
});
export type CartComparisonRequest = z.infer<typeof cartComparisonRequestSchema>;

export const cartComparisonOptionSchema = z.object({
  fulfillment: fulfillmentSchema,
  pharmacy: pharmacySchema,
  items: z.array(
    z.object({
      priceId: z.string(),
      medId: z.number().int(),
      quantity: z.number().int(),
      priceCategory: priceCategorySchema,
      price: moneySchema,
    }),
  ),
  total: moneySchema,
});
export type CartComparisonOption = z.infer<typeof cartComparisonOptionSchema>;

export const cartComparisonResponseSchema = resultOf(z.array(cartComparisonOptionSchema));
export type CartComparisonResponse = z.infer<typeof cartComparisonResponseSchema>;

export const applyCouponRequestSchema = z.strictObject({
  code: z
    .string({ error: CART_MESSAGES.couponRequired })
    .trim()
    .min(1, CART_MESSAGES.couponRequired)
    .max(CART_LIMITS.couponCodeMaxLength, CART_MESSAGES.couponInvalid)
    .regex(/^[A-Za-z0-9_-]+$/, CART_MESSAGES.couponInvalid),
});
export type ApplyCouponRequest = z.infer<typeof applyCouponRequestSchema>;

/** POST /api/coupons: the coupon (name, firstName, discount) and the cart it now prices. */
export const applyCouponResponseSchema = z.object({
  name: z.string(),
  /** The referring friend's first name for referral coupons; else null. */
  firstName: z.string().nullable(),
  discount: moneySchema,
  cart: cartSchema,
});
export type ApplyCouponResponse = z.infer<typeof applyCouponResponseSchema>;
