import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CartService } from '../cart/index';
import type { CatalogueIndex } from '../catalog/index';
import type { ModuleRoutesOptions } from '../module-options';
import type { PharmacyIndex } from '../pharmacies/index';

export interface OrdersRoutesOptions extends ModuleRoutesOptions {
  catalogue: CatalogueIndex;
  pharmacies: PharmacyIndex;
  /** The purchase reads and resets the cart through it. */
  cart: CartService;
}

/** Purchase, order lookups, cancellations, deliveries and fulfillment. */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async () => {};
