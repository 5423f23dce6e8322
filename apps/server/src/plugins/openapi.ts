import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, clientParamsSchema, toSnakeKey } from '@fillwell/contracts';
import { APP_VERSION, PRODUCT } from '@fillwell/domain';
import { toWireJsonSchema } from './openapi-wire-schema';

export const DOCS_PREFIX = '/api/docs';

/** Error answers every route may give; spread into a route's `response` schemas. */
export const ERROR_RESPONSES = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;

const clientParamsJsonSchema = z.toJSONSchema(clientParamsSchema, { io: 'input' });

/**
 * The zod contracts as JSON schemas, rewritten to the snake_case the wire carries; API routes
 * also list the `platform` and `app` query parameters every call may carry.
 */
const wireSchemaTransform: SwaggerTransform = (route) => {
  const transformed = jsonSchemaTransform(route as Parameters<typeof jsonSchemaTransform>[0]);
  const schema: Record<string, unknown> = { ...transformed.schema };
  if (route.url.startsWith('/api/') && !schema.hide) {
    schema.querystring = withClientParams(schema.querystring);
  }
  return {
    url: toWirePath(transformed.url),
    schema: toWireJsonSchema(schema) as typeof transformed.schema,
  };
};

/** `/v2/orders/{orderId}` → `/v2/orders/{order_id}`: placeholders named as their parameters. */
function toWirePath(url: string): string {
  return url.replace(/\{(\w+)\}|:(\w+)/g, (_match, braced?: string, colon?: string) => {
    return `{${toSnakeKey(braced ?? colon ?? '')}}`;
  });
}

function withClientParams(querystring: unknown): Record<string, unknown> {
  const routeQuery = (querystring ?? {}) as { properties?: Record<string, unknown> };
  return {
    type: 'object',
    ...routeQuery,
    properties: { ...clientParamsJsonSchema.properties, ...routeQuery.properties },
  };
}

/**
 * OpenAPI generated from the routes' zod contracts: UI at /api/docs, JSON at /api/docs/json,
 * served outside production only (in production the document stays inside the process).
 */
async function registerOpenApi(
  app: FastifyInstance,
  options: { isProduction: boolean },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${PRODUCT.name} API`,
        version: APP_VERSION,
        description:
          'JSON keys and query names are snake_case. Every call may carry `platform` (web, ' +
          'mobile_web) and `app` query parameters; state-changing calls need the ' +
          '`X-Requested-With` header. Failures share one error shape.',
      },
    },
    transform: wireSchemaTransform,
  });
  if (!options.isProduction) await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}

export const openApiPlugin = fp(registerOpenApi, { name: 'openapi' });
