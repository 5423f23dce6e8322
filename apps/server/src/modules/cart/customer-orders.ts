import type { Executor } from './cart-repository';

/**
 * What the cart needs to know about a customer's orders; the orders module answers it. Inside a
 * transaction pass the transaction as the executor: PGlite has one connection.
 */
export interface CustomerOrders {
  /** Orders the account has placed (the welcome offers apply while there are none). */
  countOrders(executor: Executor, accountId: string): Promise<number>;
  /** True while an order is in a cart-blocking status (CART_BLOCKING_ORDER_STATUSES). */
  hasCartBlockingOrder(executor: Executor, accountId: string): Promise<boolean>;
}
