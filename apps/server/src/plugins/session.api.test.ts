import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createApiClient } from '../test/api-client';
import { startTestServer, type TestServer } from '../test/test-server';
import { SESSIONLESS_ROUTE } from './session';

function registerProbeRoutes(app: App): void {
  app.get('/api/test/session-probe', async (request) => ({
    hasSession: request.session !== null,
  }));
  app.get('/api/test/sessionless-probe', { config: SESSIONLESS_ROUTE }, async (request) => ({
    hasSession: request.session !== null,
  }));
}

describe('session loading', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ seed: 'none', registerRoutes: registerProbeRoutes });
  });
  afterAll(async () => server?.close());

  it('loads the session for API routes, and skips it for public reads', async () => {
    const client = createApiClient(server.baseUrl);
    await client.get('/api/v2/user');
    expect((await client.get('/api/test/session-probe')).body).toEqual({ hasSession: true });
    expect((await client.get('/api/test/sessionless-probe')).body).toEqual({ hasSession: false });
  });
});
