import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  profileResponseSchema,
  referralResponseSchema,
  updateProfileRequestSchema,
} from '@fillwell/contracts';
import { requireAccountId } from '../../plugins/authentication';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import type { ModuleRoutesOptions } from '../module-options';
import { createProfileService } from './profile-service';

/** The signed-in person's profile and referral code. */
export const profileRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async (app, options) => {
  const profiles = createProfileService(options.db);

  app.patch(
    '/v2/user/account',
    {
      schema: {
        tags: ['account'],
        summary: "Changes any of the signed-in user's profile fields; all or nothing",
        body: updateProfileRequestSchema,
        response: { 200: profileResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const accountId = requireAccountId(request);
      return { result: await profiles.update(accountId, request.body) };
    },
  );

  app.get(
    '/v2/user/account/referral',
    {
      schema: {
        tags: ['account'],
        summary: "The signed-in user's invite code and link, and the reward for a friend",
        response: { 200: referralResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const accountId = requireAccountId(request);
      const origin = `${request.protocol}://${request.host}`;
      return { result: await profiles.readReferral(accountId, origin) };
    },
  );
};
