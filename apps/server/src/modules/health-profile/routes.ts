import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleRoutesOptions } from '../module-options';

/** The health profile (allergies, conditions, other medications) and its searches. */
export const healthProfileRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async () => {};
