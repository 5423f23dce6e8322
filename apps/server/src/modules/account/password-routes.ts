import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
  setPasswordRequestSchema,
  userResponseSchema,
  type PasswordResetResponse,
} from '@fillwell/contracts';
import { requireAccountId } from '../../plugins/authentication';
import { HttpError, createUnauthorizedError } from '../../plugins/http-error';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { withRateLimit } from '../../plugins/rate-limits';
import type { AccountContext } from './account-context';
import { composePasswordResetEmail } from './account-messages';
import { CHALLENGE_RULES } from './challenges';
import { hashPassword } from './password-hashing';

/** Forgot password (emailed single-use link), reset with it, and create a first password. */
export function registerPasswordRoutes(app: FastifyInstance, context: AccountContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const sendResetLink = async (
    request: FastifyRequest<{ Body: { email: string } }>,
  ): Promise<PasswordResetResponse> => {
    const account = await context.accounts.findByEmail(request.body.email);
    if (account?.type === 'sms_otp' && !account.passwordHash) {
      throw new HttpError(409, AUTH_ERROR_CODES.mobileLogin, AUTH_MESSAGES.mobileLogin);
    }
    if (account?.email) {
      const token = await context.challenges.createLink(
        'password_reset',
        account.id,
        account.email,
        CHALLENGE_RULES.passwordResetTtlMs,
      );
      const link = `${context.getOrigin(request)}/password-reset?token=${encodeURIComponent(token)}`;
      await context.messages.sendEmail(composePasswordResetEmail(account.email, link));
    }
    return { result: { message: AUTH_MESSAGES.resetLinkSent } };
  };

  for (const method of ['POST', 'PUT'] as const) {
    typed.route({
      method,
      url: '/v2/user/account/password',
      config: withRateLimit('passwordReset'),
      schema: {
        tags: ['account'],
        summary:
          'Emails a single-use password reset link (valid 1 hour); PUT sends a new one. Same answer for unknown emails',
        body: passwordResetRequestSchema,
        response: { 200: passwordResetResponseSchema, ...ERROR_RESPONSES },
      },
      handler: sendResetLink,
    });
  }

  typed.patch(
    '/v2/user/account/password',
    {
      config: withRateLimit('passwordReset'),
      schema: {
        tags: ['account'],
        summary:
          'Sets the password with a reset token (and signs in), or creates the first password of a signed-in guest or phone-code account',
        body: setPasswordRequestSchema,
        response: { 200: userResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const accountId = token
        ? await context.challenges.consumeLink(['password_reset'], token)
        : await requirePasswordlessAccount(context, request);
      await context.accounts.setPassword(accountId, await hashPassword(password));
      await context.signIn(request, reply, accountId);
      await context.accounts.endOtherSessions(accountId, request.session?.id ?? null);
      return context.users.respond(request, reply);
    },
  );
}

async function requirePasswordlessAccount(
  context: AccountContext,
  request: FastifyRequest,
): Promise<string> {
  const account = await context.accounts.findById(requireAccountId(request));
  if (!account) throw createUnauthorizedError();
  if (account.passwordHash) {
    throw new HttpError(409, AUTH_ERROR_CODES.passwordAlreadySet, AUTH_MESSAGES.passwordAlreadySet);
  }
  if (!account.email) {
    throw new HttpError(400, AUTH_ERROR_CODES.emailNeeded, AUTH_MESSAGES.emailNeededForPassword);
  }
  return account.id;
}
