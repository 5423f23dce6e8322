import type { CustomerOrders } from '../cart/index';
import { countPlacedOrders, findOpenOrder } from './order-repository';

/**
 * What the cart needs to know of a customer's orders, asked through the caller's executor (its
 * transaction when it has one). Placed orders are the paid ones and the cancelled ones that had
 * been paid: a failed payment does not cost the welcome offers. An order being bought (status
 * open) is the cart-blocking state: its cart must not change until the purchase ends.
 */
export function createCustomerOrders(): CustomerOrders {
  return {
    countOrders: (executor, accountId) => countPlacedOrders(executor, accountId),
    hasCartBlockingOrder: async (executor, accountId) =>
      (await findOpenOrder(executor, accountId)) !== undefined,
  };
}
