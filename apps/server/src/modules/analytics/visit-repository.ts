import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { UtmValues } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import { analyticsVisits } from '../../db/schema/index';

/** The visit's eleven UTM columns from what the address carried (absent ones cleared). */
export function toUtmColumns(utm: UtmValues) {
  return {
    utmCampaign: utm.campaign ?? null,
    utmSource: utm.source ?? null,
    utmMedium: utm.medium ?? null,
    utmTerm: utm.term ?? null,
    utmContent: utm.content ?? null,
    utmType: utm.type ?? null,
    utmKeyword: utm.keyword ?? null,
    utmVersionid: utm.versionid ?? null,
    utmTemplateid: utm.templateid ?? null,
    utmFlowid: utm.flowid ?? null,
    utmSegmentid: utm.segmentid ?? null,
  };
}

export type UtmColumns = ReturnType<typeof toUtmColumns>;

/** On a second insert for the session: the session's account, else the one already noted. */
const keptAccountId = sql`coalesce(excluded.account_id, ${analyticsVisits.accountId})`;

const CACHE_LIMIT = 10_000;
const CACHE_TTL_MS = 10 * 60 * 1000;

/**
 * Visits by session. A session's visit id never changes, so it is remembered in memory (a
 * batch then costs one INSERT); UTM values are read from the row when events are stored.
 */
export function createVisitRepository(db: AppDatabase, now: () => number = Date.now) {
  const cache = new Map<string, { visitId: string; expiresAt: number }>();

  function remember(sessionId: string, visitId: string): void {
    if (cache.size >= CACHE_LIMIT) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(sessionId, { visitId, expiresAt: now() + CACHE_TTL_MS });
  }

  return {
    /** The session's visit, made on its first event. */
    async ensureVisit(sessionId: string, accountId: string | null): Promise<string> {
      const cached = cache.get(sessionId);
      if (cached && cached.expiresAt > now()) return cached.visitId;
      const [row] = await db
        .insert(analyticsVisits)
        .values({ id: randomBytes(16).toString('base64url'), sessionId, accountId })
        .onConflictDoUpdate({
          target: analyticsVisits.sessionId,
          set: { accountId: keptAccountId },
        })
        .returning({ id: analyticsVisits.id });
      if (!row) throw new Error('The visit was neither made nor found');
      remember(sessionId, row.id);
      return row.id;
    },

    /** The visit arrived at an address with UTM values: they replace any earlier ones. */
    async recordArrival(
      sessionId: string,
      accountId: string | null,
      utm: UtmValues,
    ): Promise<string> {
      const columns = { ...toUtmColumns(utm), utmCapturedAt: new Date() };
      const [row] = await db
        .insert(analyticsVisits)
        .values({ id: randomBytes(16).toString('base64url'), sessionId, accountId, ...columns })
        .onConflictDoUpdate({
          target: analyticsVisits.sessionId,
          set: { ...columns, accountId: keptAccountId },
        })
        .returning({ id: analyticsVisits.id });
      if (!row) throw new Error('The visit was neither made nor found');
      remember(sessionId, row.id);
      return row.id;
    },
  };
}

export type VisitRepository = ReturnType<typeof createVisitRepository>;
