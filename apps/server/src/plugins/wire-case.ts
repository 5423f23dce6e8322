import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { camelCaseKeys, snakeCaseKeys } from '@fillwell/contracts';

type RouteResponseSchema = z.ZodType | { properties: z.ZodType };

function resolveSchema(schema: RouteResponseSchema): z.ZodType {
  return schema instanceof z.ZodType ? schema : schema.properties;
}

/**
 * Validates a response against its zod contract (camelCase, unknown keys stripped), then writes
 * it with snake_case keys.
 */
export const wireSerializerCompiler: FastifySerializerCompiler<RouteResponseSchema> = ({
  schema,
  method,
  url,
}) => {
  const zodSchema = resolveSchema(schema);
  return (data) => {
    const result = z.safeEncode(zodSchema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(snakeCaseKeys(result.data));
  };
};

/** Incoming body, query and path parameter keys become camelCase before validation. */
async function registerWireCase(app: FastifyInstance): Promise<void> {
  app.setSerializerCompiler(wireSerializerCompiler);
  app.addHook('preValidation', async (request) => {
    // Parsed query and params objects are not plain objects: copy them first.
    request.query = camelCaseKeys({ ...(request.query as object) });
    request.params = camelCaseKeys({ ...(request.params as object) });
    if (request.body !== undefined) request.body = camelCaseKeys(request.body);
  });
}

export const wireCasePlugin = fp(registerWireCase, { name: 'wire-case' });
