/** Where the checkouts live (kept apart from the step rules: the first page load needs only these). */
export const CHECKOUT_BASE_PATH = '/checkout';
export const REVIEW_ORDER_PATH = '/checkout/review-order';
export const SUBSCRIPTION_CHECKOUT_BASE_PATH = '/checkout/subscriptions';
export const SUBSCRIPTION_REVIEW_PATH = `${SUBSCRIPTION_CHECKOUT_BASE_PATH}/review-order`;
export const SUBSCRIPTION_CART_PATH = '/subs/cart';
