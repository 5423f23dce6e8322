import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applyInviteRequestSchema,
  applyInviteResponseSchema,
  referralSummaryResponseSchema,
} from '@fillwell/contracts';
import { INVITE_REWARD_CENTS } from '@fillwell/domain';
import { requireAccountId } from '../../plugins/authentication';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { withRateLimit } from '../../plugins/rate-limits';
import type { ModuleRoutesOptions } from '../module-options';
import { createReferralService } from './referral-service';

/** Invite links: applying one, and the signed-in account's own invite and what it earned. */
export const referralRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async (app, options) => {
  const { config } = options;
  const referrals = createReferralService(options.db);

  app.post(
    '/v2/user/invite',
    {
      // Codes are guessed by trying them: limited like coupon codes.
      config: withRateLimit('coupon'),
      schema: {
        tags: ['user'],
        summary:
          'Applies an invite code: kept on the session for signing up, or joined at once by a ' +
          'signed-in account without an inviter or orders (404 invite_code_unknown, 400 ' +
          'invite_code_own, 409 invite_already_used, invite_not_new_account, referral_loop)',
        body: applyInviteRequestSchema,
        response: { 200: applyInviteResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const owner = await referrals.acceptInvite(
        request.body.code,
        request.session?.accountId ?? null,
      );
      await app.sessions.ensure(request, reply);
      await app.sessions.update(request, { inviteCode: owner.referralCode });
      return { result: { code: owner.referralCode, rewardCents: INVITE_REWARD_CENTS } };
    },
  );

  app.get(
    '/v2/user/account/referrals',
    {
      schema: {
        tags: ['account'],
        summary:
          "The signed-in account's invite code and links, the friends who joined with them and " +
          'what they earned (credited, and pending until their first order is paid)',
        response: { 200: referralSummaryResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const accountId = requireAccountId(request);
      const origin = config.publicUrl ?? `${request.protocol}://${request.host}`;
      return { result: await referrals.readSummary(accountId, origin) };
    },
  );
};
