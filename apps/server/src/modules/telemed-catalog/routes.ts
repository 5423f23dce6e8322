import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CareModuleOptions } from '../care-module-options';

export type TelemedCatalogRoutesOptions = CareModuleOptions;

/** What online visits treat: conditions, their medications and steps, and visit eligibility. */
export const telemedCatalogRoutes: FastifyPluginAsyncZod<
  TelemedCatalogRoutesOptions
> = async () => {};
