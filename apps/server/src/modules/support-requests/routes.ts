import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactRequestSchema,
  priceMatchClaimSchema,
  supportRequestResponseSchema,
} from '@fillwell/contracts';
import { createMessageSender, type EmailMessage } from '../../adapters/messages/index';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { withRateLimit } from '../../plugins/rate-limits';
import type { ModuleRoutesOptions } from '../module-options';
import { composeContactReceipt, composePriceMatchReceipt } from './support-messages';
import { insertSupportRequest } from './support-request-repository';

/**
 * Contact requests and price-match claims: stored first, then acknowledged by e-mail. A message
 * that cannot be sent never loses the request, which the support team reads from the table.
 */
export const supportRequestRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async (
  app,
  { db, config },
) => {
  const messages = createMessageSender(config, db, { log: app.log });
  const acknowledge = async (request: FastifyRequest, email: EmailMessage) => {
    try {
      await messages.sendEmail(email);
    } catch (error) {
      request.log.error({ err: error }, 'A support acknowledgement could not be sent');
    }
  };

  app.post(
    '/v2/support/contact',
    {
      config: { ...withRateLimit('supportRequest'), needsSession: false },
      schema: {
        tags: ['support'],
        summary:
          "A question from a contact page, acknowledged by e-mail with the request's reference",
        body: contactRequestSchema,
        response: { 201: supportRequestResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { audience, name, email, message } = request.body;
      const reference = await insertSupportRequest(db, {
        kind: 'contact',
        audience,
        name,
        email,
        message,
      });
      await acknowledge(request, composeContactReceipt(email, name, reference));
      return reply.code(201).send({ result: { reference } });
    },
  );

  app.post(
    '/v2/support/price-match',
    {
      config: { ...withRateLimit('supportRequest'), needsSession: false },
      schema: {
        tags: ['support'],
        summary: 'A claim under the price match guarantee, acknowledged by e-mail',
        body: priceMatchClaimSchema,
        response: { 201: supportRequestResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const claim = request.body;
      const reference = await insertSupportRequest(db, {
        kind: 'price-match',
        name: claim.name,
        email: claim.email,
        message: claim.message ?? '',
        orderNumber: claim.orderNumber,
        medication: claim.medication,
        lowerPriceCents: toCents(claim.lowerPrice),
        seenAt: claim.seenAt,
      });
      await acknowledge(request, composePriceMatchReceipt(claim.email, claim, reference));
      return reply.code(201).send({ result: { reference } });
    },
  );
};

/** "12.5" → 1250: the claim's price, written in dollars, as whole cents. */
function toCents(dollars: string): number {
  const [whole = '0', fraction = ''] = dollars.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
