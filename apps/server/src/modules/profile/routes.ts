import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleRoutesOptions } from '../module-options';

/** The signed-in person's profile and referral code. */
export const profileRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async () => {};
