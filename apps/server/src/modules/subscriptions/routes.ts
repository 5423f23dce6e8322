import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CareModuleOptions } from '../care-module-options';

export type SubscriptionsRoutesOptions = CareModuleOptions;

/** Monthly telehealth subscriptions: eligibility, the subscription cart, purchase, renewals. */
export const subscriptionsRoutes: FastifyPluginAsyncZod<
  SubscriptionsRoutesOptions
> = async () => {};
