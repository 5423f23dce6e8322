import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@fillwell/contracts';
import { startTestServer, type TestServer } from '../test/test-server';
import { signInClinician } from '../modules/telemed/telemed-test-helpers';
import { DEV_TOOLS_REFUSED_MESSAGE } from './dev-tools-access';

let server: TestServer;
let production: TestServer;

beforeAll(async () => {
  [server, production] = await Promise.all([
    startTestServer({ seed: 'none' }),
    startTestServer({ seed: 'none', config: { isProduction: true } }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), production?.close()]);
});

const DEV_CALLS = [
  { method: 'GET', url: '/api/dev/outbox' },
  { method: 'POST', url: '/api/dev/clock', payload: { advance_days: 30 } },
  { method: 'POST', url: '/api/dev/orders/some-order/advance' },
] as const;

/** A request as if from another machine (or through a proxy), injected without a socket. */
function callFrom(target: TestServer, call: (typeof DEV_CALLS)[number], from: string) {
  return target.app.inject({
    method: call.method,
    url: call.url,
    remoteAddress: from,
    headers: { [CSRF_HEADER.name]: CSRF_HEADER.value },
    ...('payload' in call ? { payload: call.payload } : {}),
  });
}

describe('the developer tools', () => {
  it('refuse clients on other machines', async () => {
    for (const call of DEV_CALLS) {
      const response = await callFrom(server, call, '192.0.2.10');
      expect(response.statusCode, call.url).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'forbidden',
        message: DEV_TOOLS_REFUSED_MESSAGE,
      });
    }
  });

  it('refuse a forwarded request even when the proxy is on this machine', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answer this machine, and a signed-in staff member from anywhere', async () => {
    const local = await fetch(`${server.baseUrl}/api/dev/outbox`);
    expect(local.status).toBe(200);
    const clinician = await signInClinician(server.baseUrl);
    const cookie = [...clinician.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const staff = await server.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '192.0.2.10',
      headers: { cookie },
    });
    expect(staff.statusCode).toBe(200);
  });

  it('do not exist in production, nor do the API docs', async () => {
    for (const call of DEV_CALLS) {
      const response = await callFrom(production, call, '127.0.0.1');
      expect(response.statusCode, call.url).toBe(404);
    }
    for (const url of ['/api/docs', '/api/docs/json']) {
      const response = await production.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });
});
