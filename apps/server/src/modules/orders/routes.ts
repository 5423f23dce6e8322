import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogueIndex } from '../catalog/index';
import type { ModuleRoutesOptions } from '../module-options';
import type { PharmacyIndex } from '../pharmacies/index';

export interface OrdersRoutesOptions extends ModuleRoutesOptions {
  catalogue: CatalogueIndex;
  pharmacies: PharmacyIndex;
}

/** Purchase, order lookups, cancellations, deliveries and fulfillment. */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async () => {};
