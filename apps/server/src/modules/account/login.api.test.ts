import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../test/api-client';
import { createTestEmail, signUpTestAccount } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import { readLatestMessage, type WireError, type WireUser } from './auth-test-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('POST /api/v2/user/account/login', () => {
  it('signs in with the right password, case-insensitively by email, with a new session token', async () => {
    const { email, password, accountId } = await signUpTestAccount(server.baseUrl);
    const client = createApiClient(server.baseUrl);
    await client.get('/api/v2/user');
    const visitorToken = client.cookies.get('fillwell_session');
    const response = await client.post<WireUser>('/api/v2/user/account/login', {
      email: email.toUpperCase(),
      password,
    });
    expect(response.status).toBe(200);
    expect(response.body.account?.id).toBe(accountId);
    expect(response.body.session.authenticated).toBe(true);
    expect(client.cookies.get('fillwell_session')).not.toBe(visitorToken);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const { email } = await signUpTestAccount(server.baseUrl);
    const client = createApiClient(server.baseUrl);
    const wrong = await client.post<WireError>('/api/v2/user/account/login', {
      email,
      password: 'not the password',
    });
    const unknown = await client.post<WireError>('/api/v2/user/account/login', {
      email: createTestEmail('nobody'),
      password: 'not the password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
    expect(wrong.body.code).toBe('invalid_credentials');
    const user = await client.get<WireUser>('/api/v2/user');
    expect(user.body.session.authenticated).toBe(false);
  });

  it('refuses an email after 5 failures in 15 minutes, saying how long to wait', async () => {
    const { email, password } = await signUpTestAccount(server.baseUrl);
    const client = createApiClient(server.baseUrl);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await client.post('/api/v2/user/account/login', {
        email,
        password: 'x'.repeat(9),
      });
      expect(response.status).toBe(401);
    }
    const blocked = await client.post<WireError>('/api/v2/user/account/login', { email, password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('too_many_attempts');
    expect(blocked.body.message).toMatch(/wait 15 minutes/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    const other = await signUpTestAccount(server.baseUrl);
    const unaffected = await createApiClient(server.baseUrl).post('/api/v2/user/account/login', {
      email: other.email,
      password: other.password,
    });
    expect(unaffected.status).toBe(200);
  });

  it('tells a phone-code account to sign in with its mobile number', async () => {
    const client = createApiClient(server.baseUrl);
    const { account } = await signInWithPhone(client, '3145550142');
    const email = createTestEmail('phone');
    const { accounts } = await import('../../db/schema/index');
    const { eq } = await import('drizzle-orm');
    await server.db.update(accounts).set({ email }).where(eq(accounts.id, account.id));
    const response = await createApiClient(server.baseUrl).post<WireError>(
      '/api/v2/user/account/login',
      { email, password: 'whatever123' },
    );
    expect(response.status).toBe(409);
    expect(response.body.message).toContain('Please login using your mobile number');
  });

  it('emails a guest without a password a sign-in link, which signs in once', async () => {
    const email = createTestEmail('guest');
    await createApiClient(server.baseUrl).post('/api/v2/user/account/signup/guest', { email });
    const client = createApiClient(server.baseUrl);
    const response = await client.post<WireError>('/api/v2/user/account/login', {
      email,
      password: 'whatever123',
    });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('password_not_set');
    const message = await readLatestMessage(client, email);
    const token = /token=([^\s]+)/.exec(message.body)?.[1] ?? '';
    expect(message.body).toContain('/magic-link?token=');
    const signedIn = await client.post<WireUser>('/api/v2/user/account/login/link', {
      token: decodeURIComponent(token),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.account?.type).toBe('guest');
    const reused = await createApiClient(server.baseUrl).post<WireError>(
      '/api/v2/user/account/login/link',
      { token: decodeURIComponent(token) },
    );
    expect(reused.status).toBe(410);
    expect(reused.body.code).toBe('link_used');
  });

  it.each([
    [{ email: '', password: 'x' }, 'email'],
    [{ email: 'a@b.co', password: '' }, 'password'],
    [{ email: 'a@b.co', password: 'p'.repeat(200) }, 'password'],
    [{ email: ['a@b.co'], password: 'x' }, 'email'],
    [{ email: 'ünïcödé@exämple.com\u0000', password: 'x' }, 'email'],
  ])('answers 400 naming the field for bad input %#', async (body, field) => {
    const response = await createApiClient(server.baseUrl).post<WireError>(
      '/api/v2/user/account/login',
      body,
    );
    expect(response.status).toBe(400);
    expect(response.body.validation_errors[field]).toHaveLength(1);
  });
});

describe('POST /api/v2/user/account/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const { client } = await signUpTestAccount(server.baseUrl);
    const token = client.cookies.get('fillwell_session');
    const response = await client.post('/api/v2/user/account/logout');
    expect(response.status).toBe(200);
    expect(client.cookies.has('fillwell_session')).toBe(false);
    const user = await client.get<WireUser>('/api/v2/user');
    expect(user.body.session.authenticated).toBe(false);
    const replay = createApiClient(server.baseUrl);
    replay.cookies.set('fillwell_session', token ?? '');
    const replayed = await replay.get<WireUser>('/api/v2/user');
    expect(replayed.body.account).toBeNull();
  });
});

