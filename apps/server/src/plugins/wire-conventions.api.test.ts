import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from '../app';
import { createApiClient, type ApiClient } from '../test/api-client';
import { startTestServer, type TestServer } from '../test/test-server';
import { withRateLimit } from './rate-limits';

const echoBodySchema = z.strictObject({
  firstName: z.string(),
  zipCode: z.string().optional(),
  items: z.array(z.strictObject({ medId: z.number().int() })).optional(),
});
const echoQuerySchema = z.strictObject({ sortOrder: z.string().optional() });
const echoResponseSchema = z.object({
  body: echoBodySchema,
  query: echoQuerySchema,
  client: z.object({ platform: z.string().optional(), app: z.string().optional() }),
});

function registerTestRoutes(app: App): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/test/echo',
    {
      schema: {
        body: echoBodySchema,
        querystring: echoQuerySchema,
        response: { 200: echoResponseSchema },
      },
    },
    async (request) => ({ body: request.body, query: request.query, client: request.client }),
  );
  typed.get('/api/test/boom', async () => {
    throw new Error('connection to 10.1.2.3 refused by pg_hba.conf');
  });
  typed.post(
    '/api/test/limited',
    { config: withRateLimit({ max: 2, timeWindow: '1 minute' }) },
    async () => ({
      ok: true,
    }),
  );
}

type WireError = {
  message: string;
  code: string;
  status: number;
  validation_errors: Record<string, string[]>;
  error_details: unknown;
};

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seed: 'none', registerRoutes: registerTestRoutes });
  client = createApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

function expectErrorShape(body: unknown, status: number, code: string): WireError {
  const error = body as WireError;
  expect(Object.keys(error).sort()).toEqual([
    'code',
    'error_details',
    'message',
    'status',
    'validation_errors',
  ]);
  expect(error.status).toBe(status);
  expect(error.code).toBe(code);
  expect(typeof error.message).toBe('string');
  return error;
}

describe('snake_case on the wire, camelCase in code', () => {
  it('converts incoming body and query keys and outgoing keys; values stay as sent', async () => {
    const response = await client.post(
      '/api/test/echo',
      { first_name: 'Ana_Maria', zip_code: '10001', items: [{ med_id: 7 }] },
      { query: { sort_order: 'price_asc' } },
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      body: { first_name: 'Ana_Maria', zip_code: '10001', items: [{ med_id: 7 }] },
      query: { sort_order: 'price_asc' },
      client: { platform: 'web', app: '5.0.12' },
    });
  });

  it('rejects an invalid platform with a validation error', async () => {
    const response = await client.get('/api/v2/user', {
      areClientParamsOmitted: true,
      query: { platform: 'desktop' },
    });
    expect(response.status).toBe(400);
    expect(
      expectErrorShape(response.body, 400, 'validation_error').validation_errors.platform,
    ).toHaveLength(1);
  });

  it('accepts calls without platform and app', async () => {
    const response = await client.get('/api/v2/user', { areClientParamsOmitted: true });
    expect(response.status).toBe(200);
  });
});

