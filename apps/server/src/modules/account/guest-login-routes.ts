import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  guestLoginRequestSchema,
  guestLoginResponseSchema,
  linkLoginRequestSchema,
  userResponseSchema,
  type GuestLoginResponse,
} from '@fillwell/contracts';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { withRateLimit } from '../../plugins/rate-limits';
import type { AccountContext } from './account-context';
import { composeSignInLinkEmail } from './account-messages';
import { CHALLENGE_RULES } from './challenges';

/**
 * Guest sign-in by email. Anyone can type any email, so an email that already has an account
 * never signs in here: it is sent a single-use link (/guest-login) instead.
 */
export function registerGuestLoginRoutes(app: FastifyInstance, context: AccountContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const guestLoginSchema = {
    tags: ['account'],
    summary:
      'A new email becomes a signed-in guest; an existing account is emailed a single-use sign-in link',
    body: guestLoginRequestSchema,
    response: { 200: guestLoginResponseSchema, ...ERROR_RESPONSES },
  };

  const handleGuestLogin = async (
    request: FastifyRequest<{ Body: { email: string } }>,
    reply: FastifyReply,
  ): Promise<GuestLoginResponse> => {
    const { email } = request.body;
    const created = await context.accounts.insertGuest(email, request.session?.inviteCode ?? null);
    if (created) {
      await context.signIn(request, reply, created.id);
      return { result: { status: 'signedIn', message: null } };
    }
    const account = await context.accounts.findByEmail(email);
    if (account) {
      const token = await context.challenges.createLink(
        'guest_login',
        account.id,
        email,
        CHALLENGE_RULES.signInLinkTtlMs,
      );
      const link = `${context.getOrigin(request)}/guest-login?token=${encodeURIComponent(token)}`;
      await context.messages.sendEmail(composeSignInLinkEmail(email, link));
    }
    return { result: { status: 'linkSent', message: AUTH_MESSAGES.guestLinkSent } };
  };

  for (const method of ['POST', 'PUT'] as const) {
    typed.route({
      method,
      url: '/v2/user/account/login/guest',
      config: withRateLimit('signup'),
      schema: guestLoginSchema,
      handler: handleGuestLogin,
    });
  }

  typed.post(
    '/v2/user/account/login/link',
    {
      config: withRateLimit('login'),
      schema: {
        tags: ['account'],
        summary: 'Signs in with a single-use link from an email (/magic-link, /guest-login)',
        body: linkLoginRequestSchema,
        response: { 200: userResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const accountId = await context.challenges.consumeLink(
        ['magic_link', 'guest_login'],
        request.body.token,
      );
      await context.signIn(request, reply, accountId);
      return context.users.respond(request, reply);
    },
  );
}