describe('POST /api/v2/user/account/type', () => {
  it("answers an account's type, and 404 'Account not found' for a new email", async () => {
    const { email } = await signUpTestAccount(server.baseUrl);
    const client = createApiClient(server.baseUrl);
    const known = await client.post('/api/v2/user/account/type', { email });
    expect(known.body).toEqual({ type: 'full' });
    const unknown = await client.post<WireError>('/api/v2/user/account/type', {
      email: createTestEmail(),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('not found');
    const bad = await client.post<WireError>('/api/v2/user/account/type', { email: 'nope' });
    expect(bad.status).toBe(400);
  });
});

describe('guest accounts', () => {
  it('POST signup/guest creates a signed-in guest; a used email answers 409', async () => {
    const email = createTestEmail('guest');
    const client = createApiClient(server.baseUrl);
    const response = await client.post<WireUser>('/api/v2/user/account/signup/guest', { email });
    expect(response.status).toBe(200);
    expect(response.body.account).toMatchObject({ type: 'guest', email });
    const again = await createApiClient(server.baseUrl).post<WireError>(
      '/api/v2/user/account/signup/guest',
      { email },
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Email already in use');
  });

  it.each(['POST', 'PUT'])(
    '%s login/guest signs a new email in, and only emails a link for an existing one',
    async (method) => {
      const email = createTestEmail('guest');
      const client = createApiClient(server.baseUrl);
      const created = await client.request<{ result: { status: string } }>(
        method,
        '/api/v2/user/account/login/guest',
        { body: { email, flow: 'checkout' } },
      );
      expect(created.body.result.status).toBe('signedIn');
      expect((await client.get<WireUser>('/api/v2/user')).body.account?.email).toBe(email);

      const { email: fullEmail } = await signUpTestAccount(server.baseUrl);
      const stranger = createApiClient(server.baseUrl);
      const existing = await stranger.request<{ result: { status: string } }>(
        method,
        '/api/v2/user/account/login/guest',
        { body: { email: fullEmail, flow: 'checkout' } },
      );
      expect(existing.status).toBe(200);
      expect(existing.body.result.status).toBe('linkSent');
      expect((await stranger.get<WireUser>('/api/v2/user')).body.session.authenticated).toBe(false);
      const message = await readLatestMessage(stranger, fullEmail);
      expect(message.body).toContain('/guest-login?token=');
    },
  );

  it('rejects a forged or malformed link token', async () => {
    const client = createApiClient(server.baseUrl);
    for (const token of ['nope', 'a.b', '<script>.x', 'ü.ü']) {
      const response = await client.post<WireError>('/api/v2/user/account/login/link', { token });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('link_invalid');
    }
  });
});

async function signInWithPhone(
  client: ReturnType<typeof createApiClient>,
  digits: string,
): Promise<{ account: { id: string } }> {
  const sent = await client.post<{ token: string }>('/api/v2/user/account/otp/login/send', {
    mobile_number: digits,
  });
  const message = await readLatestMessage(client, digits);
  const code = /(\d{6})/.exec(message.body)?.[1] ?? '';
  const verified = await client.post<WireUser>('/api/v2/user/account/otp/login/verify', {
    otp_code: code,
    tid: sent.body.token,
    mobile_number: `+1${digits}`,
  });
  if (!verified.body.account) throw new Error(verified.text);
  return { account: verified.body.account };
}
