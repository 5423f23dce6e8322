import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ERROR_CODES,
  otpSendRequestSchema,
  otpSendResponseSchema,
  otpTypeParamsSchema,
  otpVerifyRequestSchema,
  userResponseSchema,
} from '@fillwell/contracts';
import { HttpError } from '../../plugins/http-error';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { withRateLimit } from '../../plugins/rate-limits';
import type { AccountContext } from './account-context';
import { composeOtpSms } from './account-messages';
import { CHALLENGE_RULES } from './challenges';

/** Phone-code sign-in: a 6-digit code by SMS, then verify it to sign in. */
export function registerOtpRoutes(app: FastifyInstance, context: AccountContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/v2/user/account/otp/:type/send',
    {
      config: withRateLimit('otp'),
      schema: {
        tags: ['account'],
        summary:
          'Texts a 6-digit code (valid 10 minutes) to a mobile number; answers its token (tid)',
        params: otpTypeParamsSchema,
        body: otpSendRequestSchema,
        response: { 200: otpSendResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { mobileNumber } = request.body;
      const recent = await context.challenges.countRecentOtps(mobileNumber);
      if (recent >= CHALLENGE_RULES.otpMaxSendsPerNumber) {
        throw new HttpError(
          429,
          API_ERROR_CODES.rateLimited,
          'Too many codes were sent to this number. Please wait 10 minutes and try again.',
          { errorDetails: { errorName: 'otp_send_limit', showModal: false } },
        );
      }
      const { tid, code } = await context.challenges.createOtp(mobileNumber);
      await context.messages.sendSms(composeOtpSms(mobileNumber, code));
      return { token: tid };
    },
  );

  typed.post(
    '/v2/user/account/otp/:type/verify',
    {
      config: withRateLimit('otp'),
      schema: {
        tags: ['account'],
        summary:
          "Checks the code and signs in to the number's phone-code account (created for a new number)",
        params: otpTypeParamsSchema,
        body: otpVerifyRequestSchema,
        response: { 200: userResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { tid, otpCode, mobileNumber } = request.body;
      await context.challenges.verifyOtp(tid, mobileNumber, otpCode);
      const storedNumber = `1${mobileNumber}`;
      const account =
        (await context.accounts.findPhoneAccount(storedNumber)) ??
        (await context.accounts.insert({
          type: 'sms_otp',
          email: null,
          passwordHash: null,
          mobileNumber: storedNumber,
          referredByCode: request.session?.inviteCode ?? null,
          acceptsAgreements: true,
        }));
      if (!account) throw new Error('The phone-code account could not be created');
      await context.signIn(request, reply, account.id);
      return context.users.respond(request, reply);
    },
  );
}
