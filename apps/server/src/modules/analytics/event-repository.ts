import { and, desc, gte, inArray, lt, sql } from 'drizzle-orm';
import { FUNNEL_EVENTS, FUNNEL_STEPS, type FunnelStep } from '@fillwell/domain';
import type { AnalyticsEvent, ClientErrorRequest, FunnelRow } from '@fillwell/contracts';
import type { AppDatabase, Executor } from '../../db/client';
import { analyticsEvents, analyticsVisits, clientErrors } from '../../db/schema/index';

/** Who sent a batch: the session's visit and account, when there is a session. */
export interface EventOrigin {
  visitId: string | null;
  accountId: string | null;
}

/** An event as stored: the time it happened is the server's judgement of it. */
export type StoredEvent = Omit<AnalyticsEvent, 'occurredAt'> & { occurredAt: Date };

/** The visit's UTM source as it is when the event is stored (one indexed lookup per row). */
function visitSourceOf(visitId: string | null) {
  if (visitId === null) return null;
  return sql<
    string | null
  >`(select ${analyticsVisits.utmSource} from ${analyticsVisits} where ${analyticsVisits.id} = ${visitId})`;
}

/** A batch of events in one multi-row INSERT: no round trip per event. */
export async function insertEvents(
  db: Executor,
  origin: EventOrigin,
  events: ReadonlyArray<StoredEvent>,
): Promise<void> {
  if (events.length === 0) return;
  const utmSource = visitSourceOf(origin.visitId);
  await db.insert(analyticsEvents).values(
    events.map((event) => ({
      visitId: origin.visitId,
      accountId: origin.accountId,
      type: event.type,
      name: event.name,
      properties: event.properties,
      utmSource,
      occurredAt: event.occurredAt,
    })),
  );
}

export async function insertClientError(
  db: AppDatabase,
  origin: EventOrigin,
  report: ClientErrorRequest,
  userAgent: string | null,
): Promise<void> {
  await db.insert(clientErrors).values({
    visitId: origin.visitId,
    accountId: origin.accountId,
    message: report.message,
    source: report.source ?? null,
    line: report.line ?? null,
    column: report.column ?? null,
    stack: report.stack ?? null,
    pageUrl: report.pageUrl ?? null,
    userAgent: userAgent?.slice(0, 500) ?? null,
  });
}

const dayOf = sql<string>`to_char(${analyticsEvents.occurredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
const visitKey = sql`coalesce(${analyticsEvents.visitId}, ${analyticsEvents.id}::text)`;

function countVisitsAt(step: FunnelStep) {
  return sql<number>`count(distinct ${visitKey}) filter (where ${analyticsEvents.name} = ${FUNNEL_EVENTS[step]})`.mapWith(
    Number,
  );
}

/**
 * The funnel: for each UTC day and UTM source, the visits that reached each step. Days are
 * `[from, toExclusive)`.
 */
export async function readFunnelRows(
  db: AppDatabase,
  from: Date,
  toExclusive: Date,
): Promise<FunnelRow[]> {
  const rows = await db
    .select({
      day: dayOf,
      source: analyticsEvents.utmSource,
      searched: countVisitsAt('searched'),
      viewed: countVisitsAt('viewed'),
      added: countVisitsAt('added'),
      checkoutStarted: countVisitsAt('checkoutStarted'),
      paid: countVisitsAt('paid'),
    })
    .from(analyticsEvents)
    .where(
      and(
        gte(analyticsEvents.occurredAt, from),
        lt(analyticsEvents.occurredAt, toExclusive),
        inArray(
          analyticsEvents.name,
          FUNNEL_STEPS.map((step) => FUNNEL_EVENTS[step]),
        ),
      ),
    )
    .groupBy(dayOf, analyticsEvents.utmSource)
    .orderBy(desc(dayOf), sql`${analyticsEvents.utmSource} nulls last`);
  return rows;
}
