import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { ANALYTICS_ERROR_CODES, ANALYTICS_MESSAGES } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { accounts } from '../../db/schema/index';
import { requireAccountId } from '../../plugins/authentication';
import { HttpError } from '../../plugins/http-error';

/** The account type of Fillwell's own support staff, who see the funnel. */
export const SUPPORT_ACCOUNT_TYPE = 'support';

/** 401 when signed out, 403 for anyone who is not support staff. */
export async function requireSupportStaff(db: AppDatabase, request: FastifyRequest): Promise<void> {
  const accountId = requireAccountId(request);
  const [account] = await db
    .select({ type: accounts.type })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (account?.type !== SUPPORT_ACCOUNT_TYPE) {
    throw new HttpError(403, ANALYTICS_ERROR_CODES.staffOnly, ANALYTICS_MESSAGES.staffOnly);
  }
}
