import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../test/api-client';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'none', config: { isProduction: true } });
});
afterAll(async () => {
  await server?.close();
});

describe('in production', () => {
  it('sends HSTS and marks the session cookie Secure', async () => {
    const response = await createApiClient(server.baseUrl).get('/api/v2/user');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    const cookie = response.headers
      .getSetCookie()
      .find((header) => header.startsWith('fillwell_session='));
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});
