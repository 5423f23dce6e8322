import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { discountCardMatchCodes, discountCards } from '../../db/schema/index';
import { createApiClient } from '../../test/api-client';
import { signUpTestAccount } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  CARD_PATH,
  MATCH_CODES_PATH,
  createMatchCode,
  findPharmacyIds,
  signInByPhone,
  signUpMember,
  type CardBody,
  type WireError,
} from './card-test-helpers';

let server: TestServer;
let pharmacyIds: Awaited<ReturnType<typeof findPharmacyIds>>;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  pharmacyIds = await findPharmacyIds(server.db);
});
afterAll(async () => {
  await server?.close();
});

async function readUseCount(code: string): Promise<number | undefined> {
  const [row] = await server.db
    .select({ useCount: discountCardMatchCodes.useCount })
    .from(discountCardMatchCodes)
    .where(eq(discountCardMatchCodes.code, code));
  return row?.useCount;
}

function match(client: ReturnType<typeof createApiClient>, code: string) {
  return client.patch<CardBody>(`${CARD_PATH}/match`, { match_code: code });
}

describe('POST /api/dev/discount-card/match-codes', () => {
  it('makes a one-use pharmacy code, and campaign codes without a limit', async () => {
    const client = createApiClient(server.baseUrl);
    const pharmacy = await createMatchCode(client, {
      kind: 'pharmacy',
      pharmacy_id: pharmacyIds.inNetwork,
      coupon_name: 'quicksave10',
    });
    expect(pharmacy).toEqual({
      code: expect.stringMatching(/^[A-Z0-9]{8}$/),
      kind: 'pharmacy',
      pharmacy_id: pharmacyIds.inNetwork,
      coupon_name: 'QUICKSAVE10',
      referrer_member_id: null,
      max_uses: 1,
      use_count: 0,
      expires_at: null,
    });
    const campaign = await createMatchCode(client, { kind: 'campaign', code: 'spring26' });
    expect(campaign).toMatchObject({ code: 'SPRING26', max_uses: null, pharmacy_id: null });
    const limited = await createMatchCode(client, { kind: 'campaign', max_uses: 3 });
    expect(limited.max_uses).toBe(3);
  });

  it("makes a referral code of the caller's card, or of the card a member ID names", async () => {
    const member = await signUpMember(server.baseUrl);
    const own = await createMatchCode(member.client, { kind: 'referral' });
    expect(own).toMatchObject({
      kind: 'referral',
      referrer_member_id: member.card.card.cardholder_id,
    });
    const named = await createMatchCode(createApiClient(server.baseUrl), {
      kind: 'referral',
      referrer_member_id: member.card.card.cardholder_id,
    });
    expect(named).toMatchObject({ referrer_member_id: member.card.card.cardholder_id });
    const cardless = await createApiClient(server.baseUrl).post<WireError>(MATCH_CODES_PATH, {
      kind: 'referral',
    });
    expect(cardless.status).toBe(404);
    expect(cardless.body.code).toBe('no_card');
  });

  it.each([
    [{ kind: 'pharmacy' }, 400, 'validation_error'],
    [{ kind: 'pharmacy', pharmacy_id: 'rx-0000000000' }, 400, 'pharmacy_not_in_network'],
    [{ kind: 'campaign', pharmacy_id: 'TEXAS' }, 400, 'pharmacy_not_in_network'],
    [{ kind: 'campaign', coupon_name: 'NOSUCH' }, 404, 'coupon_unknown'],
    [{ kind: 'campaign', max_uses: 0 }, 400, 'validation_error'],
    [{ kind: 'campaign', code: 'no!' }, 400, 'validation_error'],
    [{ kind: 'gift' }, 400, 'validation_error'],
    [{ kind: 'campaign', use_count: 5 }, 400, 'validation_error'],
  ])('refuses %j', async (order, status, code) => {
    const body: Record<string, unknown> = { ...order };
    if (body.pharmacy_id === 'TEXAS') body.pharmacy_id = pharmacyIds.texan;
    const response = await createApiClient(server.baseUrl).post<WireError>(MATCH_CODES_PATH, body);
    expect(response.status).toBe(status);
    expect(response.body.code).toBe(code);
  });

  it('answers 409 match_code_taken for a code that exists', async () => {
    const client = createApiClient(server.baseUrl);
    await createMatchCode(client, { kind: 'campaign', code: 'TAKEN123' });
    const again = await client.post<WireError>(MATCH_CODES_PATH, {
      kind: 'campaign',
      code: 'taken123',
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('match_code_taken');
  });

  it('answers only this machine, like every developer tool', async () => {
    const forwarded = await createApiClient(server.baseUrl).post<WireError>(
      MATCH_CODES_PATH,
      { kind: 'campaign' },
      { headers: { 'x-forwarded-for': '203.0.113.7' } },
    );
    expect(forwarded.status).toBe(403);
    expect(forwarded.body.code).toBe('forbidden');
  });

  it('is not served in production', async () => {
    const production = await startTestServer({ seed: 'none', config: { isProduction: true } });
    try {
      const response = await createApiClient(production.baseUrl).post(MATCH_CODES_PATH, {
        kind: 'campaign',
      });
      expect(response.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('PATCH magic_card/match', () => {
  it("makes the code's pharmacy and coupon the card's, taking one use", async () => {
    const { client } = await signUpMember(server.baseUrl);
    const { code } = await createMatchCode(client, {
      kind: 'pharmacy',
      pharmacy_id: pharmacyIds.inNetwork,
      coupon_name: 'QUICKSAVE20',
    });
    const response = await match(client, code.toLowerCase());
    expect(response.status, response.text).toBe(200);
    expect(response.body.magic_pharmacy?.location.id).toBe(pharmacyIds.inNetwork);
    expect(response.body.magic_coupon?.name).toBe('QUICKSAVE20');
    expect(await readUseCount(code)).toBe(1);
  });

  it('answers the same card matching the same code again with 200, taking no use', async () => {
    const { client } = await signUpMember(server.baseUrl);
    const { code } = await createMatchCode(client, { kind: 'campaign', max_uses: 5 });
    const first = await match(client, code);
    const again = await match(client, code);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await readUseCount(code)).toBe(1);
  });

  it('refuses a used-up code to another card: 409 match_code_used, the card unchanged', async () => {
    const first = await signUpMember(server.baseUrl);
    const second = await signUpMember(server.baseUrl);
    const { code } = await createMatchCode(first.client, {
      kind: 'pharmacy',
      pharmacy_id: pharmacyIds.inNetwork,
    });
    expect((await match(first.client, code)).status).toBe(200);
    const replayed = await match(second.client, code);
    expect(replayed.status).toBe(409);
    expect(replayed.body).toMatchObject({
      code: 'match_code_used',
      message: 'This discount card link was already used.',
    });
    const card = await second.client.get<CardBody>(CARD_PATH);
    expect(card.body.magic_pharmacy).toBeNull();
    expect(await readUseCount(code)).toBe(1);
  });

  it('answers 404 match_code_unknown for an unknown code and an expired one', async () => {
    const { client } = await signUpMember(server.baseUrl);
    const unknown = await match(client, 'NOSUCHCODE');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: 'match_code_unknown',
      message: 'This discount card link is not valid. You can still get your card below.',
    });
    const { code } = await createMatchCode(client, { kind: 'campaign' });
    await server.db
      .update(discountCardMatchCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(discountCardMatchCodes.code, code));
    const expired = await match(client, code);
    expect(expired.status).toBe(404);
    expect(expired.body.code).toBe('match_code_unknown');
    expect(await readUseCount(code)).toBe(0);
  });

  it("refuses a member's own referral code (400), and takes a friend's", async () => {
    const member = await signUpMember(server.baseUrl);
    const friend = await signUpMember(server.baseUrl);
    const { code } = await createMatchCode(member.client, { kind: 'referral' });
    const own = await match(member.client, code);
    expect(own.status).toBe(400);
    expect(own.body.code).toBe('match_code_own_referral');
    expect((await match(friend.client, code)).status).toBe(200);
    expect(await readUseCount(code)).toBe(1);
  });

  it('answers 404 no_card without a card, and 400 for a malformed code or unknown field', async () => {
    const { client } = await signInByPhone(server.baseUrl);
    const { code } = await createMatchCode(client, { kind: 'campaign' });
    const none = await match(client, code);
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('no_card');
    for (const body of [{ match_code: 'a b' }, { match_code: 'x'.repeat(33) }, {}]) {
      const response = await client.patch<WireError>(`${CARD_PATH}/match`, body);
      expect(response.status).toBe(400);
      expect(response.body.validation_errors.match_code).toHaveLength(1);
    }
    const extra = await client.patch<WireError>(`${CARD_PATH}/match`, {
      match_code: code,
      pharmacy_id: pharmacyIds.inNetwork,
    });
    expect(extra.body.validation_errors).toEqual({ pharmacy_id: ['Unknown field'] });
  });
});

describe('POST magic_card/access', () => {
  it('issues the card with the code in one step', async () => {
    const { client, accountId } = await signInByPhone(server.baseUrl);
    const { code } = await createMatchCode(client, {
      kind: 'pharmacy',
      pharmacy_id: pharmacyIds.inNetwork,
      coupon_name: 'QUICKSAVE10',
    });
    const response = await client.post<CardBody>(`${CARD_PATH}/access`, { match_code: code });
    expect(response.status, response.text).toBe(200);
    expect(response.body.magic_pharmacy?.location.id).toBe(pharmacyIds.inNetwork);
    expect(response.body.magic_coupon?.name).toBe('QUICKSAVE10');
    const [card] = await server.db
      .select()
      .from(discountCards)
      .where(eq(discountCards.accountId, accountId));
    expect(card?.matchCode).toBe(code);
    expect(await readUseCount(code)).toBe(1);
  });

  it('answers 409 card_exists when the account holds a card, taking no use', async () => {
    const { client } = await signUpMember(server.baseUrl);
    const { code } = await createMatchCode(client, { kind: 'campaign' });
    const response = await client.post<WireError>(`${CARD_PATH}/access`, { match_code: code });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'card_exists',
      message: 'You already have a Fillwell discount card.',
    });
    expect(await readUseCount(code)).toBe(0);
  });

  it('issues no card with a used-up, unknown or expired code', async () => {
    const first = await signInByPhone(server.baseUrl);
    const { code } = await createMatchCode(first.client, {
      kind: 'pharmacy',
      pharmacy_id: pharmacyIds.inNetwork,
    });
    expect((await first.client.post(`${CARD_PATH}/access`, { match_code: code })).status).toBe(200);
    const second = await signInByPhone(server.baseUrl);
    const used = await second.client.post<WireError>(`${CARD_PATH}/access`, { match_code: code });
    expect(used.status).toBe(409);
    expect(used.body.code).toBe('match_code_used');
    const unknown = await second.client.post<WireError>(`${CARD_PATH}/access`, {
      match_code: 'NOSUCHCODE',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('match_code_unknown');
    expect((await second.client.get<WireError>(CARD_PATH)).status).toBe(404);
  });

  it('needs a proven mobile number', async () => {
    const { client } = await signUpTestAccount(server.baseUrl);
    const { code } = await createMatchCode(client, { kind: 'campaign' });
    const response = await client.post<WireError>(`${CARD_PATH}/access`, { match_code: code });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('mobile_unverified');
    expect(await readUseCount(code)).toBe(0);
  });
});
