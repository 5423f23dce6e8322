/**
 * Codes of cart failures the web app reacts to. Kept apart from the cart's schemas: the first
 * page load needs these codes, not the schema library.
 */
export const CART_ERROR_CODES = {
  fulfillmentConflict: 'cart_fulfillment_conflict',
  blocked: 'cart_blocked',
  priceUnavailable: 'price_unavailable',
  couponInvalid: 'coupon_invalid',
  couponNotApplicable: 'coupon_not_applicable',
  discountCardRequired: 'discount_card_required',
  cartFull: 'cart_full',
  /** The cart would cost more than one order may (ORDER_CEILING_CENTS). */
  orderCeiling: 'order_ceiling',
} as const;
