import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Puts the account on the request's session. An existing session gets a new token first (no
 * session fixation) and keeps its data (invite code, location).
 */
export async function signInSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
): Promise<void> {
  if (request.session) await app.sessions.renew(request, reply);
  else await app.sessions.ensure(request, reply);
  await app.sessions.update(request, { accountId });
}
