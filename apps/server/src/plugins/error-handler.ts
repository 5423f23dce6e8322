import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * The most of a refused body the server reads, to keep the connection, 4 MiB. Fastify closes the
 * connection when it refuses a body (too large, not JSON, another media type), since the client
 * may be sending more of it; closing while the client still uploads makes the server's system
 * answer the rest with a reset, which can reach the client before the answer does, so it never
 * learns why. A body of known length up to this is read and dropped instead (Node does so once
 * the answer is sent, within the request timeout), and the connection serves the next request.
 */
const MAX_DRAINED_BODY_BYTES = 4 * 1024 * 1024;

function canDrainRefusedBody(error: unknown, request: FastifyRequest): boolean {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  if (typeof code !== 'string' || !code.startsWith('FST_ERR_CTP_')) return false;
  const length = Number(request.headers['content-length']);
  return Number.isSafeInteger(length) && length <= MAX_DRAINED_BODY_BYTES;
}

/** Every failure answers in the one error shape; 5xx answers never carry internals. */
async function registerErrorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error, request, reply) => {
    if (canDrainRefusedBody(error, request)) reply.removeHeader('connection');
    const apiError = toApiError(error);
    if (isServerError(apiError)) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: apiError.code, status: apiError.status }, 'request rejected');
    return sendApiError(reply, apiError);
  });
}

export const errorHandlerPlugin = fp(registerErrorHandler, { name: 'error-handler' });
