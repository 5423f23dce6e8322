import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accounts, authChallenges } from '../../db/schema/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { signUpTestAccount } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import { extractCode, readLatestMessage, type WireError, type WireUser } from './auth-test-helpers';

let server: TestServer;
let numberCounter = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A fresh ten-digit number per test (555-01XX lines are reserved for fiction). */
function nextNumber(): string {
  numberCounter += 1;
  return `314555${String(numberCounter).padStart(4, '0')}`;
}

async function sendCode(client: ApiClient, digits: string, type = 'login') {
  const sent = await client.post<{ token: string }>(`/api/v2/user/account/otp/${type}/send`, {
    mobile_number: digits,
  });
  expect(sent.status).toBe(200);
  const message = await readLatestMessage(client, digits);
  return { tid: sent.body.token, code: extractCode(message.body) };
}

function verify(client: ApiClient, digits: string, tid: string, code: string, type = 'login') {
  return client.post<WireUser & WireError>(`/api/v2/user/account/otp/${type}/verify`, {
    otp_code: code,
    tid,
    match_code: null,
    mobile_number: `+1${digits}`,
  });
}

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('phone-code sign-in', () => {
  it('texts a 6-digit code and signs in a new sms_otp account, then the same one again', async () => {
    const digits = nextNumber();
    const client = createApiClient(server.baseUrl);
    const first = await sendCode(client, digits);
    expect(first.code).toMatch(/^\d{6}$/);
    const signedIn = await verify(client, digits, first.tid, first.code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.account).toMatchObject({
      type: 'sms_otp',
      mobile_number: `1${digits}`,
      email: null,
    });

    const other = createApiClient(server.baseUrl);
    const second = await sendCode(other, digits, 'register');
    const again = await verify(other, digits, second.tid, second.code, 'register');
    expect(again.body.account?.id).toBe(signedIn.body.account?.id);
  });

  it('stores only a hash of the code', async () => {
    const digits = nextNumber();
    const client = createApiClient(server.baseUrl);
    const { tid, code } = await sendCode(client, digits);
    const [row] = await server.db.select().from(authChallenges).where(eq(authChallenges.id, tid));
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.secretHash).not.toContain(code);
  });

  it('answers otp_invalid (no modal) for a wrong code, and refuses after 5 wrong codes', async () => {
    const digits = nextNumber();
    const client = createApiClient(server.baseUrl);
    const { tid, code } = await sendCode(client, digits);
    const first = await verify(client, digits, tid, wrongCode(code));
    expect(first.status).toBe(400);
    expect(first.body.code).toBe('otp_invalid');
    expect(first.body.error_details).toEqual({ error_name: 'otp_invalid', show_modal: false });
    for (let attempt = 2; attempt <= 4; attempt += 1) {
      expect((await verify(client, digits, tid, wrongCode(code))).body.code).toBe('otp_invalid');
    }
    const fifth = await verify(client, digits, tid, wrongCode(code));
    expect(fifth.body.code).toBe('otp_attempts_exceeded');
    const right = await verify(client, digits, tid, code);
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('otp_attempts_exceeded');
    expect(right.body.error_details).toEqual({
      error_name: 'otp_attempts_exceeded',
      show_modal: true,
    });
  });

  it('refuses an expired code and a used one, asking for the modal', async () => {
    const digits = nextNumber();
    const client = createApiClient(server.baseUrl);
    const used = await sendCode(client, digits);
    expect((await verify(client, digits, used.tid, used.code)).status).toBe(200);
    const reused = await verify(createApiClient(server.baseUrl), digits, used.tid, used.code);
    expect(reused.status).toBe(410);
    expect(reused.body.code).toBe('otp_used');

    const expiring = await sendCode(client, digits);
    await server.db
      .update(authChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authChallenges.id, expiring.tid));
    const expired = await verify(client, digits, expiring.tid, expiring.code);
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('otp_expired');
    expect(expired.body.error_details).toMatchObject({ show_modal: true });
  });

  it("does not accept one number's code for another number", async () => {
    const digits = nextNumber();
    const client = createApiClient(server.baseUrl);
    const { tid, code } = await sendCode(client, digits);
    const response = await verify(client, nextNumber(), tid, code);
    expect(response.status).toBe(410);
    expect((await client.get<WireUser>('/api/v2/user')).body.session.authenticated).toBe(false);
  });

  it('limits codes sent to one number', async () => {
    const digits = nextNumber();
    const client = createApiClient(server.baseUrl);
    for (let send = 0; send < 5; send += 1) await sendCode(client, digits);
    const refused = await client.post<WireError>('/api/v2/user/account/otp/login/send', {
      mobile_number: digits,
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/wait 10 minutes/);
  });

  it.each([
    ['otp/login/send', { mobile_number: '' }, 'mobile_number'],
    ['otp/login/send', { mobile_number: '12345' }, 'mobile_number'],
    ['otp/login/send', { mobile_number: 3145550100 }, 'mobile_number'],
    ['otp/login/send', { mobile_number: '<script>alert(1)</script>' }, 'mobile_number'],
    ['otp/login/send', { mobile_number: '３１４５５５０１００' }, 'mobile_number'],
    [
      'otp/login/verify',
      { otp_code: '12ab56', tid: 'x', mobile_number: '+13145550100' },
      'otp_code',
    ],
    [
      'otp/login/verify',
      { otp_code: '123456', tid: 'x', mobile_number: '+1 nope' },
      'mobile_number',
    ],
    [
      'otp/login/verify',
      { otp_code: '123456', tid: 'ü'.repeat(3), mobile_number: '+13145550100' },
      'tid',
    ],
  ])('answers 400 for bad input to %s %#', async (path, body, field) => {
    const response = await createApiClient(server.baseUrl).post<WireError>(
      `/api/v2/user/account/${path}`,
      body,
    );
    expect(response.status).toBe(400);
    expect(response.body.validation_errors[field]).toHaveLength(1);
  });

  it('answers 400 for an unknown code type', async () => {
    const response = await createApiClient(server.baseUrl).post<WireError>(
      '/api/v2/user/account/otp/steal/send',
      { mobile_number: '3145550100' },
    );
    expect(response.status).toBe(400);
  });
});

