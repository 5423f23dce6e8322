import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_ERROR_CODES } from '@fillwell/contracts';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/client';
import { accounts } from '../db/schema/index';
import { HttpError } from './http-error';

/** Account types that work for Fillwell rather than buy from it. */
const STAFF_ACCOUNT_TYPES: ReadonlySet<string> = new Set(['clinician']);
const LOOPBACK_ADDRESSES: ReadonlySet<string> = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const DEV_TOOLS_REFUSED_MESSAGE =
  'Developer tools answer only on this machine or to a signed-in staff member.';

const DEV_TOOLS_PREFIX = '/api/dev/';

/**
 * Guards the developer tools under /api/dev/ (outbox, clock, order advance), which are registered
 * only outside production: they answer to a client on this machine, or to a signed-in staff
 * member. The socket's own address is checked, never X-Forwarded-For, and a forwarded request is
 * not local even when its proxy is. Registered after the session plugin, whose hook loads the
 * signed-in account first.
 */
async function registerDevToolsAccess(app: FastifyInstance, options: { db: AppDatabase }) {
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.url?.startsWith(DEV_TOOLS_PREFIX)) return;
    if (isLocalRequest(request) || (await isStaffRequest(options.db, request))) return;
    throw new HttpError(403, API_ERROR_CODES.forbidden, DEV_TOOLS_REFUSED_MESSAGE);
  });
}

export const devToolsAccessPlugin = fp(registerDevToolsAccess, {
  name: 'dev-tools-access',
  dependencies: ['session'],
});

function isLocalRequest(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  return LOOPBACK_ADDRESSES.has(peer) && request.headers['x-forwarded-for'] === undefined;
}

async function isStaffRequest(db: AppDatabase, request: FastifyRequest): Promise<boolean> {
  const accountId = request.session?.accountId;
  if (!accountId) return false;
  const [account] = await db
    .select({ type: accounts.type })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return account !== undefined && STAFF_ACCOUNT_TYPES.has(account.type);
}
