import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sessions } from '../../db/schema/index';
import { hashSessionToken } from '../../plugins/session-token';
import { createApiClient } from '../../test/api-client';
import { signUpTestAccount } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
});
afterAll(async () => {
  await server?.close();
});

/** A visitor whose session is stored: proposed by GET /api/v2/user, stored by the next call. */
async function startStoredSession() {
  const client = createApiClient(server.baseUrl);
  await client.get('/api/v2/user');
  expect((await client.get('/api/v2/user/location')).status).toBe(200);
  const token = client.cookies.get('fillwell_session') ?? '';
  const [row] = await server.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.id, hashSessionToken(token)));
  expect(row).toBeDefined();
  return client;
}

type WireUser = Record<string, unknown> & {
  stats: { medication_count: number; pharmacy_count: number };
  experiments: Array<{ name: string; variation: string }>;
  session: { authenticated: boolean; expires_on: string };
};

describe('GET /api/v2/user', () => {
  it('describes a visitor with snake_case keys', async () => {
    const client = createApiClient(server.baseUrl);
    const response = await client.get<WireUser>('/api/v2/user');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const user = response.body;
    expect(Object.keys(user).sort()).toEqual(
      [
        'account',
        'available_pricing_tiers',
        'experiments',
        'invite_code',
        'is_service_available',
        'magic_pharmacy',
        'pharmacy',
        'session',
        'stats',
      ].sort(),
    );
    expect(user.is_service_available).toBe(true);
    expect(user.account).toBeNull();
    expect(user.pharmacy).toBeNull();
    expect(user.magic_pharmacy).toBeNull();
    expect(user.invite_code).toBeNull();
    expect(user.stats.medication_count).toBeGreaterThan(0);
    expect(user.stats.pharmacy_count).toBeGreaterThan(0);
    expect(user.session.authenticated).toBe(false);
    expect(Date.parse(user.session.expires_on)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(user.available_pricing_tiers).toEqual([
      { tier_type: 'edlp', name: 'Retail price', pharmacy_network_id: 1 },
      { tier_type: 'local', name: 'Smart Deal', pharmacy_network_id: 2 },
      { tier_type: 'delivery', name: 'Home delivery', pharmacy_network_id: 3 },
    ]);
    expect(user.experiments.map((experiment) => experiment.name)).toEqual([
      'dosage_on_rails',
      'auto_refill_toggle_modal',
    ]);
  });

  it('sets an httpOnly, SameSite=Lax session cookie and keeps the session on the next call', async () => {
    const client = createApiClient(server.baseUrl);
    const first = await client.get<WireUser>('/api/v2/user');
    const cookie = first.headers
      .getSetCookie()
      .find((header) => header.startsWith('fillwell_session='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);

    const second = await client.get<WireUser>('/api/v2/user');
    expect(second.headers.getSetCookie()).toEqual([]);
    expect(second.body.session.expires_on).toBe(first.body.session.expires_on);
    expect(second.body.experiments).toEqual(first.body.experiments);
  });

  it('starts a new session for an unknown or malformed cookie', async () => {
    for (const token of ['x'.repeat(43), 'not a token']) {
      const client = createApiClient(server.baseUrl);
      client.cookies.set('fillwell_session', token);
      const response = await client.get('/api/v2/user');
      expect(response.status).toBe(200);
      expect(client.cookies.get('fillwell_session')).not.toBe(token);
    }
  });

  it('slides the expiry of a session last extended over a day ago', async () => {
    const client = await startStoredSession();
    const token = client.cookies.get('fillwell_session');
    await server.db.update(sessions).set({ expiresAt: sql`now() + interval '10 days'` });
    const response = await client.get<WireUser>('/api/v2/user');
    expect(Date.parse(response.body.session.expires_on)).toBeGreaterThan(
      Date.now() + 29 * 86_400_000,
    );
    expect(response.headers.getSetCookie()[0]).toMatch(/^fillwell_session=/);
    expect(client.cookies.get('fillwell_session')).toBe(token);
  });

  it('replaces an expired session with a new one', async () => {
    const client = await startStoredSession();
    const token = client.cookies.get('fillwell_session');
    await server.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });
    await client.get('/api/v2/user');
    expect(client.cookies.get('fillwell_session')).not.toBe(token);
  });

  it('stores only a hash of the session token', async () => {
    const client = await startStoredSession();
    const token = client.cookies.get('fillwell_session') ?? '';
    const rows = await server.db.select({ id: sessions.id }).from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.id === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.id))).toBe(true);
  });

  it('lets xp force an experiment variation', async () => {
    const client = createApiClient(server.baseUrl);
    for (const variation of ['control', 'variation']) {
      const response = await client.get<WireUser>('/api/v2/user', {
        query: { xp: `dosage_on_rails:${variation}` },
      });
      expect(response.body.experiments[0]).toEqual({ name: 'dosage_on_rails', variation });
    }
  });

  it('rejects a malformed xp', async () => {
    const client = createApiClient(server.baseUrl);
    const response = await client.get<{ validation_errors: Record<string, string[]> }>(
      '/api/v2/user',
      {
        query: { xp: 'unknown_experiment:on' },
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.validation_errors.xp).toHaveLength(1);
  });
});

describe('POST /api/v2/user/invite', () => {
  it('records the code on the session, which GET /api/v2/user then shows', async () => {
    const inviter = await signUpTestAccount(server.baseUrl, 'inviter');
    const summary = await inviter.client.get<{ account: { referral_code: string } }>(
      '/api/v2/user',
    );
    const code = summary.body.account.referral_code;
    const client = createApiClient(server.baseUrl);
    const applied = await client.post('/api/v2/user/invite', { code });
    expect(applied.status).toBe(200);
    expect(applied.body).toEqual({ result: { code, reward_cents: 1500 } });

    const user = await client.get<WireUser>('/api/v2/user');
    expect(user.body.invite_code).toBe(code);
  });

  it('answers 404 in the one error shape for a code that names nobody', async () => {
    const client = createApiClient(server.baseUrl);
    const response = await client.post('/api/v2/user/invite', { code: 'FRIEND-2024' });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'invite_code_unknown', status: 404 });
    const user = await client.get<WireUser>('/api/v2/user');
    expect(user.body.invite_code).toBeNull();
  });

  it('answers 400 with the field at fault for a malformed code', async () => {
    const client = createApiClient(server.baseUrl);
    const response = await client.post('/api/v2/user/invite', { code: 'no spaces allowed!' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Invalid invite code',
      code: 'validation_error',
      status: 400,
      validation_errors: { code: ['Invalid invite code'] },
      error_details: null,
    });
  });
});
