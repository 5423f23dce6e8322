import { and, count, eq, ne } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { orders } from '../../db/schema/index';
import type { CustomerOrders } from '../cart/index';

/**
 * What the cart needs to know of a customer's orders. An order being bought (status open) is the
 * cart-blocking state: its cart must not change until the purchase ends.
 */
export function createCustomerOrders(db: AppDatabase): CustomerOrders {
  return {
    async countOrders(accountId) {
      const [row] = await db
        .select({ total: count() })
        .from(orders)
        .where(and(eq(orders.accountId, accountId), ne(orders.status, 'open')));
      return row?.total ?? 0;
    },
    async hasCartBlockingOrder(accountId) {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.accountId, accountId), eq(orders.status, 'open')))
        .limit(1);
      return row !== undefined;
    },
  };
}
