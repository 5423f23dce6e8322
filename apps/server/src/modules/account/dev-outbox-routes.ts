import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleRoutesOptions } from '../module-options';

/** The outbox of sent messages, outside production only. */
export const devOutboxRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async () => {};
