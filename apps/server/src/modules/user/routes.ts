import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applyInviteRequestSchema,
  applyInviteResponseSchema,
  userQuerySchema,
  userResponseSchema,
} from '@fillwell/contracts';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import type { CatalogueCountsCache } from '../system';
import { buildVisitorUser, describeInvite } from './service';

export interface UserRoutesOptions {
  catalogueCounts: CatalogueCountsCache;
}

export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, options) => {
  app.get(
    '/v2/user',
    {
      schema: {
        tags: ['user'],
        summary: 'The visitor or user behind this session (starts a session when there is none)',
        querystring: userQuerySchema,
        response: { 200: userResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const session = await app.sessions.ensure(request, reply);
      const counts = await options.catalogueCounts.get();
      const stats = { medicationCount: counts.drugs, pharmacyCount: counts.pharmacies };
      return buildVisitorUser(session, stats, request.query.xp);
    },
  );

  app.post(
    '/v2/user/invite',
    {
      schema: {
        tags: ['user'],
        summary: 'Records an invite code on the session; signup credits the referral',
        body: applyInviteRequestSchema,
        response: { 200: applyInviteResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await app.sessions.ensure(request, reply);
      await app.sessions.update(request, { inviteCode: request.body.code });
      return { result: describeInvite(request.body.code) };
    },
  );
};
