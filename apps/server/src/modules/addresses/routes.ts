import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressIdParamsSchema,
  addressListQuerySchema,
  addressListResponseSchema,
  defaultAddressResponseSchema,
  saveAddressRequestSchema,
  shippingAddressResponseSchema,
  verifyAddressQuerySchema,
  verifyAddressResponseSchema,
} from '@fillwell/contracts';
import { selectAddressVerifier } from '../../adapters/address/index';
import { requireAccountId } from '../../plugins/authentication';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { withRateLimit } from '../../plugins/rate-limits';
import type { ModuleRoutesOptions } from '../module-options';
import { createAddressService } from './address-service';

const TAGS = ['addresses'];

/** Shipping addresses and address verification. */
export const addressRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async (app, options) => {
  const addresses = createAddressService({
    db: options.db,
    verifier: selectAddressVerifier(options.config, options.db),
    supportPhone: options.config.supportPhone,
  });

  app.get(
    '/v2/account/address/verify',
    {
      config: withRateLimit('addressVerify'),
      schema: {
        tags: TAGS,
        summary: 'Addresses the address check knows for what was typed (none: not found)',
        querystring: verifyAddressQuerySchema,
        response: { 200: verifyAddressResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      requireAccountId(request);
      const { street, street2, city, state, zipCode } = request.query;
      const suggestions = await addresses.verify({ street, street2, city, state, zipCode });
      return { result: { suggestions } };
    },
  );

  app.get(
    '/v2/user/account/address',
    {
      schema: {
        tags: TAGS,
        summary:
          'shipping_default=true: the default shipping address (or null); otherwise every saved one',
        querystring: addressListQuerySchema,
        response: {
          200: z.union([defaultAddressResponseSchema, addressListResponseSchema]),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request) => {
      const accountId = requireAccountId(request);
      if (request.query.shippingDefault === 'true') {
        return { result: await addresses.findDefault(accountId) };
      }
      return { result: await addresses.list(accountId) };
    },
  );

  app.post(
    '/v2/user/account/address',
    {
      schema: {
        tags: TAGS,
        summary:
          'Checks and saves a shipping address; 409 with error_details.suggested_addresses when ' +
          'the check suggests another spelling, 400 when it finds none',
        body: saveAddressRequestSchema,
        response: { 200: shippingAddressResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const accountId = requireAccountId(request);
      return { result: await addresses.save(accountId, request.body) };
    },
  );

  app.post(
    '/v2/user/account/address/:id/make_default',
    {
      schema: {
        tags: TAGS,
        summary: 'Makes a saved address the default; answers every saved address',
        params: addressIdParamsSchema,
        response: { 200: addressListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const accountId = requireAccountId(request);
      return { result: await addresses.makeDefault(accountId, request.params.id) };
    },
  );

  app.delete(
    '/v2/user/account/address/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Removes a saved address; answers the ones left',
        params: addressIdParamsSchema,
        response: { 200: addressListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const accountId = requireAccountId(request);
      return { result: await addresses.remove(accountId, request.params.id) };
    },
  );
};
