import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { snakeCaseKeys, type ApiError } from '@fillwell/contracts';
import { isServerError, toApiError, UNAVAILABLE_RETRY_AFTER_SECONDS } from './error-mapper';

/** Sends an error in the one wire shape, bypassing any route response schema. */
export function sendApiError(reply: FastifyReply, apiError: ApiError): FastifyReply {
  if (apiError.status === 503) reply.header('retry-after', UNAVAILABLE_RETRY_AFTER_SECONDS);
  return reply
    .code(apiError.status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(snakeCaseKeys(apiError)));
}

/** Every failure answers in the one error shape; 5xx answers never carry internals. */
async function registerErrorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error);
    if (isServerError(apiError)) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: apiError.code, status: apiError.status }, 'request rejected');
    return sendApiError(reply, apiError);
  });
}

export const errorHandlerPlugin = fp(registerErrorHandler, { name: 'error-handler' });
