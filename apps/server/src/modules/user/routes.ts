import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userQuerySchema, userResponseSchema } from '@fillwell/contracts';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { SESSION_DEFERRING_ROUTE } from '../../plugins/session';
import type { AppDatabase } from '../../db/client';
import type { PharmacyIndex } from '../pharmacies/index';
import type { CatalogueCountsCache } from '../system';
import { createUserResponder } from './user-responder';

export interface UserRoutesOptions {
  catalogueCounts: CatalogueCountsCache;
  db: AppDatabase;
  pharmacies: PharmacyIndex;
}

export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, options) => {
  const users = createUserResponder(app, options.db, options.catalogueCounts, options.pharmacies);

  app.get(
    '/v2/user',
    {
      config: SESSION_DEFERRING_ROUTE,
      schema: {
        tags: ['user'],
        summary:
          'The visitor, or the signed-in account, behind this session; a visitor without one is ' +
          "given its cookie, and the session is stored at the visitor's first other API call",
        querystring: userQuerySchema,
        response: { 200: userResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => users.respond(request, reply, request.query.xp),
  );
};
