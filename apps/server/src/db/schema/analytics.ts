import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sessions } from './session';

/** The eleven tracked UTM parameters (spec partner-and-shell §9), one text column each. */
function utmColumns() {
  return {
    utmCampaign: text('utm_campaign'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    utmType: text('utm_type'),
    utmKeyword: text('utm_keyword'),
    utmVersionid: text('utm_versionid'),
    utmTemplateid: text('utm_templateid'),
    utmFlowid: text('utm_flowid'),
    utmSegmentid: text('utm_segmentid'),
  };
}

/**
 * One visit per browser session: a stable id for the funnel (it survives the session's token
 * being renewed at sign-in, through the cascading key) and the UTM parameters it arrived with
 * (the latest arrival that carried any).
 */
export const analyticsVisits = pgTable(
  'analytics_visits',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').references(() => sessions.id, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    /** The account signed in on the session, once there is one (orders find their visit by it). */
    accountId: text('account_id'),
    ...utmColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    utmCapturedAt: timestamp('utm_captured_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('analytics_visits_session_idx').on(table.sessionId),
    index('analytics_visits_account_idx').on(table.accountId),
  ],
);
export type AnalyticsVisitRow = typeof analyticsVisits.$inferSelect;

/**
 * Page and track events from the first-party collector, plus the server's own "Order Paid".
 * `utm_source` is the visit's at the time the event was received, so the funnel groups by it
 * without a join.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    visitId: text('visit_id'),
    accountId: text('account_id'),
    /** page | track */
    type: text('type').notNull(),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    utmSource: text('utm_source'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('analytics_events_occurred_at_idx').on(table.occurredAt),
    index('analytics_events_name_occurred_at_idx').on(table.name, table.occurredAt),
  ],
);
export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;

/** The UTM parameters a signup (subject: the account) or a paid order was attributed to. */
export const analyticsAttributions = pgTable(
  'analytics_attributions',
  {
    /** signup | order */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    visitId: text('visit_id'),
    accountId: text('account_id'),
    ...utmColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.subjectType, table.subjectId] }),
    index('analytics_attributions_source_idx').on(table.utmSource),
  ],
);
export type AnalyticsAttributionRow = typeof analyticsAttributions.$inferSelect;

/** Errors the web app reported, after its filter and the server's dropped extension noise. */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    visitId: text('visit_id'),
    accountId: text('account_id'),
    message: text('message').notNull(),
    source: text('source'),
    line: integer('line'),
    column: integer('column'),
    stack: text('stack'),
    pageUrl: text('page_url'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('client_errors_created_at_idx').on(table.createdAt)],
);
export type ClientErrorRow = typeof clientErrors.$inferSelect;
