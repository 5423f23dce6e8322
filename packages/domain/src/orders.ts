export const ORDER_STATUSES = ['open', 'paid', 'cancelled'] as const;
export const FULFILLMENT_STATUSES = [
  'pending',
  'transferring',
  'dispensing',
  'shipping',
  'delivered',
  'active',
] as const;

/** An order in one of these statuses blocks the cart. */
export const CART_BLOCKING_ORDER_STATUSES = [
  'opened',
  'pbm_authorized',
  'card_authorized',
  'flagged',
  'fraud',
  'active',
  'ordered',
] as const;
