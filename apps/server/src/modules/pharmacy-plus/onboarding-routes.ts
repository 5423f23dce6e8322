import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  exitTokenQuerySchema,
  exitTokenStatusResponseSchema,
  mapExitTokenQuerySchema,
  mapExitTokenRequestSchema,
  reverieSignupRequestSchema,
  userResponseSchema,
  verifiedPatientResponseSchema,
  verifyPatientCodeRequestSchema,
  verifyPatientDetailsRequestSchema,
  verifyPatientDetailsResponseSchema,
} from '@fillwell/contracts';
import { accounts } from '../../db/schema/index';
import { requireAccountId } from '../../plugins/authentication';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { withRateLimit } from '../../plugins/rate-limits';
import type { AccountContext } from '../account/account-context';
import { composeWelcomeEmail } from '../account/account-messages';
import { hashPassword } from '../account/password-hashing';
import { createEmailInUseError } from '../account/routes';
import { createRandomId, createReferralCode } from '../account/secrets';
import type { AppDatabase } from '../../db/client';
import type { PatientOnboarding } from './patient-onboarding';

const TAGS = ['pharmacy-plus'];
/** Verification calls: a person types a few, a guesser many (applies to every client). */
const VERIFY_LIMIT = withRateLimit({ max: 30, timeWindow: '1 minute' });

export interface OnboardingRoutesContext {
  db: AppDatabase;
  onboarding: PatientOnboarding;
  account: AccountContext;
}

/** §5 patient verification, map_exit_token and the Pharmacy Plus sign-up. */
export function registerOnboardingRoutes(
  app: FastifyInstance,
  { db, onboarding, account }: OnboardingRoutesContext,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const throttleClient = (request: FastifyRequest) => ({
    key: `ip:${request.ip}`,
    isTrusted: false,
  });

  typed.post(
    '/reverie/api/patient/verify/',
    {
      config: VERIFY_LIMIT,
      schema: {
        tags: TAGS,
        summary:
          'Finds the patient by last name, date of birth and phone and texts a code; answers the ' +
          'exit token to send back with it. 404 for details that match no patient; 429 after ' +
          'five such misses from one client in 15 minutes',
        body: verifyPatientDetailsRequestSchema,
        response: { 200: verifyPatientDetailsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      onboarding.startVerification(
        {
          lastName: request.body.lastName,
          dob: request.body.dob,
          phoneNumber: request.body.phoneNumber,
        },
        throttleClient(request),
      ),
  );

  typed.put(
    '/reverie/api/patient/verify/',
    {
      config: VERIFY_LIMIT,
      schema: {
        tags: TAGS,
        summary:
          "Checks a link's texted code and verifies this browser for the patient (signed in: " +
          'the patient joins the account). 400 wrong code, 429 after five, 410 expired or used link',
        body: verifyPatientCodeRequestSchema,
        response: { 200: verifiedPatientResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const session = await app.sessions.ensure(request, reply);
      return onboarding.verifyCode(
        request.body.exitToken,
        request.body.verifyCode,
        session.id,
        session.accountId,
      );
    },
  );

  typed.get(
    '/reverie/api/patient/verify/',
    {
      config: VERIFY_LIMIT,
      schema: {
        tags: TAGS,
        summary:
          "What a link is before its code: the patient's first name and pharmacy; 410 expired",
        querystring: exitTokenQuerySchema,
        response: { 200: exitTokenStatusResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      onboarding.readLinkStatus(request.query.exitToken, request.session?.id ?? null),
  );

  typed.put(
    '/reverie/api/map_exit_token',
    {
      config: VERIFY_LIMIT,
      schema: {
        tags: TAGS,
        summary:
          'A link this browser verified joins the signed-in account (a Pharmacy Plus account from ' +
          'then on). 403 when not verified here, 410 when another account holds it',
        querystring: mapExitTokenQuerySchema,
        body: mapExitTokenRequestSchema,
        response: { 200: verifiedPatientResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const accountId = requireAccountId(request);
      return onboarding.mapToken(request.body.exitToken, request.session?.id ?? null, accountId);
    },
  );

  typed.post(
    '/v2/reverie/api/user/account/signup',
    {
      config: withRateLimit('signup'),
      schema: {
        tags: TAGS,
        summary:
          'Creates a Pharmacy Plus account (type reverie) and signs it in; links this browser ' +
          'verified join it. Answers GET /api/v2/user',
        body: reverieSignupRequestSchema,
        response: { 200: userResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { email, password, skipEmail } = request.body;
      if (await account.accounts.findByEmail(email)) throw createEmailInUseError();
      const [created] = await db
        .insert(accounts)
        .values({
          id: createRandomId(),
          type: 'reverie',
          email,
          passwordHash: await hashPassword(password),
          referralCode: createReferralCode(),
          referredByCode: request.session?.inviteCode ?? null,
          acceptsAgreementsAt: new Date(),
          isReverieUser: true,
        })
        .onConflictDoNothing()
        .returning({ id: accounts.id });
      if (!created) throw createEmailInUseError();
      await account.signIn(request, reply, created.id);
      if (request.session) await onboarding.mapSessionTokens(request.session.id, created.id);
      if (!skipEmail) {
        const welcome = composeWelcomeEmail(email, account.getOrigin(request));
        await account.sendQuietly(request, () => account.messages.sendEmail(welcome));
      }
      return account.users.respond(request, reply);
    },
  );
}
