import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleRoutesOptions } from '../module-options';

/** The embedded test card gateway: tokenizes a card so its number never reaches the API. */
export const gatewayRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async () => {};
