import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isMemberIdValid } from '@fillwell/domain';
import { accounts, coupons, discountCards } from '../../db/schema/index';
import { createApiClient } from '../../test/api-client';
import { signUpTestAccount } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  CARD_PATH,
  createMobileNumber,
  findPharmacyIds,
  proveMobileNumber,
  signInByPhone,
  signUpMember,
  type CardBody,
  type WireError,
} from './card-test-helpers';

type WireUser = {
  account: Record<string, unknown> | null;
  magic_pharmacy: { location: { id: string } } | null;
  available_pricing_tiers: Array<{ tier_type: string; pharmacy_network_id: number }>;
};

let server: TestServer;
let pharmacyIds: Awaited<ReturnType<typeof findPharmacyIds>>;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  pharmacyIds = await findPharmacyIds(server.db);
});
afterAll(async () => {
  await server?.close();
});

describe('POST magic_card/signup', () => {
  it('issues a card to a phone-code account: member ID, plan numbers, help lines, active', async () => {
    const { client, accountId, digits } = await signInByPhone(server.baseUrl);
    const response = await client.post<CardBody>(`${CARD_PATH}/signup`, {});
    expect(response.status, response.text).toBe(200);
    const { card } = response.body;
    expect(isMemberIdValid(card.cardholder_id)).toBe(true);
    expect(card).toMatchObject({
      rx_bin: '019876',
      rx_pcn: 'FWCARD',
      rx_group: 'FW0001',
      rx_amount_owed: null,
      company: 'Fillwell Discount Card',
      pharmacy_help_number: '(855) 345-5936',
      status: 'active',
      first_name: null,
      last_name: null,
      issued_on: new Date().toISOString().slice(0, 10),
    });
    expect(card.patient_help_number).toMatch(/\d/);
    expect(response.body.magic_pharmacy).toBeNull();
    expect(response.body.magic_coupon).toBeNull();
    const [row] = await server.db
      .select()
      .from(discountCards)
      .where(eq(discountCards.accountId, accountId));
    expect(row).toMatchObject({ mobileNumber: `1${digits}`, cardholderId: card.cardholder_id });
    const summary = await client.get<WireUser>('/api/v2/user');
    expect(summary.body.account).toMatchObject({ is_magic_verified: true });
  });

  it('answers the same card when asked again, and GET magic_card shows it', async () => {
    const { client, card } = await signUpMember(server.baseUrl);
    const again = await client.post<CardBody>(`${CARD_PATH}/signup`, {
      coupon_name: 'QUICKSAVE20',
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(card);
    const shown = await client.get<CardBody>(CARD_PATH);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual(card);
  });

  it('takes no body at all', async () => {
    const { client } = await signInByPhone(server.baseUrl);
    const response = await client.request<CardBody>('POST', `${CARD_PATH}/signup`);
    expect(response.status, response.text).toBe(200);
  });

  it('holds a quicksave offer, any case, with the card', async () => {
    const { client } = await signInByPhone(server.baseUrl);
    const response = await client.post<CardBody>(`${CARD_PATH}/signup`, {
      coupon_name: 'quicksave10',
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.magic_coupon).toEqual({
      name: 'QUICKSAVE10',
      first_name: null,
      discount: { amount_cents: 1000, display_value: '$10.00' },
    });
    const user = await client.get<WireUser>('/api/v2/user');
    expect(user.body.account).toMatchObject({
      has_magic_coupon: true,
      magic_coupon: { name: 'QUICKSAVE10' },
    });
  });

  it.each(['SAVE10', 'NOPE', 'SPRING2020'])(
    'answers 404 coupon_unknown for %s (not a quicksave offer) and issues nothing',
    async (couponName) => {
      const { client, accountId } = await signInByPhone(server.baseUrl);
      const response = await client.post<WireError>(`${CARD_PATH}/signup`, {
        coupon_name: couponName,
      });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({
        code: 'coupon_unknown',
        message: 'That offer is not available.',
      });
      const rows = await server.db
        .select()
        .from(discountCards)
        .where(eq(discountCards.accountId, accountId));
      expect(rows).toEqual([]);
    },
  );

  it('refuses an account whose mobile number no texted code proved', async () => {
    const { client } = await signUpTestAccount(server.baseUrl);
    const none = await client.post<WireError>(`${CARD_PATH}/signup`, {});
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      code: 'mobile_unverified',
      message: 'Please verify your mobile number with a code first.',
    });
    // A number typed into the profile is not proven either.
    const typed = await client.patch('/api/v2/user/account', { mobile_number: '3145550177' });
    expect(typed.status, typed.text).toBe(200);
    expect((await client.post<WireError>(`${CARD_PATH}/signup`, {})).body.code).toBe(
      'mobile_unverified',
    );
    const summary = await client.get<WireUser>('/api/v2/user');
    expect(summary.body.account).toMatchObject({ is_magic_verified: false });
  });

  it('issues a card to a full account once it proved its number with a code', async () => {
    const { client, accountId } = await signUpTestAccount(server.baseUrl);
    const digits = createMobileNumber();
    const proven = await proveMobileNumber(client, digits);
    expect(proven.status, proven.text).toBe(200);
    expect(proven.body.account).toMatchObject({ id: accountId, mobile_number: `1${digits}` });
    const response = await client.post<CardBody>(`${CARD_PATH}/signup`, {});
    expect(response.status, response.text).toBe(200);
  });

  it('forgets the proof when the profile changes the number, not when it re-saves it', async () => {
    const { client } = await signUpTestAccount(server.baseUrl);
    const digits = createMobileNumber();
    await proveMobileNumber(client, digits);
    await client.patch('/api/v2/user/account', { mobile_number: digits });
    const kept = await client.post<CardBody>(`${CARD_PATH}/signup`, {});
    expect(kept.status, kept.text).toBe(200);

    const other = await signUpTestAccount(server.baseUrl);
    await proveMobileNumber(other.client, createMobileNumber());
    await other.client.patch('/api/v2/user/account', { mobile_number: createMobileNumber() });
    const refused = await other.client.post<WireError>(`${CARD_PATH}/signup`, {});
    expect(refused.body.code).toBe('mobile_unverified');
  });

  it("answers 409 phone_has_card when the number holds another account's card", async () => {
    const member = await signUpMember(server.baseUrl);
    const other = await signUpTestAccount(server.baseUrl);
    // Another account proves the same number (not one that signs in with it: that is refused).
    await server.db
      .update(accounts)
      .set({ mobileNumber: `1${member.digits}`, mobileVerifiedAt: new Date() })
      .where(eq(accounts.id, other.accountId));
    const response = await other.client.post<WireError>(`${CARD_PATH}/signup`, {});
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'phone_has_card',
      message:
        'This mobile number already holds a Fillwell discount card. Sign in with it instead.',
    });
    const cards = await server.db
      .select()
      .from(discountCards)
      .where(eq(discountCards.mobileNumber, `1${member.digits}`));
    expect(cards).toHaveLength(1);
  });

  it('answers 400 naming an unknown field', async () => {
    const { client } = await signInByPhone(server.baseUrl);
    const response = await client.post<WireError>(`${CARD_PATH}/signup`, { member_id: 'FW1' });
    expect(response.status).toBe(400);
    expect(response.body.validation_errors).toEqual({ member_id: ['Unknown field'] });
  });
});

