import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleRoutesOptions } from '../module-options';

/** Sign-up, sign-in, sign-out, phone codes and password recovery. */
export const accountRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async () => {};
