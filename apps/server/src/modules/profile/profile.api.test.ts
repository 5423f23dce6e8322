import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema/index';
import { signUpTestAccount, type TestAccount } from '../../test/accounts';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';

type WireProfile = {
  email: string | null;
  mobile_number: string | null;
  sms_opt_in: boolean;
  med_info_opt_in: boolean;
  first_name: string | null;
  last_name: string | null;
  dob: string | null;
  gender: string | null;
  telemed_current_state: string | null;
};
type ProfileBody = { result: WireProfile };
type ErrorBody = {
  message: string;
  code: string;
  status: number;
  validation_errors: Record<string, string[]>;
};

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const patchProfile = (client: ApiClient, body: unknown) =>
  client.patch<ProfileBody & ErrorBody>('/api/v2/user/account', body);

async function readRow(accountId: string) {
  const [row] = await server.db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw new Error('account missing');
  return row;
}

const FULL_PROFILE = {
  first_name: 'José',
  last_name: 'García-Márquez',
  dob: '3/14/1985',
  gender: 'male',
  mobile_number: '+1 (555) 123-4567',
  sms_opt_in: true,
  med_info_opt_in: true,
  telemed_current_state: 'MO',
};

describe('PATCH /api/v2/user/account', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await signUpTestAccount(server.baseUrl, 'profile');
  });

  it('is 401 when signed out', async () => {
    const response = await patchProfile(createApiClient(server.baseUrl), { first_name: 'Pat' });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('unauthorized');
  });

  it('saves every field, normalised, and answers with the profile', async () => {
    const response = await patchProfile(account.client, FULL_PROFILE);
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({
      email: account.email,
      first_name: 'José',
      last_name: 'García-Márquez',
      dob: '1985-03-14',
      gender: 'male',
      mobile_number: '5551234567',
      sms_opt_in: true,
      med_info_opt_in: true,
      telemed_current_state: 'MO',
    });
    const row = await readRow(account.accountId);
    expect(row).toMatchObject({ firstName: 'José', dob: '1985-03-14', mobileNumber: '5551234567' });
  });

  it('accepts an ISO date of birth and changes only what is sent', async () => {
    const response = await patchProfile(account.client, { dob: '1985-03-15', gender: 'female' });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
      dob: '1985-03-15',
      gender: 'female',
      first_name: 'José',
      mobile_number: '5551234567',
    });
  });

  it('shows the changes in the account summary', async () => {
    const user = await account.client.get<{ account: Record<string, unknown> | null }>(
      '/api/v2/user',
    );
    expect(user.body.account).toMatchObject({ first_name: 'José', dob: '1985-03-15' });
  });

  it.each([
    ['first_name', '', 'Name not provided'],
    ['first_name', '   ', 'Name not provided'],
    ['first_name', null, 'Name not provided'],
    ['first_name', 'a'.repeat(51), 'Invalid character(s)'],
    ['first_name', '<script>alert(1)</script>', 'Invalid character(s)'],
    ['last_name', 'Smith3', 'Invalid character(s)'],
    ['last_name', 'Zoë 🙂', 'Invalid character(s)'],
    ['last_name', 42, 'Name not provided'],
    ['dob', '', 'Invalid date format: '],
    ['dob', '13/45/1990', 'Invalid date'],
    ['dob', '1/1/2999', 'Date must be in the past'],
    ['dob', '<script>', 'Invalid date format: <script>'],
    ['dob', 19900101, 'Invalid date'],
    ['mobile_number', '', 'Please enter a valid phone number'],
    ['mobile_number', '555-1234', 'Please enter a valid phone number'],
    ['mobile_number', '5'.repeat(40), 'Please enter a valid phone number'],
    ['mobile_number', 5551234567, 'Please enter a valid phone number'],
    ['email', '', 'Please enter a valid email address'],
    ['email', 'pat@', 'Please enter a valid email address'],
    ['email', '<script>@x.com', 'Please enter a valid email address'],
    ['email', `${'a'.repeat(300)}@example.com`, 'Please enter a valid email address'],
    ['gender', 'other', 'Please choose male or female'],
    ['gender', '', 'Please choose male or female'],
    ['telemed_current_state', 'ZZ', 'Please choose a state we deliver to'],
    ['telemed_current_state', 'Missouri', 'Please choose a state we deliver to'],
    ['sms_opt_in', 'yes', 'Please answer yes or no'],
    ['med_info_opt_in', null, 'Please answer yes or no'],
  ])('rejects %s = %j with "%s" and changes nothing', async (field, value, message) => {
    const before = await readRow(account.accountId);
    const response = await patchProfile(account.client, { first_name: 'Changed', [field]: value });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(response.body.validation_errors[field]?.[0]).toBe(message);
    const after = await readRow(account.accountId);
    expect(after).toEqual(before);
  });

  it('rejects fields it does not know', async () => {
    const response = await patchProfile(account.client, { first_name: 'Pat', type: 'clinician' });
    expect(response.status).toBe(400);
    expect(response.body.validation_errors.type).toEqual(['Unknown field']);
    expect((await readRow(account.accountId)).type).toBe('full');
  });

  it('rejects a body that is not an object', async () => {
    const response = await patchProfile(account.client, ['first_name']);
    expect(response.status).toBe(400);
  });

  it('accepts names in any alphabet, with hyphens and spaces', async () => {
    for (const name of ['Zoë', 'Nguyễn Văn', 'Анна-Мария', '李']) {
      const response = await patchProfile(account.client, { last_name: name });
      expect(response.status).toBe(200);
      expect(response.body.result.last_name).toBe(name);
    }
  });

  it('answers an empty change with the profile as it is', async () => {
    const response = await patchProfile(account.client, {});
    expect(response.status).toBe(200);
    expect(response.body.result.first_name).toBe('José');
  });
});

describe('changing the email', () => {
  it('saves a new email, lower-cased', async () => {
    const account = await signUpTestAccount(server.baseUrl, 'email');
    const email = `New.${account.email}`;
    const response = await patchProfile(account.client, { email: email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(response.body.result.email).toBe(email.toLowerCase());
  });

  it("is 409 'Email already in use' for another account's email, and changes nothing", async () => {
    const [first, second] = await Promise.all([
      signUpTestAccount(server.baseUrl, 'first'),
      signUpTestAccount(server.baseUrl, 'second'),
    ]);
    const before = await readRow(second.accountId);
    const response = await patchProfile(second.client, {
      email: first.email.toUpperCase(),
      first_name: 'Sam',
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      message: 'Email already in use',
      code: 'email_in_use',
      validation_errors: { email: ['Email already in use'] },
    });
    expect(await readRow(second.accountId)).toEqual(before);
  });

  it('accepts the account keeping its own email', async () => {
    const account = await signUpTestAccount(server.baseUrl, 'same');
    const response = await patchProfile(account.client, { email: account.email });
    expect(response.status).toBe(200);
  });
});

describe('GET /api/v2/user/account/referral', () => {
  it('is 401 when signed out', async () => {
    const response = await createApiClient(server.baseUrl).get<ErrorBody>(
      '/api/v2/user/account/referral',
    );
    expect(response.status).toBe(401);
  });

  it("answers the account's own code, its invite link and the reward", async () => {
    const account = await signUpTestAccount(server.baseUrl, 'referral');
    const row = await readRow(account.accountId);
    const response = await account.client.get<{
      result: { referral_code: string; invite_url: string; reward_cents: number };
    }>('/api/v2/user/account/referral');
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({
      referral_code: row.referralCode,
      invite_url: `${server.baseUrl}/invite/${row.referralCode}`,
      reward_cents: 1500,
    });
  });
});
