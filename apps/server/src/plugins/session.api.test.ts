import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { App } from '../app';
import { serverKeys, sessions } from '../db/schema/index';
import { createApiClient } from '../test/api-client';
import { startTestServer, type TestServer } from '../test/test-server';
import { SESSIONLESS_ROUTE } from './session';
import { createSignedSessionToken, hashSessionToken } from './session-token';

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

describe('sessions proposed to visitors', () => {
  let server: TestServer;
  const DAY_MS = 86_400_000;

  beforeAll(async () => {
    server = await startTestServer({ seed: 'none', registerRoutes: registerProbeRoutes });
  });
  afterAll(async () => server?.close());

  const countSessions = async () =>
    (await server.db.select({ total: count() }).from(sessions))[0]?.total ?? 0;
  const isStored = async (token: string) =>
    (
      await server.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashSessionToken(token)))
    ).length === 1;
  /** A token signed as this server signs them, made at `issuedAt`. */
  async function signAt(issuedAt: Date): Promise<string> {
    const [row] = await server.db.select({ value: serverKeys.value }).from(serverKeys);
    return createSignedSessionToken(Buffer.from(row?.value ?? '', 'base64url'), issuedAt);
  }
  type WireUser = { experiments: unknown[]; session: { expires_on: string } };

  it('gives a page view its cookie without storing a session', async () => {
    const before = await countSessions();
    const client = createApiClient(server.baseUrl);
    const response = await client.get<WireUser>('/api/v2/user');
    expect(response.status).toBe(200);
    expect(client.cookies.get('fillwell_session')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await countSessions()).toBe(before);
  });

  it("stores the proposed session at the visitor's first other call, under the same token, with the same experiments", async () => {
    const client = createApiClient(server.baseUrl);
    const proposed = await client.get<WireUser>('/api/v2/user', {
      query: { xp: 'dosage_on_rails:variation' },
    });
    const token = client.cookies.get('fillwell_session') ?? '';
    expect(await isStored(token)).toBe(false);
    expect((await client.get('/api/test/sessionless-probe')).body).toEqual({ hasSession: false });
    expect(await isStored(token)).toBe(false);
    expect((await client.get('/api/test/session-probe')).body).toEqual({ hasSession: true });
    expect(await isStored(token)).toBe(true);
    expect(client.cookies.get('fillwell_session')).toBe(token);
    const stored = await client.get<WireUser>('/api/v2/user', {
      query: { xp: 'dosage_on_rails:variation' },
    });
    expect(stored.body.experiments).toEqual(proposed.body.experiments);
    expect(stored.body.session.expires_on).toBe(proposed.body.session.expires_on);
  });

  it('keeps the experiments of a visitor whose session is only proposed, call after call', async () => {
    const client = createApiClient(server.baseUrl);
    const first = await client.get<WireUser>('/api/v2/user');
    for (let call = 0; call < 3; call += 1) {
      const next = await client.get<WireUser>('/api/v2/user');
      expect(next.headers.getSetCookie()).toEqual([]);
      expect(next.body.experiments).toEqual(first.body.experiments);
    }
  });

  it('never stores a token the server did not sign: made up, altered, or signed with another key', async () => {
    const proposer = createApiClient(server.baseUrl);
    await proposer.get('/api/v2/user');
    const signed = proposer.cookies.get('fillwell_session') ?? '';
    const altered = `${signed.slice(0, 5)}${signed[5] === 'A' ? 'B' : 'A'}${signed.slice(6)}`;
    const foreign = createSignedSessionToken(Buffer.alloc(32, 7), new Date());
    for (const token of ['x'.repeat(43), altered, foreign]) {
      const client = createApiClient(server.baseUrl);
      client.cookies.set('fillwell_session', token);
      expect((await client.get('/api/test/session-probe')).body).toEqual({ hasSession: false });
      expect(await isStored(token)).toBe(false);
      await client.get('/api/v2/user');
      expect(client.cookies.get('fillwell_session')).not.toBe(token);
    }
  });

  it('stores one session when several first calls with the same proposal arrive together', async () => {
    const client = createApiClient(server.baseUrl);
    await client.get('/api/v2/user');
    const token = client.cookies.get('fillwell_session') ?? '';
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => client.get('/api/test/session-probe')),
    );
    expect(answers.map((answer) => answer.body)).toEqual(
      Array.from({ length: 6 }, () => ({ hasSession: true })),
    );
    expect(await isStored(token)).toBe(true);
  });

  it('replaces a proposal past its 30 days, and stores one over a day old as it slides', async () => {
    const expired = await signAt(new Date(Date.now() - 31 * DAY_MS));
    const client = createApiClient(server.baseUrl);
    client.cookies.set('fillwell_session', expired);
    expect((await client.get('/api/test/session-probe')).body).toEqual({ hasSession: false });
    expect(await isStored(expired)).toBe(false);

    const dayOld = await signAt(new Date(Date.now() - 2 * DAY_MS));
    const returning = createApiClient(server.baseUrl);
    returning.cookies.set('fillwell_session', dayOld);
    const answer = await returning.get<WireUser>('/api/v2/user');
    expect(await isStored(dayOld)).toBe(true);
    expect(returning.cookies.get('fillwell_session')).toBe(dayOld);
    expect(Date.parse(answer.body.session.expires_on)).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  it('starts a new session when a proposal names one that was stored and has ended', async () => {
    const client = createApiClient(server.baseUrl);
    await client.get('/api/v2/user');
    await client.get('/api/test/session-probe');
    const token = client.cookies.get('fillwell_session') ?? '';
    await server.db.delete(sessions).where(eq(sessions.id, hashSessionToken(token)));
    await server.db.insert(sessions).values({
      id: hashSessionToken(token),
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await client.get('/api/test/session-probe')).body).toEqual({ hasSession: false });
    await client.get('/api/v2/user');
    expect(client.cookies.get('fillwell_session')).not.toBe(token);
  });
});
