import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  loginRequestSchema,
  userResponseSchema,
} from '@fillwell/contracts';
import type { AccountRow } from '../../db/schema/index';
import { HttpError } from '../../plugins/http-error';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { withRateLimit } from '../../plugins/rate-limits';
import type { AccountContext } from './account-context';
import { composeSignInLinkEmail } from './account-messages';
import { CHALLENGE_RULES } from './challenges';
import { formatWait } from './login-throttle';
import { isPasswordCorrect, spendDecoyVerification } from './password-hashing';

/**
 * POST /v2/user/account/login: email and password, throttled per email and client, and per
 * email for browsers that have not signed in to the account before (see login-throttle.ts).
 */
export function registerLoginRoute(app: FastifyInstance, context: AccountContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v2/user/account/login',
    {
      config: withRateLimit('login'),
      schema: {
        tags: ['account'],
        summary: 'Signs in with email and password',
        body: loginRequestSchema,
        response: { 200: userResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const account = await context.accounts.findByEmail(email);
      const client = await context.readThrottleClient(request, account?.id ?? null);
      const waitMs = await context.throttle.getWaitMs('password_failure', email, client);
      if (waitMs > 0) {
        reply.header('retry-after', Math.ceil(waitMs / 1000));
        throw createTooManyAttemptsError(waitMs);
      }
      if (account && !account.passwordHash) {
        await sendSignInLinkToGuest(context, request, account);
        throw createPasswordlessError(account);
      }
      const isCorrect = account?.passwordHash
        ? await isPasswordCorrect(account.passwordHash, password)
        : (await spendDecoyVerification(password), false);
      if (!account || !isCorrect) {
        await context.throttle.record('password_failure', email, client);
        throw new HttpError(
          401,
          AUTH_ERROR_CODES.invalidCredentials,
          AUTH_MESSAGES.invalidCredentials,
        );
      }
      await context.throttle.clear('password_failure', email, client);
      await context.signIn(request, reply, account.id);
      return context.users.respond(request, reply);
    },
  );
}

function createTooManyAttemptsError(waitMs: number): HttpError {
  const message =
    `Too many failed sign-in attempts for this email. Please wait ${formatWait(waitMs)} and ` +
    'try again, or reset your password.';
  return new HttpError(429, AUTH_ERROR_CODES.tooManyAttempts, message, {
    errorDetails: { retryAfterSeconds: Math.ceil(waitMs / 1000) },
  });
}

function createPasswordlessError(account: AccountRow): HttpError {
  if (account.type === 'sms_otp') {
    return new HttpError(409, AUTH_ERROR_CODES.mobileLogin, AUTH_MESSAGES.mobileLogin);
  }
  return new HttpError(
    409,
    AUTH_ERROR_CODES.guestWithoutPassword,
    AUTH_MESSAGES.guestWithoutPassword,
  );
}

async function sendSignInLinkToGuest(
  context: AccountContext,
  request: FastifyRequest,
  account: AccountRow,
): Promise<void> {
  if (account.type === 'sms_otp' || !account.email) return;
  const token = await context.challenges.createLink(
    'magic_link',
    account.id,
    account.email,
    CHALLENGE_RULES.signInLinkTtlMs,
  );
  const link = `${context.getOrigin(request)}/magic-link?token=${encodeURIComponent(token)}`;
  await context.messages.sendEmail(composeSignInLinkEmail(account.email, link));
}
