import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GATEWAY_TOKENS_PATH,
  gatewayErrorSchema,
  gatewayTokenRequestSchema,
  gatewayTokenResponseSchema,
  toSnakeKey,
  type GatewayError,
} from '@fillwell/contracts';
import { createEmbeddedGateway } from '../../adapters/payments/index';
import { withRateLimit } from '../../plugins/rate-limits';
import type { ModuleRoutesOptions } from '../module-options';

type GatewayErrorBody = GatewayError['error'];

const GATEWAY_ERROR_RESPONSES = { '4xx': gatewayErrorSchema, '5xx': gatewayErrorSchema } as const;

function sendGatewayError(reply: FastifyReply, status: number, error: GatewayErrorBody) {
  return reply.code(status).send({ error });
}

/** Request failures in the provider's own shape; nothing about the request body is logged. */
function toGatewayError(error: FastifyError): { status: number; body: GatewayErrorBody } {
  if (error.validation) {
    const issue = error.validation[0];
    const field = issue?.instancePath.replace(/^\//, '').split('/')[0] ?? '';
    const param = field ? toSnakeKey(field) : null;
    return {
      status: 400,
      body: {
        type: 'invalid_request_error',
        code: 'parameter_invalid',
        message: param ? `Invalid or missing ${param}.` : 'Invalid request.',
        param,
      },
    };
  }
  if (error.statusCode === 429) {
    return {
      status: 429,
      body: {
        type: 'rate_limit_error',
        code: 'rate_limit',
        message: 'Too many requests, please try again in a minute.',
        param: null,
      },
    };
  }
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
  const message = status < 500 ? 'Invalid request.' : 'An error occurred with the card gateway.';
  const type = status < 500 ? 'invalid_request_error' : 'api_error';
  return {
    status,
    body: { type, code: status < 500 ? 'invalid_request' : 'api_error', message, param: null },
  };
}

/**
 * The embedded test card gateway at /gateway/v1/…, apart from the API: the browser sends the card
 * here and gets a one-time token, so a card number never reaches the API routes or the database.
 * Not registered when Stripe is configured.
 */
export const gatewayRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async (app, options) => {
  if (options.config.stripe) return;
  const gateway = createEmbeddedGateway(options.db);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toGatewayError(error);
    if (status >= 500) request.log.error({ code: error.code }, 'card gateway failed');
    return sendGatewayError(reply, status, body);
  });

  app.post(
    GATEWAY_TOKENS_PATH,
    {
      config: withRateLimit({ max: 60, timeWindow: '1 minute' }),
      schema: {
        tags: ['gateway'],
        summary:
          'Embedded test gateway: swaps a card for a one-time token (Stripe test numbers behave as documented)',
        body: gatewayTokenRequestSchema,
        response: { 200: gatewayTokenResponseSchema, ...GATEWAY_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const result = await gateway.tokenize(request.body);
      if (!result.ok) return sendGatewayError(reply, result.status, result.error);
      return result.token;
    },
  );
};
