import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleRoutesOptions } from '../module-options';

/** Saved cards and the wallet. */
export const paymentRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async () => {};