describe('GET magic_card', () => {
  it('answers 404 no_card without a card', async () => {
    const { client } = await signInByPhone(server.baseUrl);
    const response = await client.get<WireError>(CARD_PATH);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      code: 'no_card',
      message: 'You do not have a Fillwell discount card yet.',
    });
  });

  it("fills the holder's names from the account", async () => {
    const { client } = await signUpMember(server.baseUrl);
    await client.patch('/api/v2/user/account', { first_name: 'Ana', last_name: 'Ruiz' });
    const response = await client.get<CardBody>(CARD_PATH);
    expect(response.body.card).toMatchObject({ first_name: 'Ana', last_name: 'Ruiz' });
  });
});

describe('POST magic_card/coupon', () => {
  it('holds any active coupon with the card', async () => {
    const { client, accountId } = await signUpMember(server.baseUrl);
    const response = await client.post<CardBody>(`${CARD_PATH}/coupon`, {
      coupon_name: ' welcome25 ',
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.magic_coupon).toMatchObject({
      name: 'WELCOME25',
      discount: { amount_cents: 2500 },
    });
    const [account] = await server.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(account?.hasMagicCoupon).toBe(true);
  });

  it('answers 404 coupon_unknown for an unknown, ended or expired coupon', async () => {
    const { client } = await signUpMember(server.baseUrl);
    await server.db
      .insert(coupons)
      .values({
        code: 'EXPIRED5',
        name: 'EXPIRED5',
        description: '$5.00 off',
        discountCents: 500,
        expiresAt: new Date(Date.now() - 60_000),
      })
      .onConflictDoNothing();
    for (const couponName of ['NOSUCHCOUPON', 'SPRING2020', 'EXPIRED5']) {
      const response = await client.post<WireError>(`${CARD_PATH}/coupon`, {
        coupon_name: couponName,
      });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('coupon_unknown');
    }
    expect((await client.get<CardBody>(CARD_PATH)).body.magic_coupon).toBeNull();
  });

  it('answers 404 no_card without a card, and 400 for an empty name', async () => {
    const { client } = await signInByPhone(server.baseUrl);
    const none = await client.post<WireError>(`${CARD_PATH}/coupon`, { coupon_name: 'SAVE5' });
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('no_card');
    const empty = await client.post<WireError>(`${CARD_PATH}/coupon`, { coupon_name: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.validation_errors.coupon_name).toEqual(['That offer is not available.']);
  });
});

describe('POST magic_card/access_by_pharmacy', () => {
  it('issues the card at a pharmacy of its network, and /edit-magic-pharmacy changes it', async () => {
    const { client } = await signInByPhone(server.baseUrl);
    const response = await client.post<CardBody>(`${CARD_PATH}/access_by_pharmacy`, {
      pharmacy_id: pharmacyIds.inNetwork,
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.magic_pharmacy).toMatchObject({
      location: { id: pharmacyIds.inNetwork },
      network_id: 4,
      in_network: true,
    });
    const user = await client.get<WireUser>('/api/v2/user');
    expect(user.body.magic_pharmacy?.location.id).toBe(pharmacyIds.inNetwork);

    const changed = await client.post<CardBody>(`${CARD_PATH}/access_by_pharmacy`, {
      pharmacy_id: pharmacyIds.anotherInNetwork,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.card.cardholder_id).toBe(response.body.card.cardholder_id);
    expect(changed.body.magic_pharmacy?.location.id).toBe(pharmacyIds.anotherInNetwork);
  });

  it.each([
    ['out of the network', 'outOfNetwork'],
    ['in Texas', 'texan'],
    ['unknown', null],
  ] as const)('answers 400 pharmacy_not_in_network for a pharmacy %s', async (_label, kind) => {
    const { client, accountId } = await signInByPhone(server.baseUrl);
    const pharmacyId = kind ? pharmacyIds[kind] : 'rx-0000000000';
    const response = await client.post<WireError>(`${CARD_PATH}/access_by_pharmacy`, {
      pharmacy_id: pharmacyId,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'pharmacy_not_in_network',
      message: 'This pharmacy does not accept the Fillwell discount card.',
    });
    const cards = await server.db
      .select()
      .from(discountCards)
      .where(eq(discountCards.accountId, accountId));
    expect(cards).toEqual([]);
  });

  it('needs a proven mobile number to issue the card', async () => {
    const { client } = await signUpTestAccount(server.baseUrl);
    const response = await client.post<WireError>(`${CARD_PATH}/access_by_pharmacy`, {
      pharmacy_id: pharmacyIds.inNetwork,
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('mobile_unverified');
  });
});

describe('GET /api/v2/user with a card', () => {
  it('reports the card, its coupon and the magic tier on network 4', async () => {
    const { client } = await signUpMember(server.baseUrl, 'QUICKSAVE20');
    const user = await client.get<WireUser>('/api/v2/user');
    expect(user.body.account).toMatchObject({
      is_magic_verified: true,
      has_magic_coupon: true,
      magic_coupon: {
        name: 'QUICKSAVE20',
        first_name: null,
        discount: { amount_cents: 2000, display_value: '$20.00' },
      },
    });
    expect(user.body.available_pricing_tiers).toContainEqual({
      tier_type: 'magic',
      name: 'Discount card',
      pharmacy_network_id: 4,
    });
    expect(user.body.magic_pharmacy).toBeNull();
  });

  it('reports no card, no coupon and no magic tier before one', async () => {
    const { client } = await signInByPhone(server.baseUrl);
    const user = await client.get<WireUser>('/api/v2/user');
    expect(user.body.account).toMatchObject({
      is_magic_verified: false,
      has_magic_coupon: false,
      magic_coupon: null,
    });
    expect(user.body.available_pricing_tiers.map((tier) => tier.tier_type)).not.toContain('magic');
  });
});

describe('strict bodies', () => {
  it.each([
    ['POST', `${CARD_PATH}/signup`, { coupon_name: 'QUICKSAVE10', price: 0 }, 'price'],
    ['PATCH', `${CARD_PATH}/match`, { match_code: 'ABCD1234', uses: 9 }, 'uses'],
    ['POST', `${CARD_PATH}/access`, { match_code: 'ABCD1234', card_id: 'x' }, 'card_id'],
    ['POST', `${CARD_PATH}/coupon`, { coupon_name: 'SAVE5', discount: 100 }, 'discount'],
    ['POST', `${CARD_PATH}/access_by_pharmacy`, { pharmacy_id: 'rx-1', npi: '1' }, 'npi'],
  ])('%s %s refuses an unknown field', async (method, path, body, field) => {
    const { client } = await signInByPhone(server.baseUrl);
    const response = await client.request<WireError>(method, path, { body });
    expect(response.status).toBe(400);
    expect(response.body.validation_errors).toEqual({ [field]: ['Unknown field'] });
  });

  it.each([
    ['POST', `${CARD_PATH}/signup`, { coupon_name: 10 }, 'coupon_name'],
    ['POST', `${CARD_PATH}/coupon`, { coupon_name: 'x'.repeat(41) }, 'coupon_name'],
    ['POST', `${CARD_PATH}/access_by_pharmacy`, { pharmacy_id: '' }, 'pharmacy_id'],
    ['POST', `${CARD_PATH}/access_by_pharmacy`, {}, 'pharmacy_id'],
  ])('%s %s answers 400 naming a wrong value (%j)', async (method, path, body, field) => {
    const { client } = await signInByPhone(server.baseUrl);
    const response = await client.request<WireError>(method, path, { body });
    expect(response.status).toBe(400);
    expect(response.body.validation_errors[field]).toHaveLength(1);
  });
});

describe('signed out', () => {
  it.each([
    ['GET', CARD_PATH, undefined],
    ['POST', `${CARD_PATH}/signup`, {}],
    ['PATCH', `${CARD_PATH}/match`, { match_code: 'ABCD1234' }],
    ['POST', `${CARD_PATH}/access`, { match_code: 'ABCD1234' }],
    ['POST', `${CARD_PATH}/coupon`, { coupon_name: 'SAVE5' }],
    ['POST', `${CARD_PATH}/access_by_pharmacy`, { pharmacy_id: 'rx-1' }],
  ])('%s %s answers 401', async (method, path, body) => {
    const response = await createApiClient(server.baseUrl).request<WireError>(method, path, {
      body,
    });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('unauthorized');
  });

  it('refuses a state-changing call without the CSRF header', async () => {
    const { client } = await signInByPhone(server.baseUrl);
    const response = await client.post<WireError>(
      `${CARD_PATH}/signup`,
      {},
      { isCsrfHeaderOmitted: true },
    );
    expect(response.status).toBe(403);
  });
});
