import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CareModuleOptions } from '../care-module-options';

export type RefillsRoutesOptions = CareModuleOptions;

/** Auto-refill schedules, my medications and pinned medications. */
export const refillsRoutes: FastifyPluginAsyncZod<RefillsRoutesOptions> = async () => {};
