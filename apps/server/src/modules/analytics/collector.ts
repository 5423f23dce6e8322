import {
  hasUtmValues,
  isClientErrorNoise,
  isWhitelistedEventName,
  UTM_PARAMETERS,
  type UtmValues,
} from '@fillwell/domain';
import {
  ANALYTICS_ERROR_CODES,
  ANALYTICS_MESSAGES,
  type AnalyticsBatchRequest,
  type ClientErrorRequest,
  type UtmValuesPayload,
} from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import { insertClientError, insertEvents } from './event-repository';
import type { SegmentForwarder } from './segment-forwarder';
import { createVisitRepository } from './visit-repository';

/** How far a browser's clock may be off before the server's time is kept instead. */
const MAX_CLOCK_AHEAD_MS = 5 * 60 * 1000;
const MAX_EVENT_AGE_MS = 24 * 60 * 60 * 1000;

/** The sender's session, made on demand when a batch brings UTM values to keep. */
export interface CollectorSession {
  current: { id: string; accountId: string | null } | null;
  ensure(): Promise<{ id: string; accountId: string | null }>;
}

export interface CollectorOptions {
  db: AppDatabase;
  isStrict: boolean;
  forwarder: SegmentForwarder | null;
  now?: () => Date;
}

/** Non-empty UTM values only (a bare `utm_source=` carries nothing). */
export function toUtmValues(payload: UtmValuesPayload | undefined): UtmValues | null {
  if (!payload) return null;
  const values: UtmValues = {};
  for (const name of UTM_PARAMETERS) {
    const value = payload[name];
    if (value) values[name] = value;
  }
  return hasUtmValues(values) ? values : null;
}

/** The browser's time unless it is in the future or older than a day. */
export function toStoredTime(occurredAt: string, now: Date): Date {
  const time = new Date(occurredAt);
  const delta = time.getTime() - now.getTime();
  return delta > MAX_CLOCK_AHEAD_MS || delta < -MAX_EVENT_AGE_MS ? now : time;
}

/** With the strict whitelist on, a batch naming an untracked event is refused as a whole. */
function assertWhitelisted(batch: AnalyticsBatchRequest): void {
  const unknown = batch.events.flatMap((event, index) =>
    isWhitelistedEventName(event.name) ? [] : [index],
  );
  if (unknown.length === 0) return;
  throw new HttpError(400, ANALYTICS_ERROR_CODES.unknownEvent, ANALYTICS_MESSAGES.unknownEvent, {
    validationErrors: Object.fromEntries(
      unknown.map((index) => [`events.${index}.name`, [ANALYTICS_MESSAGES.unknownEvent]]),
    ),
  });
}

/** The first-party collector: events and client errors into the database, and on if set up. */
export function createCollector(options: CollectorOptions) {
  const { db, forwarder } = options;
  const now = options.now ?? (() => new Date());
  const visits = createVisitRepository(db);

  async function findVisit(session: CollectorSession, utm: UtmValues | null) {
    if (utm) {
      const current = session.current ?? (await session.ensure());
      return {
        visitId: await visits.recordArrival(current.id, current.accountId, utm),
        accountId: current.accountId,
      };
    }
    if (!session.current) return { visitId: null, accountId: null };
    const { id, accountId } = session.current;
    return { visitId: await visits.ensureVisit(id, accountId), accountId };
  }

  return {
    /** Stores a batch (one INSERT) and queues it for forwarding; the count stored. */
    async collect(session: CollectorSession, batch: AnalyticsBatchRequest): Promise<number> {
      if (options.isStrict) assertWhitelisted(batch);
      const utm = toUtmValues(batch.utm);
      const origin = await findVisit(session, utm);
      const receivedAt = now();
      const events = batch.events.map((event) => ({
        ...event,
        occurredAt: toStoredTime(event.occurredAt, receivedAt),
      }));
      await insertEvents(db, origin, events);
      forwarder?.enqueue(events.map((event) => ({ ...event, ...origin, utm })));
      return events.length;
    },

    /** Stores a client error unless it is extension or third-party noise; whether stored. */
    async reportError(
      session: CollectorSession,
      report: ClientErrorRequest,
      context: { appOrigin: string; userAgent: string | null },
    ): Promise<boolean> {
      if (isClientErrorNoise(report, context.appOrigin)) return false;
      const current = session.current;
      const origin = current
        ? {
            visitId: await visits.ensureVisit(current.id, current.accountId),
            accountId: current.accountId,
          }
        : { visitId: null, accountId: null };
      await insertClientError(db, origin, report, context.userAgent);
      return true;
    },
  };
}

export type Collector = ReturnType<typeof createCollector>;
