import { z } from 'zod';
import { FUNNEL_STEPS, UTM_PARAMETERS, UTM_VALUE_MAX_CHARS } from '@fillwell/domain';
import { ANALYTICS_LIMITS } from './analytics-limits';
import { resultOf } from './wire';

/** Codes of the collector's own refusals, in the one error shape. */
export const ANALYTICS_ERROR_CODES = {
  unknownEvent: 'analytics_event_unknown',
  staffOnly: 'analytics_staff_only',
} as const;

export const ANALYTICS_MESSAGES = {
  unknownEvent: 'This event name is not tracked.',
  staffOnly: 'Only Fillwell support staff can see the funnel.',
} as const;

const utmValueField = z.string().trim().max(UTM_VALUE_MAX_CHARS).optional();

/** The eleven tracked UTM parameters (partner-and-shell §9), without their `utm_` prefix. */
export const utmValuesSchema = z.strictObject(
  Object.fromEntries(UTM_PARAMETERS.map((name) => [name, utmValueField])) as Record<
    (typeof UTM_PARAMETERS)[number],
    typeof utmValueField
  >,
);
export type UtmValuesPayload = z.infer<typeof utmValuesSchema>;

const propertyValueSchema = z.union([
  z.string().max(ANALYTICS_LIMITS.maxPropertyTextChars),
  z.number().finite(),
  z.boolean(),
  z.null(),
]);

export const analyticsPropertiesSchema = z
  .record(z.string().min(1).max(ANALYTICS_LIMITS.maxPropertyNameChars), propertyValueSchema)
  .refine((value) => Object.keys(value).length <= ANALYTICS_LIMITS.maxPropertiesPerEvent, {
    message: `At most ${ANALYTICS_LIMITS.maxPropertiesPerEvent} properties per event`,
  });
export type AnalyticsProperties = z.infer<typeof analyticsPropertiesSchema>;

export const ANALYTICS_EVENT_TYPES = ['page', 'track'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

export const analyticsEventSchema = z.strictObject({
  type: z.enum(ANALYTICS_EVENT_TYPES),
  name: z.string().trim().min(1).max(ANALYTICS_LIMITS.maxNameChars),
  properties: analyticsPropertiesSchema.default({}),
  /** When it happened in the browser (ISO); the server keeps its own time if this is far off. */
  occurredAt: z.iso.datetime({ offset: true }),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** POST /api/v2/analytics/events: a batch of page and track events. */
export const analyticsBatchRequestSchema = z.strictObject({
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_LIMITS.maxEventsPerBatch),
  /** The UTM parameters of the address the visit arrived at, sent with the first batch. */
  utm: utmValuesSchema.optional(),
});
export type AnalyticsBatchRequest = z.infer<typeof analyticsBatchRequestSchema>;

export const analyticsBatchResponseSchema = resultOf(z.object({ accepted: z.number().int() }));
export type AnalyticsBatchResponse = z.infer<typeof analyticsBatchResponseSchema>;

/** POST /api/v2/analytics/errors: an error the web app caught. */
export const clientErrorRequestSchema = z.strictObject({
  message: z.string().trim().min(1).max(ANALYTICS_LIMITS.maxErrorMessageChars),
  source: z.string().max(ANALYTICS_LIMITS.maxUrlChars).nullable().optional(),
  line: z.number().int().min(0).max(10_000_000).nullable().optional(),
  column: z.number().int().min(0).max(10_000_000).nullable().optional(),
  stack: z.string().max(ANALYTICS_LIMITS.maxErrorStackChars).nullable().optional(),
  pageUrl: z.string().max(ANALYTICS_LIMITS.maxUrlChars).nullable().optional(),
});
export type ClientErrorRequest = z.infer<typeof clientErrorRequestSchema>;

/** `stored` is false when the report was extension or third-party noise (not kept). */
export const clientErrorResponseSchema = resultOf(z.object({ stored: z.boolean() }));
export type ClientErrorResponse = z.infer<typeof clientErrorResponseSchema>;

const isoDay = z.iso.date();

/** GET /api/v2/analytics/funnel?from=&to= (UTC days, both included; the last 14 by default). */
export const funnelQuerySchema = z.strictObject({
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type FunnelQuery = z.infer<typeof funnelQuerySchema>;

const funnelCountsShape = Object.fromEntries(
  FUNNEL_STEPS.map((step) => [step, z.number().int()]),
) as Record<(typeof FUNNEL_STEPS)[number], z.ZodNumber>;

/** Visits that reached each step on a day from a UTM source (null: none, a direct visit). */
export const funnelRowSchema = z.object({
  day: isoDay,
  source: z.string().nullable(),
  ...funnelCountsShape,
});
export type FunnelRow = z.infer<typeof funnelRowSchema>;

export const funnelSchema = z.object({
  from: isoDay,
  to: isoDay,
  rows: z.array(funnelRowSchema),
});
export type Funnel = z.infer<typeof funnelSchema>;
export const funnelResponseSchema = resultOf(funnelSchema);
export type FunnelResponse = z.infer<typeof funnelResponseSchema>;
