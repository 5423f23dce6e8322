import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { composeMemberId } from '@fillwell/domain';
import {
  accounts,
  discountCards,
  paymentCards,
  patientProfiles,
  shippingAddresses,
} from '../../db/schema/index';
import { createApiClient } from '../../test/api-client';
import { createTestEmail, signUpTestAccount } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type WireAccount = Record<string, unknown> & { id: string; type: string; email: string };
type WireUser = {
  account: WireAccount | null;
  session: { authenticated: boolean };
  available_pricing_tiers: Array<{ tier_type: string }>;
};
type WireError = {
  message: string;
  code: string;
  status: number;
  validation_errors: Record<string, string[]>;
};

const PASSWORD = 'correct horse battery';

describe('POST /api/v2/user/account/signup', () => {
  it('creates a full account, signs the session in and answers the GET /v2/user body', async () => {
    const client = createApiClient(server.baseUrl);
    await client.get('/api/v2/user');
    const visitorToken = client.cookies.get('fillwell_session');
    const email = createTestEmail('signup');
    const response = await client.post<WireUser>('/api/v2/user/account/signup', {
      email: email.toUpperCase(),
      password: PASSWORD,
      accepts_agreements: true,
    });
    expect(response.status).toBe(200);
    expect(response.body.session.authenticated).toBe(true);
    expect(response.body.account).toMatchObject({ email, type: 'full' });
    expect(client.cookies.get('fillwell_session')).not.toBe(visitorToken);

    const user = await client.get<WireUser>('/api/v2/user');
    expect(user.body.account?.id).toBe(response.body.account?.id);
    expect(user.body.session.authenticated).toBe(true);
  });

  it('stores an argon2id hash, never the password, and an unguessable referral code', async () => {
    const { accountId } = await signUpTestAccount(server.baseUrl);
    const [row] = await server.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
    expect(row?.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(accountId.length).toBeGreaterThanOrEqual(22);
  });

  it("records the session's invite code as the referrer", async () => {
    const inviter = await signUpTestAccount(server.baseUrl, 'inviter');
    const [inviterRow] = await server.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, inviter.accountId));
    const code = inviterRow?.referralCode ?? '';
    const client = createApiClient(server.baseUrl);
    expect((await client.post('/api/v2/user/invite', { code })).status).toBe(200);
    const email = createTestEmail();
    const response = await client.post<WireUser>('/api/v2/user/account/signup', {
      email,
      password: PASSWORD,
      accepts_agreements: true,
    });
    const [row] = await server.db.select().from(accounts).where(eq(accounts.email, email));
    expect(row?.referredByCode).toBe(code);
    expect(response.body.account?.has_referral_coupon).toBe(true);
  });

  it("answers 409 'Email already in use' for a used email, whatever its case", async () => {
    const { email } = await signUpTestAccount(server.baseUrl);
    const client = createApiClient(server.baseUrl);
    const response = await client.post<WireError>('/api/v2/user/account/signup', {
      email: ` ${email.toUpperCase()} `,
      password: PASSWORD,
      accepts_agreements: true,
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Email already in use');
    expect(response.body.code).toBe('email_in_use');
  });

  it.each([
    [
      'an empty email',
      { email: '', password: PASSWORD },
      'email',
      'Please enter a valid email address',
    ],
    [
      'a malformed email',
      { email: 'nobody', password: PASSWORD },
      'email',
      'Please enter a valid email address',
    ],
    [
      'a script in the email',
      { email: '<script>alert(1)</script>@x.com', password: PASSWORD },
      'email',
      'Please enter a valid email address',
    ],
    [
      'a too long email',
      { email: `${'a'.repeat(250)}@x.com`, password: PASSWORD },
      'email',
      'Please enter a valid email address',
    ],
    [
      'a number as email',
      { email: 42, password: PASSWORD },
      'email',
      'Please enter a valid email address',
    ],
    [
      'a short password',
      { email: 'a@b.co', password: 'short' },
      'password',
      'Password must be 8 characters or longer',
    ],
    [
      'a too long password',
      { email: 'a@b.co', password: 'p'.repeat(129) },
      'password',
      'Password must be at most 128 characters',
    ],
    [
      'a missing password',
      { email: 'a@b.co' },
      'password',
      'Password must be 8 characters or longer',
    ],
  ])('answers 400 for %s', async (_label, fields, field, message) => {
    const client = createApiClient(server.baseUrl);
    const response = await client.post<WireError>('/api/v2/user/account/signup', {
      accepts_agreements: true,
      ...fields,
    });
    expect(response.status).toBe(400);
    expect(response.body.validation_errors[field]).toEqual([message]);
  });

  it('needs the agreements accepted', async () => {
    const client = createApiClient(server.baseUrl);
    const response = await client.post<WireError>('/api/v2/user/account/signup', {
      email: createTestEmail(),
      password: PASSWORD,
      accepts_agreements: false,
    });
    expect(response.status).toBe(400);
    expect(response.body.validation_errors.accepts_agreements).toHaveLength(1);
  });

  it('accepts Unicode passwords and signs in with them', async () => {
    const client = createApiClient(server.baseUrl);
    const email = createTestEmail('unicode');
    const password = 'pässwörd 🔑 密码';
    const signup = await client.post('/api/v2/user/account/signup', {
      email,
      password,
      accepts_agreements: true,
    });
    expect(signup.status).toBe(200);
    const login = await createApiClient(server.baseUrl).post<WireUser>(
      '/api/v2/user/account/login',
      {
        email,
        password,
      },
    );
    expect(login.status).toBe(200);
  });

  it('sends a welcome email unless skip_email', async () => {
    const client = createApiClient(server.baseUrl);
    const email = createTestEmail('welcome');
    await client.post('/api/v2/user/account/signup', {
      email,
      password: PASSWORD,
      accepts_agreements: true,
    });
    const skipped = createTestEmail('skipped');
    await client.post('/api/v2/user/account/signup', {
      email: skipped,
      password: PASSWORD,
      accepts_agreements: true,
      skip_email: true,
    });
    const outbox = await client.get<{ result: Array<{ recipient: string; subject: string }> }>(
      '/api/dev/outbox',
    );
    expect(outbox.body.result.some((message) => message.recipient === email)).toBe(true);
    expect(outbox.body.result.some((message) => message.recipient === skipped)).toBe(false);
  });
});

describe('GET /api/v2/user for a signed-in account', () => {
  it('fills every account field', async () => {
    const { client, email, accountId } = await signUpTestAccount(server.baseUrl);
    const response = await client.get<WireUser>('/api/v2/user');
    expect(response.body.account).toEqual({
      id: accountId,
      email,
      first_name: null,
      last_name: null,
      dob: null,
      gender: null,
      mobile_number: null,
      type: 'full',
      sms_opt_in: false,
      med_info_opt_in: false,
      order_count: 0,
      payment_card_count: 0,
      has_patient_profile: false,
      has_shipping_address: false,
      has_subscriptions: false,
      has_consultations: false,
      has_referral_coupon: false,
      has_magic_coupon: false,
      magic_coupon: null,
      is_magic_verified: false,
      is_reverie_user: false,
      telemed_current_state: null,
      referral_code: expect.stringMatching(/^[A-Z0-9]{8}$/),
      user_location: null,
    });
    expect(response.body.available_pricing_tiers.map((tier) => tier.tier_type)).toEqual([
      'edlp',
      'local',
      'delivery',
    ]);
  });

  it('counts cards, and sees the patient profile, a shipping address and discount-card verification', async () => {
    const { client, accountId } = await signUpTestAccount(server.baseUrl);
    await server.db.insert(paymentCards).values(
      [1, 2].map((position) => ({
        id: `card-${accountId}-${position}`,
        accountId,
        providerCardId: `pm_${position}`,
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2040,
        position,
      })),
    );
    await server.db.insert(patientProfiles).values({
      accountId,
      hasAllergies: false,
      hasMedicalConditions: false,
      hasOtherMedications: false,
      allergies: [],
      medicalConditions: [],
      otherMedications: [],
    });
    await server.db.insert(shippingAddresses).values({
      id: `address-${accountId}`,
      accountId,
      address1: '1 Main St',
      city: 'Saint Louis',
      state: 'MO',
      zipCode: '63101',
    });
    // The account holds an active discount card (issued by its own calls elsewhere).
    await server.db.insert(discountCards).values({
      id: `dc-${accountId}`,
      accountId,
      cardholderId: composeMemberId('123456789012'),
      mobileNumber: '13145550199',
    });

    const response = await client.get<WireUser>('/api/v2/user');
    expect(response.body.account).toMatchObject({
      payment_card_count: 2,
      has_patient_profile: true,
      has_shipping_address: true,
      is_magic_verified: true,
    });
    expect(response.body.available_pricing_tiers.map((tier) => tier.tier_type)).toContain('magic');
  });
});
