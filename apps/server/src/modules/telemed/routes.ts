import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogueIndex } from '../catalog/index';
import type { ModuleRoutesOptions } from '../module-options';

export interface TelemedRoutesOptions extends ModuleRoutesOptions {
  catalogue: CatalogueIndex;
}

/** Online doctor visits: eligibility and the formulations a visit can prescribe. */
export const telemedRoutes: FastifyPluginAsyncZod<TelemedRoutesOptions> = async () => {};
