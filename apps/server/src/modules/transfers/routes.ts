import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  initiateTransferRequestSchema,
  initiateTransferResponseSchema,
  providerSearchQuerySchema,
  providerSearchResponseSchema,
  transferEligibilityQuerySchema,
  transferEligibilityResponseSchema,
} from '@fillwell/contracts';
import { requireAccountId } from '../../plugins/authentication';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import type { ModuleRoutesOptions } from '../module-options';
import type { PharmacyIndex } from '../pharmacies/index';
import { searchProviders } from './provider-search';
import { createTransferService } from './transfer-service';

export interface TransfersRoutesOptions extends ModuleRoutesOptions {
  pharmacies: PharmacyIndex;
}

/** Prescriber search and the prescription transfer helper. */
export const transfersRoutes: FastifyPluginAsyncZod<TransfersRoutesOptions> = async (
  app,
  options,
) => {
  const transfers = createTransferService(options.db, options.pharmacies);

  app.get(
    '/v2/providers',
    {
      schema: {
        tags: ['transfers'],
        summary:
          'Prescribers by name (more than 2 characters, best match first, then those in the ' +
          "patient's state and nearest their zip_code) or, for five digits, by ZIP code (those " +
          'in the ZIP code first, then the nearest)',
        querystring: providerSearchQuerySchema,
        response: { 200: providerSearchResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ result: await searchProviders(options.db, request.query) }),
  );

  app.get(
    '/pharmacies/transfer/eligibility',
    {
      schema: {
        tags: ['transfers'],
        summary:
          'Whether the signed-in person can ask for a transfer (a pharmacy needs their name and ' +
          'date of birth) and, with use_purchases, the pharmacies of their paid pickup orders',
        querystring: transferEligibilityQuerySchema,
        response: { 200: transferEligibilityResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => transfers.getEligibility(requireAccountId(request), request.query),
  );

  app.post(
    '/pharmacies/transfer/initiate',
    {
      schema: {
        tags: ['transfers'],
        summary:
          'Asks the pharmacy (pharmacy_npi) to transfer the prescriptions held at another ' +
          '(previous_pharmacy_npi); 409 transfer_not_eligible without name and date of birth',
        body: initiateTransferRequestSchema,
        response: { 200: initiateTransferResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => transfers.initiate(requireAccountId(request), request.body),
  );
};