async function readAccount(id: string) {
  const [row] = await server.db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

describe('phone codes and the verified mobile number', () => {
  it('marks the number verified when a code signs in', async () => {
    const digits = nextNumber();
    const client = createApiClient(server.baseUrl);
    const { tid, code } = await sendCode(client, digits);
    const signedIn = await verify(client, digits, tid, code);
    const account = await readAccount(signedIn.body.account?.id ?? '');
    expect(account?.mobileVerifiedAt).toBeInstanceOf(Date);
  });

  it('proves the number for the signed-in account on register, without switching accounts', async () => {
    const { client, accountId, email } = await signUpTestAccount(server.baseUrl);
    const digits = nextNumber();
    const { tid, code } = await sendCode(client, digits, 'register');
    const proven = await verify(client, digits, tid, code, 'register');
    expect(proven.status, proven.text).toBe(200);
    expect(proven.body.account).toMatchObject({
      id: accountId,
      email,
      type: 'full',
      mobile_number: `1${digits}`,
    });
    const account = await readAccount(accountId);
    expect(account?.mobileVerifiedAt).toBeInstanceOf(Date);
    const phoneAccounts = await server.db
      .select()
      .from(accounts)
      .where(eq(accounts.mobileNumber, `1${digits}`));
    expect(phoneAccounts.map((row) => row.id)).toEqual([accountId]);
  });

  it('answers 409 mobile_in_use when another account signs in with the number', async () => {
    const digits = nextNumber();
    const owner = createApiClient(server.baseUrl);
    const first = await sendCode(owner, digits);
    expect((await verify(owner, digits, first.tid, first.code)).status).toBe(200);

    const { client, accountId } = await signUpTestAccount(server.baseUrl);
    const { tid, code } = await sendCode(client, digits, 'register');
    const refused = await verify(client, digits, tid, code, 'register');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'mobile_in_use',
      message:
        'This mobile number belongs to another Fillwell account. Sign out and sign in with the code to use it.',
    });
    const account = await readAccount(accountId);
    expect(account).toMatchObject({ mobileNumber: null, mobileVerifiedAt: null });
    const user = await client.get<WireUser>('/api/v2/user');
    expect(user.body.account?.id).toBe(accountId);
  });

  it('counts wrong codes of a signed-in account like any other', async () => {
    const { client } = await signUpTestAccount(server.baseUrl);
    const digits = nextNumber();
    const { tid, code } = await sendCode(client, digits, 'register');
    const wrong = await verify(client, digits, tid, wrongCode(code), 'register');
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('otp_invalid');
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await verify(client, digits, tid, wrongCode(code), 'register');
    }
    const locked = await verify(client, digits, tid, code, 'register');
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('otp_attempts_exceeded');
  });

  it('signs in to the phone account on login, even when signed in', async () => {
    const { client, accountId } = await signUpTestAccount(server.baseUrl);
    const digits = nextNumber();
    const { tid, code } = await sendCode(client, digits, 'login');
    const signedIn = await verify(client, digits, tid, code, 'login');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.account).toMatchObject({ type: 'sms_otp' });
    expect(signedIn.body.account?.id).not.toBe(accountId);
  });
});
