import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  participatingPharmaciesResponseSchema,
  participatingPharmacyQuerySchema,
  pharmacyIdParamsSchema,
  preferredPharmacyResponseSchema,
  pharmacySearchQuerySchema,
  pharmacySearchResponseSchema,
} from '@fillwell/contracts';
import { createNotFoundError } from '../../plugins/http-error';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { SESSIONLESS_ROUTE } from '../../plugins/session';
import type { CatalogueIndex } from '../catalog/index';
import type { ZipCodeIndex } from '../location/index';
import type { PharmacyIndex } from './pharmacy-index';
import { ALL_NETWORK_IDS, getPrimaryNetworkId, isInNetwork } from './pharmacy-networks';
import { toPharmacy } from './pharmacy-view';
import { listPreferredValueProps } from './preferred-value-props';
import { listParticipatingPharmacies } from './participating-pharmacies';
import { createSearchResponder } from './search-responder';

export interface PharmacyRoutesOptions {
  pharmacies: PharmacyIndex;
  zipCodes: ZipCodeIndex;
  catalogue: CatalogueIndex;
}

export const PHARMACY_NOT_FOUND = 'Pharmacy not found';
export const PARTICIPATING_PAGE_NOT_FOUND = 'There is no such page of pharmacies';

/** Pharmacies near a place (with an item's price at each) and one pharmacy by location id. */
export const pharmacyRoutes: FastifyPluginAsyncZod<PharmacyRoutesOptions> = async (
  app,
  options,
) => {
  const { pharmacies, zipCodes, catalogue } = options;
  const respondToSearch = createSearchResponder({ pharmacies, zipCodes, catalogue });

  app.get(
    '/v2/pharmacies',
    {
      config: SESSIONLESS_ROUTE,
      schema: {
        tags: ['pharmacies'],
        summary: 'Pharmacies near a ZIP code or coordinates, nearest first or cheapest first',
        querystring: pharmacySearchQuerySchema,
        response: { 200: pharmacySearchResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const json = respondToSearch(request.query);
      // Already wire JSON: bytes with a JSON content type are sent as they are. The typed send()
      // only knows the object form, hence the cast.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.get(
    '/v2/pharmacies/participating',
    {
      config: SESSIONLESS_ROUTE,
      schema: {
        tags: ['pharmacies'],
        summary: 'The participating pharmacies by chain, state and ZIP code, with their counts',
        querystring: participatingPharmacyQuerySchema,
        response: { 200: participatingPharmaciesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { chain, state, zipCode, page } = request.query;
      const list = listParticipatingPharmacies(pharmacies, {
        chain,
        stateCode: state,
        zipPrefix: zipCode,
        page,
      });
      if (!list) throw createNotFoundError(PARTICIPATING_PAGE_NOT_FOUND);
      return { result: list };
    },
  );

  app.get(
    '/v2/pharmacies/preferred/:id',
    {
      config: SESSIONLESS_ROUTE,
      schema: {
        tags: ['pharmacies'],
        summary:
          'One pharmacy by its location id, with the value props the preferred-pharmacy modal ' +
          'shows (none for a pharmacy that is not preferred)',
        params: pharmacyIdParamsSchema,
        response: { 200: preferredPharmacyResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const pharmacy = pharmacies.get(request.params.id);
      if (!pharmacy) throw createNotFoundError(PHARMACY_NOT_FOUND);
      const scope = { networkIds: ALL_NETWORK_IDS, isMailOrderIncluded: true };
      const context = {
        networkId: getPrimaryNetworkId(pharmacy.networkIds, scope),
        isInNetwork: isInNetwork(pharmacy.networkIds, scope),
        distanceMiles: null,
      };
      return {
        result: { ...toPharmacy(pharmacy, context), valueProps: listPreferredValueProps(pharmacy) },
      };
    },
  );
};
