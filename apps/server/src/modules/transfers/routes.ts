import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleRoutesOptions } from '../module-options';
import type { PharmacyIndex } from '../pharmacies/index';

export interface TransfersRoutesOptions extends ModuleRoutesOptions {
  pharmacies: PharmacyIndex;
}

/** Prescriber search and the prescription transfer helper. */
export const transfersRoutes: FastifyPluginAsyncZod<TransfersRoutesOptions> = async () => {};
