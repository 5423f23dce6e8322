import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ERROR_CODES,
  DISCOUNT_CARD_ERROR_CODES,
  textAppLinkRequestSchema,
  textAppLinkResponseSchema,
} from '@fillwell/contracts';
import { DISCOUNT_CARD_MESSAGES } from '@fillwell/domain';
import { isMessageDeliveryError } from '../../adapters/messages/index';
import { HttpError } from '../../plugins/http-error';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { withRateLimit } from '../../plugins/rate-limits';
import type { AccountContext } from './account-context';
import { composeAppLinkSms } from './account-messages';
import { formatWait } from './login-throttle';

/**
 * "Text me the app" (the discount card's download prompt): open to visitors, so it is limited
 * per number and per client like phone codes are.
 */
export function registerAppLinkRoute(app: FastifyInstance, context: AccountContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/text_app_link',
    {
      config: withRateLimit('otp'),
      schema: {
        tags: ['account'],
        summary: 'Texts a link to the app to a mobile number',
        body: textAppLinkRequestSchema,
        response: { 200: textAppLinkResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { mobileNumber } = request.body;
      const client = await context.readThrottleClient(request, request.session?.accountId ?? null);
      const waitMs = await context.throttle.getWaitMs('app_link_send', mobileNumber, client);
      if (waitMs > 0) {
        reply.header('retry-after', Math.ceil(waitMs / 1000));
        throw new HttpError(
          429,
          API_ERROR_CODES.rateLimited,
          `The link was sent to this number already. Please wait ${formatWait(waitMs)} to send it again.`,
        );
      }
      await context.throttle.record('app_link_send', mobileNumber, client);
      try {
        await context.messages.sendSms(composeAppLinkSms(mobileNumber, context.getOrigin(request)));
      } catch (error) {
        if (!isMessageDeliveryError(error)) throw error;
        throw new HttpError(
          502,
          DISCOUNT_CARD_ERROR_CODES.messageNotSent,
          DISCOUNT_CARD_MESSAGES.appLinkNotSent,
        );
      }
      return { isSent: true as const };
    },
  );
}
