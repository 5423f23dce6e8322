/** What the cart needs to know about a customer's orders; the orders module answers it. */
export interface CustomerOrders {
  /** Orders the account has placed (the welcome offers apply while there are none). */
  countOrders(accountId: string): Promise<number>;
  /** True while an order is in a cart-blocking status (CART_BLOCKING_ORDER_STATUSES). */
  hasCartBlockingOrder(accountId: string): Promise<boolean>;
}
