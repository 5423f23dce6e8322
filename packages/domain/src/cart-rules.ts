import { formatMoney } from './money';
import type { PriceCategory } from './pricing-categories';

/** How a cart's medications reach the person: picked up at a pharmacy or shipped by mail. */
export const FULFILLMENTS = ['pickup', 'delivery'] as const;
export type Fulfillment = (typeof FULFILLMENTS)[number];

export const CART_LIMITS = {
  /** Medications one cart may hold. */
  maxItems: 10,
  couponCodeMaxLength: 40,
} as const;

/**
 * The most one order may cost, in cents ($50,000): far above any person's prescriptions (a year
 * of the dearest specialty drugs sold here), far below what a card charge or an order can hold.
 */
export const ORDER_CEILING_CENTS = 5_000_000;

/** Whether any of an order's amounts (its subtotal, its total with visit fees) passes the ceiling. */
export function isOverOrderCeiling(amountsCents: readonly number[]): boolean {
  return amountsCents.some((cents) => cents > ORDER_CEILING_CENTS);
}

export const CART_MESSAGES = {
  couponRequired: 'Please enter a coupon code',
  couponInvalid: 'That coupon code is not valid',
  couponExpired: 'That coupon has expired',
  couponAlreadyUsed: 'You have already used this coupon.',
  couponFullyRedeemed: 'This coupon has been fully redeemed.',
  couponOnConsultation: 'Coupons cannot be applied to online doctor visits.',
  couponEmptyCart: 'Add a medication to your cart before applying a coupon',
  couponExcludedItems: 'Coupons cannot be used for these medications',
  couponNotCombinable:
    'Your welcome offer already saves you more on this order. Promotions cannot be combined.',
  priceUnavailable: 'This price is no longer available. Please choose the medication again.',
  medicationMismatch: 'The medication does not match the chosen price',
  itemNotFound: 'That item is not in your cart',
  cartFull: `Your cart can hold up to ${CART_LIMITS.maxItems} medications`,
  orderCeiling: `An order can cost at most ${formatMoney(ORDER_CEILING_CENTS)}. Please lower a quantity or remove a medication.`,
  discountCardRequired: 'The discount-card price needs a verified Fillwell discount card',
  fulfillmentConflict:
    'Your cart holds medications for a different kind of fulfillment. Replace them to continue.',
  pharmacyNotFound: 'Pharmacy not found',
  networkNotAccepted: 'This pharmacy does not fill at that price',
  categoryConflict: 'Items added at one pharmacy need one price type',
  autoRefillNotEligible: 'This medication is not eligible for auto-refill',
  cartBlocked:
    'Your last order is still being processed. You can change your cart once it is complete.',
  nothingToChange: 'Say what to change: a price, a quantity, auto-refill or delete',
} as const;

/** Shipping is free either way (core-shopping §9). */
export const SHIPPING_LABELS: Record<Fulfillment, string> = {
  delivery: 'USPS First Class',
  pickup: 'Local Pickup',
};

/** Delivery prices come from the mail-order network; the others are picked up at a counter. */
export function getFulfillment(category: PriceCategory): Fulfillment {
  return category === 'delivery' ? 'delivery' : 'pickup';
}

/**
 * Telemedicine conditions whose online doctor visits take no promotion (core-shopping §9):
 * ED, hair loss, birth control, cold sores, high cholesterol, acid reflux.
 */
export const PROMO_EXCLUDED_CONSULTATION_CONDITIONS = [
  'erectile-dysfunction',
  'hair-loss',
  'birth-control',
  'cold-sores',
  'cholesterol',
  'acid-reflux',
] as const;

/** Why a medication takes no promotion: opioids, ED drugs, hair-loss drugs; else null. */
export type PromotionalCategory = 'opioid' | 'ed' | 'hair_loss';

const PROMOTIONAL_CATEGORY_NAMES: Record<PromotionalCategory, string> = {
  opioid: 'opioid',
  ed: 'erectile dysfunction',
  hair_loss: 'hair-loss',
};

export type PromoExcludedCondition = (typeof PROMO_EXCLUDED_CONSULTATION_CONDITIONS)[number];

export function isPromoExcludedCondition(condition: string): condition is PromoExcludedCondition {
  return (PROMO_EXCLUDED_CONSULTATION_CONDITIONS as readonly string[]).includes(condition);
}

const EXCLUDED_CONDITION_NAMES: Record<PromoExcludedCondition, string> = {
  'erectile-dysfunction': 'erectile dysfunction',
  'hair-loss': 'hair loss',
  'birth-control': 'birth control',
  'cold-sores': 'cold sores',
  cholesterol: 'high cholesterol',
  'acid-reflux': 'acid reflux',
};

const LIST_FORMAT = new Intl.ListFormat('en-US', { type: 'conjunction' });

/** Why promotions leave out medications of these categories, e.g. hair-loss medications. */
export function describeExcludedMedications(categories: readonly PromotionalCategory[]): string {
  const names = [...new Set(categories)].map((category) => PROMOTIONAL_CATEGORY_NAMES[category]);
  return `Promotions and welcome offers do not apply to ${LIST_FORMAT.format(names)} medications.`;
}

/** Why a whole order takes no promotion: it has a doctor visit for an excluded condition. */
export function describeExcludedVisit(condition: PromoExcludedCondition): string {
  return `Promotions and welcome offers do not apply to orders with an online doctor visit for ${EXCLUDED_CONDITION_NAMES[condition]}.`;
}

/** "1 medication in your cart", "3 medications in your cart". */
export function formatCartTitle(itemCount: number): string {
  return `${itemCount} ${itemCount === 1 ? 'medication' : 'medications'} in your cart`;
}

/** A coupon code as typed, trimmed and upper-cased (codes are not case-sensitive). */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
