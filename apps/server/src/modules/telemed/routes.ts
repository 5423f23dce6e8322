import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  telemedCartEligibilityParamsSchema,
  telemedCartEligibilityQuerySchema,
  telemedCartEligibilityResponseSchema,
  telemedRequirementsResponseSchema,
  telemedSubstituteParamsSchema,
  telemedSubstituteResponseSchema,
} from '@fillwell/contracts';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import type { CartActor } from '../cart/index';
import type { CareModuleOptions } from '../care-module-options';
import { consultationRoutes } from './consultation-routes';
import { createTelemedService } from './telemed-service';

export type TelemedRoutesOptions = CareModuleOptions;

const TAGS = ['telemed'];

/** Online doctor visits: eligibility, formulations, consultations and the built-in visit. */
export const telemedRoutes: FastifyPluginAsyncZod<TelemedRoutesOptions> = async (app, options) => {
  const telemed = createTelemedService(options);
  await app.register(consultationRoutes, options);
  const readActor = (request: FastifyRequest): CartActor => ({
    sessionId: request.session?.id ?? null,
    accountId: request.session?.accountId ?? null,
  });

  app.get(
    '/v2/telemed/eligibility/requirements',
    {
      schema: {
        tags: TAGS,
        summary: 'Who an online doctor visit is for, per condition: ages, sexes and states',
        response: { 200: telemedRequirementsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async () => telemed.listRequirements(),
  );

  app.get(
    '/v2/telemed/eligibility/cart/:id',
    {
      schema: {
        tags: TAGS,
        summary:
          "Whether the caller's cart (by id) can be bought with an online doctor visit in the " +
          "state given, else the account's telemed state, else the session location's state",
        params: telemedCartEligibilityParamsSchema,
        querystring: telemedCartEligibilityQuerySchema,
        response: { 200: telemedCartEligibilityResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      telemed.judgeCart(readActor(request), request.params.id, request.query.state),
  );

  app.get(
    '/v2/telemed/substitute/:id',
    {
      schema: {
        tags: TAGS,
        summary:
          'The formulations an online visit can prescribe for a cart item (at most a 90-unit ' +
          'supply); empty when the item can be prescribed as it is',
        params: telemedSubstituteParamsSchema,
        response: { 200: telemedSubstituteResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => telemed.listSubstitutes(readActor(request), request.params.id),
  );
};
