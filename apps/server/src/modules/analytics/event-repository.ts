import { and, desc, gte, inArray, lt, param, sql } from 'drizzle-orm';
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

/**
 * A batch of events in one statement whose text is the same for every batch: each column travels
 * as one array parameter, so the statement is parsed and planned once (a multi-row VALUES list
 * costs a build and a parse per batch), and the visit's UTM source, as it is when the batch is
 * stored, is looked up once for the whole batch.
 */
export async function insertEvents(
  db: Executor,
  origin: EventOrigin,
  events: ReadonlyArray<StoredEvent>,
): Promise<void> {
  if (events.length === 0) return;
  const types = events.map((event) => event.type);
  const names = events.map((event) => event.name);
  const properties = events.map((event) => JSON.stringify(event.properties));
  const occurredAt = events.map((event) => event.occurredAt.toISOString());
  await db.execute(sql`
    insert into ${analyticsEvents}
      (visit_id, account_id, type, name, properties, utm_source, occurred_at)
    select ${origin.visitId}::text, ${origin.accountId}::text, event.type, event.name,
      event.properties::jsonb,
      (select ${analyticsVisits.utmSource} from ${analyticsVisits}
        where ${analyticsVisits.id} = ${origin.visitId}::text),
      event.occurred_at
    from unnest(${param(types)}::text[], ${param(names)}::text[], ${param(properties)}::text[],
      ${param(occurredAt)}::timestamptz[]) with ordinality
      as event(type, name, properties, occurred_at, position)
    order by event.position`);
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
