/**
 * What the cart needs to know about a customer's orders. The orders module implements it and
 * passes it to cartRoutes; until orders exist nobody has any, which is the truth, not a stub.
 */
export interface CustomerOrders {
  /** Orders the account has placed (the welcome offers apply while there are none). */
  countOrders(accountId: string): Promise<number>;
  /** True while an order is in a cart-blocking status (CART_BLOCKING_ORDER_STATUSES). */
  hasCartBlockingOrder(accountId: string): Promise<boolean>;
}

export const NO_ORDERS_YET: CustomerOrders = {
  countOrders: async () => 0,
  hasCartBlockingOrder: async () => false,
};