describe('one error shape', () => {
  it('answers 404 JSON for an unknown /api route or method', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['DELETE', '/api/v2/user'],
      ['GET', '/api'],
    ] as const) {
      const response = await client.request(method, path);
      expect(response.status).toBe(404);
      expectErrorShape(response.body, 404, 'not_found');
    }
  });

  it('answers 400 invalid_json for malformed JSON', async () => {
    const response = await client.request('POST', '/api/test/echo', {
      rawBody: '{"first_name": "Ana",',
    });
    expect(response.status).toBe(400);
    expectErrorShape(response.body, 400, 'invalid_json');
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const response = await client.post('/api/test/echo', {
      first_name: 'x'.repeat(1024 * 1024 + 10),
    });
    expect(response.status).toBe(413);
    expectErrorShape(response.body, 413, 'payload_too_large');
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await client.request('POST', '/api/test/echo', {
      rawBody: 'first_name=Ana',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expectErrorShape(response.body, 415, 'unsupported_media_type');
    const text = await client.request('POST', '/api/test/echo', {
      rawBody: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
  });

  it('rejects unknown fields, naming them in snake_case', async () => {
    const response = await client.post('/api/test/echo', {
      first_name: 'Ana',
      favourite_color: 'blue',
    });
    expect(response.status).toBe(400);
    const error = expectErrorShape(response.body, 400, 'validation_error');
    expect(error.validation_errors).toEqual({ favourite_color: ['Unknown field'] });
  });

  it('rejects unknown query parameters', async () => {
    const response = await client.post(
      '/api/test/echo',
      { first_name: 'Ana' },
      { query: { debug: '1' } },
    );
    expect(response.status).toBe(400);
    expect(
      expectErrorShape(response.body, 400, 'validation_error').validation_errors,
    ).toHaveProperty('debug');
  });

  it('answers 400 with per-field messages for a wrong type', async () => {
    const response = await client.post('/api/test/echo', {
      first_name: 42,
      items: [{ med_id: 'seven' }],
    });
    expect(response.status).toBe(400);
    const error = expectErrorShape(response.body, 400, 'validation_error');
    expect(Object.keys(error.validation_errors).sort()).toEqual(['first_name', 'items.0.med_id']);
  });

  it('answers 500 without internals when a route throws', async () => {
    const response = await client.get('/api/test/boom');
    expect(response.status).toBe(500);
    const error = expectErrorShape(response.body, 500, 'internal_error');
    expect(error.message).toBe('Something went wrong, please try again');
    expect(response.text).not.toMatch(/10\.1\.2\.3|pg_hba|stack/);
  });

  it('answers 429 once a route limit is spent', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await client.post('/api/test/limited')).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await client.post('/api/test/limited');
    expectErrorShape(limited.body, 429, 'rate_limited');
    expect(limited.headers.get('retry-after')).not.toBeNull();
  });
});

describe('CSRF defence', () => {
  it('answers 403 to a state-changing call without the X-Requested-With header', async () => {
    const response = await client.request('POST', '/api/v2/user/invite', {
      body: { code: 'FRIEND1' },
      isCsrfHeaderOmitted: true,
    });
    expect(response.status).toBe(403);
    expectErrorShape(response.body, 403, 'csrf_failed');
  });

  it('answers 403 to a call from a foreign Origin', async () => {
    const response = await client.post(
      '/api/v2/user/invite',
      { code: 'FRIEND1' },
      {
        headers: { origin: 'https://evil.example' },
      },
    );
    expect(response.status).toBe(403);
    expectErrorShape(response.body, 403, 'csrf_failed');
  });

  it('accepts a call from its own origin', async () => {
    const response = await client.post(
      '/api/v2/user/invite',
      { code: 'FRIEND1' },
      {
        headers: { origin: server.baseUrl },
      },
    );
    // Past the CSRF check, the route itself answers: FRIEND1 names no account.
    expect(response.status).toBe(404);
    expectErrorShape(response.body, 404, 'invite_code_unknown');
  });

  it('does not need the header for reads', async () => {
    const response = await client.get('/api/v2/user', { isCsrfHeaderOmitted: true });
    expect(response.status).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a CSP that lets the app run, and the usual hardening headers', async () => {
    const response = await client.get('/api/v2/user');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("connect-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('OpenAPI', () => {
  it('describes the wire: paths with snake_case properties', async () => {
    const response = await client.get<{
      paths: Record<
        string,
        Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>
      >;
    }>('/api/docs/json');
    expect(response.status).toBe(200);
    const paths = response.body.paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/v2/user', '/api/v2/user/invite', '/healthz', '/readyz']),
    );
    const userDocument = JSON.stringify(paths['/api/v2/user']);
    expect(userDocument).toContain('"is_service_available"');
    expect(userDocument).toContain('"available_pricing_tiers"');
    expect(userDocument).toContain('"validation_errors"');
    expect(userDocument).not.toContain('isServiceAvailable');
    expect(JSON.stringify(paths['/api/v2/user/invite'])).toContain('"reward_cents"');
    expect(Object.keys(paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
  });

  it('names each path placeholder as its path parameter', async () => {
    type Operation = { parameters?: Array<{ in: string; name: string }> };
    const response = await client.get<{ paths: Record<string, Record<string, Operation>> }>(
      '/api/docs/json',
    );
    const mismatches = Object.entries(response.body.paths).flatMap(([path, operations]) => {
      const placeholders = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      return Object.entries(operations).flatMap(([method, operation]) => {
        const names = (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => parameter.name);
        return placeholders.every((name) => name !== undefined && names.includes(name))
          ? []
          : [`${method} ${path} (${names.join(', ')})`];
      });
    });
    expect(mismatches).toEqual([]);
  });

  it('serves the documentation UI', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs`, { redirect: 'follow' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('swagger');
  });
});
