import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientParamsSchema, type ClientParams } from '@fillwell/contracts';
import { createValidationError } from './http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The `platform` and `app` query parameters every call carries (both optional). */
    client: ClientParams;
  }
}

/**
 * Reads `platform` and `app` from the query of every request and removes them, so a route's own
 * query schema never has to mention them.
 */
async function registerClientParams(app: FastifyInstance): Promise<void> {
  // Typed as always present: the preValidation hook below sets it before any handler runs.
  app.decorateRequest('client', null as unknown as ClientParams);
  app.addHook('preValidation', async (request) => {
    const { platform, app: appVersion, ...routeQuery } = asRecord(request.query);
    const parsed = clientParamsSchema.safeParse({ platform, app: appVersion });
    if (!parsed.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of parsed.error.issues)
        (fields[String(issue.path[0])] ??= []).push(issue.message);
      throw createValidationError(fields);
    }
    request.client = parsed.data;
    request.query = routeQuery;
  });
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? { ...value } : {};
}

export const clientParamsPlugin = fp(registerClientParams, {
  name: 'client-params',
  dependencies: ['wire-case'],
});
