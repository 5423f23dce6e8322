import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ERROR_CODES,
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  otpSendRequestSchema,
  otpSendResponseSchema,
  otpTypeParamsSchema,
  otpVerifyRequestSchema,
  userResponseSchema,
} from '@fillwell/contracts';
import { isMessageDeliveryError } from '../../adapters/messages/index';
import { HttpError } from '../../plugins/http-error';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { withRateLimit } from '../../plugins/rate-limits';
import type { AccountContext } from './account-context';
import { composeOtpSms } from './account-messages';
import { formatWait } from './login-throttle';

/**
 * Phone-code sign-in: a 6-digit code by SMS, then verify it to sign in (or, signed in, to prove
 * the number for the account). Either way the number is marked verified.
 */
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
    async (request, reply) => {
      const { mobileNumber } = request.body;
      const account = await context.accounts.findPhoneAccount(toStoredNumber(mobileNumber));
      const client = await context.readThrottleClient(request, account?.id ?? null);
      const waitMs = await context.throttle.getWaitMs('otp_send', mobileNumber, client);
      if (waitMs > 0) {
        reply.header('retry-after', Math.ceil(waitMs / 1000));
        throw new HttpError(
          429,
          API_ERROR_CODES.rateLimited,
          `Too many codes were sent to this number. Please wait ${formatWait(waitMs)} and try again.`,
          { errorDetails: { errorName: 'otp_send_limit', showModal: false } },
        );
      }
      await context.throttle.record('otp_send', mobileNumber, client);
      const { tid, code } = await context.challenges.createOtp(mobileNumber);
      try {
        await context.messages.sendSms(composeOtpSms(mobileNumber, code));
      } catch (error) {
        if (!isMessageDeliveryError(error)) throw error;
        throw new HttpError(502, AUTH_ERROR_CODES.messageNotSent, AUTH_MESSAGES.otpNotSent);
      }
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
          "Checks the code and signs in to the number's phone-code account (created for a new " +
          'number). register while signed in: proves the number for the signed-in account ' +
          'instead (409 mobile_in_use when another account signs in with it)',
        params: otpTypeParamsSchema,
        body: otpVerifyRequestSchema,
        response: { 200: userResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { tid, otpCode, mobileNumber } = request.body;
      const storedNumber = toStoredNumber(mobileNumber);
      const signedInId =
        request.params.type === 'register' ? (request.session?.accountId ?? null) : null;
      const existing = await context.accounts.findPhoneAccount(storedNumber);
      const client = await context.readThrottleClient(request, signedInId ?? existing?.id ?? null);
      const waitMs = await context.throttle.getWaitMs('otp_failure', mobileNumber, client);
      if (waitMs > 0) {
        reply.header('retry-after', Math.ceil(waitMs / 1000));
        throw createCodesLockedError(waitMs);
      }
      const check = await context.challenges.verifyOtp(tid, mobileNumber, otpCode);
      if (!check.isVerified) {
        if (check.isWrongCode) await context.throttle.record('otp_failure', mobileNumber, client);
        throw check.error;
      }
      await context.throttle.clear('otp_failure', mobileNumber, client);
      if (signedInId) {
        await proveNumber(context, signedInId, storedNumber);
        return context.users.respond(request, reply);
      }
      const account =
        existing ??
        (await context.accounts.insert({
          type: 'sms_otp',
          email: null,
          passwordHash: null,
          mobileNumber: storedNumber,
          referredByCode: request.session?.inviteCode ?? null,
          acceptsAgreements: true,
        }));
      if (!account) throw new Error('The phone-code account could not be created');
      await context.accounts.markMobileVerified(account.id, storedNumber);
      await context.signIn(request, reply, account.id);
      return context.users.respond(request, reply);
    },
  );
}

/**
 * The signed-in account proves the number: it becomes the account's verified mobile number,
 * unless another account signs in with it or proved it first.
 */
async function proveNumber(
  context: AccountContext,
  accountId: string,
  storedNumber: string,
): Promise<void> {
  if (await context.accounts.findNumberOwner(storedNumber, accountId)) {
    throw new HttpError(409, AUTH_ERROR_CODES.mobileInUse, AUTH_MESSAGES.mobileInUse);
  }
  await context.accounts.markMobileVerified(accountId, storedNumber);
}

/** Phone-code accounts keep the number with its country code. */
function toStoredNumber(mobileNumber: string): string {
  return `1${mobileNumber}`;
}

/** Too many wrong codes for the number from this browser, or from strangers: wait, then retry. */
function createCodesLockedError(waitMs: number): HttpError {
  return new HttpError(
    429,
    AUTH_ERROR_CODES.otpAttemptsExceeded,
    `Too many wrong codes for this number. Please wait ${formatWait(waitMs)} and try again.`,
    {
      errorDetails: { errorName: AUTH_ERROR_CODES.otpAttemptsExceeded, showModal: true },
    },
  );
}
