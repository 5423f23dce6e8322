import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { buildApp, type App } from '../../app';
import { loadConfig, type AppConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { authChallenges, outboxMessages } from '../../db/schema/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { signUpTestAccount } from '../../test/accounts';
import { createTestDatabase } from '../../test/test-database';
import { extractCode, type WireError, type WireUser } from './auth-test-helpers';

/**
 * Several server processes on one database, as in production: here several apps over one
 * database handle, each with its own memory. Clients are told apart by X-Forwarded-For.
 */
const config: AppConfig = {
  ...loadConfig({ NODE_ENV: 'test' }),
  webDistDir: fileURLToPath(new URL('../../test/no-web-dist', import.meta.url)),
  trustProxy: true,
};

let database: DatabaseHandle;
const apps: App[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database?.close();
});

/** One more server process on the shared database; its base URL. */
async function startProcess(): Promise<string> {
  const app = await buildApp(config, { database });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

const LOGIN = '/api/v2/user/account/login';

function logIn(client: ApiClient, address: string, email: string, password: string) {
  return client.post<WireUser & WireError>(
    LOGIN,
    { email, password },
    { headers: { 'x-forwarded-for': address } },
  );
}

describe('sign-in throttle', () => {
  let first: string;
  let second: string;

  beforeAll(async () => {
    [first, second] = await Promise.all([startProcess(), startProcess()]);
  });

  it('counts failures across processes and keeps them over a restart', async () => {
    const { email, password } = await signUpTestAccount(first);
    const address = '198.51.100.10';
    for (const baseUrl of [first, first, first, second, second]) {
      const response = await logIn(createApiClient(baseUrl), address, email, 'wrong password');
      expect(response.status).toBe(401);
    }
    for (const baseUrl of [first, second, await startProcess()]) {
      const blocked = await logIn(createApiClient(baseUrl), address, email, password);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/Please wait 15 minutes and try again/);
    }
  });

  it("does not let a stranger's guesses lock the owner out", async () => {
    const owner = await signUpTestAccount(first);
    await owner.client.post('/api/v2/user/account/logout');
    const { email, password } = owner;
    const tryFrom = (address: string, client = createApiClient(second)) =>
      logIn(client, address, email, address.startsWith('192.0.2') ? 'wrong password' : password);

    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await tryFrom('192.0.2.1')).status).toBe(401);
    }
    expect((await tryFrom('192.0.2.1')).status).toBe(429);
    // Only that client is locked: the owner signs in from elsewhere, even on a new device.
    expect((await tryFrom('203.0.113.20')).status).toBe(200);

    // Strangers from many addresses lock the account for every device it has not signed in on…
    for (const stranger of ['192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5']) {
      for (let attempt = 0; attempt < 5; attempt += 1) await tryFrom(stranger);
    }
    const newDevice = await tryFrom('203.0.113.21');
    expect(newDevice.status).toBe(429);
    expect(newDevice.body.code).toBe('too_many_attempts');
    // …but not the owner's own browser, wherever it is.
    const own = await tryFrom('203.0.113.22', owner.client);
    expect(own.status).toBe(200);
    expect(own.body.account?.email).toBe(email);
  });
});

describe('phone-code throttle', () => {
  let first: string;
  let second: string;

  beforeAll(async () => {
    [first, second] = await Promise.all([startProcess(), startProcess()]);
  });

  let numberCounter = 0;
  const nextNumber = () => `3145559${String((numberCounter += 1)).padStart(3, '0')}`;

  async function readCode(digits: string): Promise<string> {
    const [message] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, digits))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    return extractCode(message?.body ?? '');
  }

  function send(client: ApiClient, address: string, digits: string) {
    return client.post<{ token: string } & WireError>(
      '/api/v2/user/account/otp/login/send',
      { mobile_number: digits },
      { headers: { 'x-forwarded-for': address } },
    );
  }

  function verify(client: ApiClient, address: string, digits: string, tid: string, code: string) {
    return client.post<WireUser & WireError>(
      '/api/v2/user/account/otp/login/verify',
      { otp_code: code, tid, mobile_number: `+1${digits}` },
      { headers: { 'x-forwarded-for': address } },
    );
  }

  async function signInWithCode(client: ApiClient, address: string, digits: string) {
    const sent = await send(client, address, digits);
    expect(sent.status).toBe(200);
    return verify(client, address, digits, sent.body.token, await readCode(digits));
  }

  it("does not let a stranger's code requests lock the owner out", async () => {
    const digits = nextNumber();
    const owner = createApiClient(first);
    expect((await signInWithCode(owner, '203.0.113.30', digits)).status).toBe(200);
    await owner.post('/api/v2/user/account/logout');

    for (let sent = 0; sent < 5; sent += 1) {
      expect((await send(createApiClient(first), '192.0.2.30', digits)).status).toBe(200);
    }
    const refused = await send(createApiClient(second), '192.0.2.30', digits);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many codes were sent to this number/);
    // Only that client is refused; many clients together lock all but the owner's browser.
    expect((await send(createApiClient(second), '203.0.113.31', digits)).status).toBe(200);
    for (let sent = 0; sent < 3; sent += 1)
      await send(createApiClient(second), '192.0.2.31', digits);
    expect((await send(createApiClient(second), '203.0.113.32', digits)).status).toBe(429);
    expect((await signInWithCode(owner, '203.0.113.33', digits)).status).toBe(200);
  });

  it("does not let a stranger's wrong codes lock the owner out", async () => {
    const digits = nextNumber();
    const owner = createApiClient(first);
    expect((await signInWithCode(owner, '203.0.113.40', digits)).status).toBe(200);
    await owner.post('/api/v2/user/account/logout');

    for (const address of ['192.0.2.40', '192.0.2.41', '192.0.2.42', '192.0.2.43']) {
      const { token } = (await send(createApiClient(first), address, digits)).body;
      const wrong = (await readCode(digits)) === '000000' ? '111111' : '000000';
      for (const baseUrl of [first, first, second, second, second]) {
        const guess = await verify(createApiClient(baseUrl), address, digits, token, wrong);
        expect(guess.status === 400 || guess.status === 429).toBe(true);
      }
    }
    const locked = await signInWithCode(createApiClient(second), '203.0.113.41', digits);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Please wait 15 minutes and try again/);
    expect((await signInWithCode(owner, '203.0.113.42', digits)).status).toBe(200);
  });

  it('checks at most five guesses at a code, however many arrive at once', async () => {
    const digits = nextNumber();
    const local = '127.0.0.1';
    const { token } = (await send(createApiClient(first), local, digits)).body;
    const code = await readCode(digits);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        verify(createApiClient(index % 2 ? first : second), local, digits, token, wrong),
      ),
    );
    expect(answers.filter((answer) => answer.body.code === 'otp_invalid').length).toBeLessThan(5);
    const [challenge] = await database.db
      .select()
      .from(authChallenges)
      .where(eq(authChallenges.id, token));
    expect(challenge?.attempts).toBe(5);
  });
});
