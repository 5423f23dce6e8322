import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  accountTypeRequestSchema,
  accountTypeResponseSchema,
  guestSignupRequestSchema,
  logoutResponseSchema,
  signupRequestSchema,
  userResponseSchema,
} from '@fillwell/contracts';
import { ACCOUNT_MESSAGES } from '@fillwell/domain';
import { HttpError, createNotFoundError } from '../../plugins/http-error';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { withRateLimit } from '../../plugins/rate-limits';
import { createAccountContext, type AccountRoutesOptions } from './account-context';
import { composeWelcomeEmail } from './account-messages';
import { registerAppLinkRoute } from './app-link-routes';
import { registerGuestLoginRoutes } from './guest-login-routes';
import { registerLoginRoute } from './login-route';
import { registerOtpRoutes } from './otp-routes';
import { registerPasswordRoutes } from './password-routes';
import { hashPassword } from './password-hashing';

const USER_RESPONSES = { 200: userResponseSchema, ...ERROR_RESPONSES };

export function createEmailInUseError(): HttpError {
  return new HttpError(409, AUTH_ERROR_CODES.emailInUse, ACCOUNT_MESSAGES.emailInUse);
}

/** Sign-up, sign-in, sign-out, phone codes, password recovery and texting the app's link. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const context = createAccountContext(app, options);
  const { accounts, users } = context;

  app.post(
    '/v2/user/account/signup',
    {
      config: withRateLimit('signup'),
      schema: {
        tags: ['account'],
        summary: 'Creates a full account (email and password) and signs it in',
        body: signupRequestSchema,
        response: USER_RESPONSES,
      },
    },
    async (request, reply) => {
      const { email, password, skipEmail } = request.body;
      if (await accounts.findByEmail(email)) throw createEmailInUseError();
      const account = await accounts.insert({
        type: 'full',
        email,
        passwordHash: await hashPassword(password),
        mobileNumber: null,
        referredByCode: request.session?.inviteCode ?? null,
        acceptsAgreements: true,
      });
      if (!account) throw createEmailInUseError();
      await context.signIn(request, reply, account.id);
      if (!skipEmail) {
        const welcome = composeWelcomeEmail(email, context.getOrigin(request));
        await context.sendQuietly(request, () => context.messages.sendEmail(welcome));
      }
      return users.respond(request, reply);
    },
  );

  app.post(
    '/v2/user/account/signup/guest',
    {
      config: withRateLimit('signup'),
      schema: {
        tags: ['account'],
        summary: 'Creates a guest account (email only) and signs it in',
        body: guestSignupRequestSchema,
        response: USER_RESPONSES,
      },
    },
    async (request, reply) => {
      const inviteCode = request.session?.inviteCode ?? null;
      const account = await accounts.insertGuest(request.body.email, inviteCode);
      if (!account) throw createEmailInUseError();
      await context.signIn(request, reply, account.id);
      return users.respond(request, reply);
    },
  );

  registerLoginRoute(app, context);

  app.post(
    '/v2/user/account/logout',
    {
      schema: {
        tags: ['account'],
        summary: 'Signs out: ends the session and clears its cookie',
        response: { 200: logoutResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return { result: { signedOut: true as const } };
    },
  );

  app.post(
    '/v2/user/account/type',
    {
      config: withRateLimit('login'),
      schema: {
        tags: ['account'],
        summary: "An email's account type; 404 'Account not found' means a new account",
        body: accountTypeRequestSchema,
        response: { 200: accountTypeResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const account = await accounts.findByEmail(request.body.email);
      const type = account ? accountTypeResponseSchema.shape.type.safeParse(account.type) : null;
      if (!type?.success) throw createNotFoundError(AUTH_MESSAGES.accountNotFound);
      return { type: type.data };
    },
  );

  registerGuestLoginRoutes(app, context);
  registerOtpRoutes(app, context);
  registerAppLinkRoute(app, context);
  registerPasswordRoutes(app, context);
};
