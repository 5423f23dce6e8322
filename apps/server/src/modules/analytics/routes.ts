import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANALYTICS_LIMITS,
  analyticsBatchRequestSchema,
  analyticsBatchResponseSchema,
  clientErrorRequestSchema,
  clientErrorResponseSchema,
  funnelQuerySchema,
  funnelResponseSchema,
} from '@fillwell/contracts';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { withRateLimit } from '../../plugins/rate-limits';
import type { ModuleRoutesOptions } from '../module-options';
import { createCollector, type CollectorSession } from './collector';
import { syncDemoSupport } from './demo-support';
import { readFunnel } from './funnel';
import { createSegmentForwarder } from './segment-forwarder';
import { requireSupportStaff } from './support-access';

const TAGS = ['analytics'];
/**
 * Per client address: a browser sends a batch every few seconds; more is a script. Set for
 * every client, local ones too (an explicit limit), so the tests see it.
 */
const EVENTS_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;
const ERRORS_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** Measurement: the event collector, client error reports and the staff funnel. */
export const analyticsRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async (app, options) => {
  const { db, config } = options;
  const { writeKey, forwardUrl, isStrict } = config.analytics;
  const forwarder = writeKey
    ? createSegmentForwarder({
        writeKey,
        url: forwardUrl,
        onError: (error) => app.log.warn({ err: error }, 'analytics events not forwarded'),
      })
    : null;
  const collector = createCollector({ db, isStrict, forwarder });
  app.addHook('onClose', async () => forwarder?.close());
  app.addHook('onReady', async () => {
    const outcome = await syncDemoSupport(db, config.supportDemoPassword);
    if (outcome !== 'unchanged' && outcome !== 'absent') {
      app.log.info({ outcome }, 'demo support account ' + outcome);
    }
  });

  const sessionOf = (request: FastifyRequest, reply: FastifyReply): CollectorSession => ({
    current: request.session,
    ensure: () => app.sessions.ensure(request, reply),
  });

  app.post(
    '/v2/analytics/events',
    {
      bodyLimit: ANALYTICS_LIMITS.maxBatchBytes,
      config: withRateLimit(EVENTS_RATE_LIMIT),
      schema: {
        tags: TAGS,
        summary:
          'Stores a batch of page and track events (at most 20, one insert) with the UTM values ' +
          'the visit arrived with; 400 analytics_event_unknown for an untracked name when the ' +
          'strict whitelist is on, 413 for a body over 60 KB, 429 when sent too often',
        body: analyticsBatchRequestSchema,
        response: { 200: analyticsBatchResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const accepted = await collector.collect(sessionOf(request, reply), request.body);
      return { result: { accepted } };
    },
  );

  app.post(
    '/v2/analytics/errors',
    {
      bodyLimit: ANALYTICS_LIMITS.maxBatchBytes,
      config: withRateLimit(ERRORS_RATE_LIMIT),
      schema: {
        tags: TAGS,
        summary:
          'Reports an error the web app caught; noise from browser extensions and third-party ' +
          'scripts is answered stored: false and not kept',
        body: clientErrorRequestSchema,
        response: { 200: clientErrorResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const appOrigin = config.publicUrl ?? `${request.protocol}://${request.host}`;
      const stored = await collector.reportError(sessionOf(request, reply), request.body, {
        appOrigin,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return { result: { stored } };
    },
  );

  app.get(
    '/v2/analytics/funnel',
    {
      schema: {
        tags: TAGS,
        summary:
          'Visits reaching search, drug page, cart, checkout and paid, per UTC day and UTM ' +
          'source; 401 when signed out, 403 for anyone but support staff',
        querystring: funnelQuerySchema,
        response: { 200: funnelResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await requireSupportStaff(db, request);
      return { result: await readFunnel(db, request.query, new Date()) };
    },
  );
};
