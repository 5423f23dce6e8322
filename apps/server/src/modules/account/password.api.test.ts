import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accounts, authChallenges } from '../../db/schema/index';
import { createApiClient } from '../../test/api-client';
import { createTestEmail, signUpTestAccount } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  extractCode,
  extractToken,
  readLatestMessage,
  type WireError,
  type WireUser,
} from './auth-test-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const NEW_PASSWORD = 'a brand new passphrase';

describe('password recovery', () => {
  it('emails a single-use reset link that sets the password, signs in and ends other sessions', async () => {
    const {
      client: oldSession,
      email,
      password,
      accountId,
    } = await signUpTestAccount(server.baseUrl);
    const client = createApiClient(server.baseUrl);
    const sent = await client.post<{ result: { message: string } }>(
      '/api/v2/user/account/password',
      {
        email,
      },
    );
    expect(sent.status).toBe(200);
    const message = await readLatestMessage(client, email);
    expect(message.body).toMatch(/http:\/\/127\.0\.0\.1:\d+\/password-reset\?token=/);
    const token = extractToken(message.body);

    const reset = await client.patch<WireUser>('/api/v2/user/account/password', {
      token,
      password: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect(reset.body.account?.id).toBe(accountId);
    expect((await oldSession.get<WireUser>('/api/v2/user')).body.session.authenticated).toBe(false);

    const oldLogin = await createApiClient(server.baseUrl).post('/api/v2/user/account/login', {
      email,
      password,
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await createApiClient(server.baseUrl).post('/api/v2/user/account/login', {
      email,
      password: NEW_PASSWORD,
    });
    expect(newLogin.status).toBe(200);

    const reused = await createApiClient(server.baseUrl).patch<WireError>(
      '/api/v2/user/account/password',
      {
        token,
        password: 'another passphrase',
      },
    );
    expect(reused.status).toBe(410);
    expect(reused.body.code).toBe('link_used');
  });

  it('answers the same for an unknown email, and sends nothing', async () => {
    const { email } = await signUpTestAccount(server.baseUrl);
    const client = createApiClient(server.baseUrl);
    const known = await client.post('/api/v2/user/account/password', { email });
    const unknownEmail = createTestEmail('nobody');
    const unknown = await client.put('/api/v2/user/account/password', { email: unknownEmail });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await expect(readLatestMessage(client, unknownEmail)).rejects.toThrow();
  });

  it('PUT sends a new link and the earlier one stops working', async () => {
    const { email } = await signUpTestAccount(server.baseUrl);
    const client = createApiClient(server.baseUrl);
    await client.post('/api/v2/user/account/password', { email });
    const first = extractToken((await readLatestMessage(client, email)).body);
    await client.put('/api/v2/user/account/password', { email });
    const second = extractToken((await readLatestMessage(client, email)).body);
    expect(second).not.toBe(first);
    const old = await client.patch<WireError>('/api/v2/user/account/password', {
      token: first,
      password: NEW_PASSWORD,
    });
    expect(old.status).toBe(410);
    const fresh = await client.patch('/api/v2/user/account/password', {
      token: second,
      password: NEW_PASSWORD,
    });
    expect(fresh.status).toBe(200);
  });

  it('refuses an expired link with a clear message', async () => {
    const { email } = await signUpTestAccount(server.baseUrl);
    const client = createApiClient(server.baseUrl);
    await client.post('/api/v2/user/account/password', { email });
    const token = extractToken((await readLatestMessage(client, email)).body);
    const [id] = token.split('.');
    await server.db
      .update(authChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authChallenges.id, id ?? ''));
    const response = await client.patch<WireError>('/api/v2/user/account/password', {
      token,
      password: NEW_PASSWORD,
    });
    expect(response.status).toBe(410);
    expect(response.body.code).toBe('link_expired');
    expect(response.body.message).toBe('This link has expired. Please request a new one.');
  });

  it('tells a phone-code account to sign in with its mobile number', async () => {
    const client = createApiClient(server.baseUrl);
    const digits = '3145550199';
    const sent = await client.post<{ token: string }>('/api/v2/user/account/otp/login/send', {
      mobile_number: digits,
    });
    const code = extractCode((await readLatestMessage(client, digits)).body);
    const user = await client.post<WireUser>('/api/v2/user/account/otp/login/verify', {
      otp_code: code,
      tid: sent.body.token,
      mobile_number: `+1${digits}`,
    });
    const email = createTestEmail('phone');
    await server.db
      .update(accounts)
      .set({ email })
      .where(eq(accounts.id, user.body.account?.id ?? ''));
    const response = await client.post<WireError>('/api/v2/user/account/password', { email });
    expect(response.status).toBe(409);
    expect(response.body.message).toContain('Please login using your mobile number');
  });

  it('lets a signed-in guest create a password, once, becoming a full account', async () => {
    const email = createTestEmail('guest');
    const client = createApiClient(server.baseUrl);
    await client.post('/api/v2/user/account/signup/guest', { email });
    const created = await client.patch<WireUser>('/api/v2/user/account/password', {
      password: NEW_PASSWORD,
    });
    expect(created.status).toBe(200);
    expect(created.body.account?.type).toBe('full');
    const again = await client.patch<WireError>('/api/v2/user/account/password', {
      password: NEW_PASSWORD,
    });
    expect(again.status).toBe(409);
    const login = await createApiClient(server.baseUrl).post('/api/v2/user/account/login', {
      email,
      password: NEW_PASSWORD,
    });
    expect(login.status).toBe(200);
  });

  it('needs a token or a signed-in session to set a password', async () => {
    const response = await createApiClient(server.baseUrl).patch<WireError>(
      '/api/v2/user/account/password',
      { password: NEW_PASSWORD },
    );
    expect(response.status).toBe(401);
  });

  it.each([
    [{ email: '' }, 'email'],
    [{ email: 'x'.repeat(300) }, 'email'],
    [{ email: null }, 'email'],
    [{ email: '"><img src=x onerror=alert(1)>@x.com' }, 'email'],
  ])('answers 400 for a bad email %#', async (body, field) => {
    const response = await createApiClient(server.baseUrl).post<WireError>(
      '/api/v2/user/account/password',
      body,
    );
    expect(response.status).toBe(400);
    expect(response.body.validation_errors[field]).toEqual(['Please enter a valid email address']);
  });

  it.each([
    [{ token: 'a.b', password: 'short' }, 'password'],
    [{ token: 'a.b', password: 'p'.repeat(129) }, 'password'],
    [{ token: '', password: NEW_PASSWORD }, 'token'],
    [{ token: 12, password: NEW_PASSWORD }, 'token'],
  ])('answers 400 for a bad reset %#', async (body, field) => {
    const response = await createApiClient(server.baseUrl).patch<WireError>(
      '/api/v2/user/account/password',
      body,
    );
    expect(response.status).toBe(400);
    expect(response.body.validation_errors[field]).toHaveLength(1);
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists messages newest first', async () => {
    const client = createApiClient(server.baseUrl);
    const { email } = await signUpTestAccount(server.baseUrl);
    await client.post('/api/v2/user/account/password', { email });
    const response = await client.get<{
      result: Array<{ recipient: string; subject: string; created_at: string }>;
    }>('/api/dev/outbox');
    expect(response.status).toBe(200);
    expect(response.body.result[0]).toMatchObject({
      recipient: email,
      subject: 'Reset your Fillwell password',
    });
    const times = response.body.result.map((message) => Date.parse(message.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('is not served in production', async () => {
    const production = await startTestServer({ config: { isProduction: true } });
    try {
      const response = await createApiClient(production.baseUrl).get('/api/dev/outbox');
      expect(response.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
