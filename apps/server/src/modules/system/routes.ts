import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, readinessResponseSchema } from '@fillwell/contracts';
import type { DatabaseHandle } from '../../db/client';
import type { CatalogueCountsCache } from './catalogue-counts-cache';
import { checkReadiness } from './readiness';

export interface SystemRoutesOptions {
  database: DatabaseHandle;
  catalogueCounts: CatalogueCountsCache;
}

/** Probes for load balancers and orchestration: liveness and readiness. */
export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, options) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers and the catalogue is loaded',
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(options.database, options.catalogueCounts);
      return reply.code(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
};
