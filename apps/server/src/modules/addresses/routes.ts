import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleRoutesOptions } from '../module-options';

/** Shipping addresses and address verification. */
export const addressRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async () => {};
