import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, lt } from 'drizzle-orm';
import { PRODUCT } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import { trustedDevices } from '../../db/schema/index';
import {
  createSessionToken,
  hashSessionToken,
  isWellFormedSessionToken,
} from '../../plugins/session-token';

export const DEVICE_COOKIE = `${PRODUCT.slug}_device`;
const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;
/** Sent only to the sign-in calls, which are the only ones that read it. */
const DEVICE_COOKIE_PATH = '/api/v2/user/account';

/**
 * Browsers that signed in to an account: a long-lived random cookie, stored as a hash beside
 * each account it signed in to. The sign-in throttles spare these the account-wide lock.
 */
export function createTrustedDevices(
  db: AppDatabase,
  options: { isProduction: boolean; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());

  function readToken(request: FastifyRequest): string | null {
    const token = request.cookies[DEVICE_COOKIE];
    return token && isWellFormedSessionToken(token) ? token : null;
  }

  return {
    /** The hash naming this browser when it signed in to the account before; else null. */
    async findTrustedDevice(request: FastifyRequest, accountId: string): Promise<string | null> {
      const token = readToken(request);
      if (!token) return null;
      const tokenHash = hashSessionToken(token);
      const rows = await db
        .select({ tokenHash: trustedDevices.tokenHash })
        .from(trustedDevices)
        .where(
          and(
            eq(trustedDevices.tokenHash, tokenHash),
            eq(trustedDevices.accountId, accountId),
            gt(trustedDevices.expiresAt, now()),
          ),
        )
        .limit(1);
      return rows.length ? tokenHash : null;
    },

    /** Remembers that this browser signed in to the account, for another 180 days. */
    async trust(request: FastifyRequest, reply: FastifyReply, accountId: string): Promise<void> {
      const token = readToken(request) ?? createSessionToken();
      const expiresAt = new Date(now().getTime() + DEVICE_TTL_MS);
      await db.delete(trustedDevices).where(lt(trustedDevices.expiresAt, now()));
      await db
        .insert(trustedDevices)
        .values({ tokenHash: hashSessionToken(token), accountId, expiresAt })
        .onConflictDoUpdate({
          target: [trustedDevices.tokenHash, trustedDevices.accountId],
          set: { expiresAt },
        });
      reply.setCookie(DEVICE_COOKIE, token, {
        path: DEVICE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: options.isProduction,
        expires: expiresAt,
      });
    },
  };
}

export type TrustedDevices = ReturnType<typeof createTrustedDevices>;
