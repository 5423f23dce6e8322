import type { FastifyRequest } from 'fastify';
import { createUnauthorizedError } from './http-error';

/**
 * The signed-in account behind the request; a 401 in the error shape otherwise. Every route that
 * reads or changes a user's own data starts with it, and looks the data up by this id only.
 */
export function requireAccountId(request: FastifyRequest): string {
  const accountId = request.session?.accountId;
  if (!accountId) throw createUnauthorizedError();
  return accountId;
}
