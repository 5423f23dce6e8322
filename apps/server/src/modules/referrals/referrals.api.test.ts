import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { INVITE_REWARD_CENTS, REFERRAL_COUPON } from '@fillwell/domain';
import { accounts, referralCredits, walletEntries } from '../../db/schema/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { createTestEmail, signUpTestAccount, type TestAccount } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import { addCard } from '../payments/payments-test-helpers';
import {
  TEST_CARDS,
  expectOk,
  fillPickupCart,
  purchase,
  signUpBuyer,
  type OrderBody,
  type WireError,
} from '../orders/orders-test-helpers';
import { creditReferralForPaidOrder } from './referral-credits';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
});
afterAll(async () => {
  await server?.close();
});

type WireFriend = {
  name: string;
  joined_on: string;
  status: 'joined' | 'earned' | 'reversed';
  earned_cents: number;
  credited_on: string | null;
};
type WireSummary = {
  result: {
    referral_code: string;
    invite_url: string;
    short_invite_url: string;
    reward_cents: number;
    earned_cents: number;
    pending_cents: number;
    friends: WireFriend[];
  };
} & WireError;
type WireUser = { account: { has_referral_coupon: boolean } | null; invite_code: string | null };

const SUMMARY_PATH = '/api/v2/user/account/referrals';
const INVITE_PATH = '/api/v2/user/invite';

const readSummary = async (client: ApiClient) =>
  (await expectOk(client.get<WireSummary>(SUMMARY_PATH))).result;
const readWallet = async (client: ApiClient) =>
  (await expectOk(client.get<{ available_balance: number }>('/api/wallet'))).available_balance;
const applyInvite = (client: ApiClient, code: string) =>
  client.post<WireError & { result: { code: string } }>(INVITE_PATH, { code });

interface Inviter extends TestAccount {
  code: string;
}

async function signUpInviter(firstName?: string): Promise<Inviter> {
  const account = await signUpBuyer(server.baseUrl);
  if (firstName) {
    await expectOk(account.client.patch('/api/v2/user/account', { first_name: firstName }));
  }
  return { ...account, code: (await readSummary(account.client)).referral_code };
}

/** A new person who opens the invite link, then signs up in the same browser and saves a card. */
async function signUpInvited(code: string): Promise<TestAccount> {
  const client = createApiClient(server.baseUrl);
  expect((await applyInvite(client, code)).status).toBe(200);
  const email = createTestEmail('invited');
  const password = 'correct horse battery';
  const signup = await client.post<{ account: { id: string } }>('/api/v2/user/account/signup', {
    email,
    password,
    accepts_agreements: true,
  });
  expect(signup.status).toBe(200);
  expect((await addCard(client, TEST_CARDS.visa)).status).toBe(200);
  return { client, email, password, accountId: signup.body.account.id };
}

async function buy(account: TestAccount, idempotencyKey?: string): Promise<string> {
  await fillPickupCart(server.baseUrl, server.db, account.client);
  const response = await purchase(account.client, {}, idempotencyKey);
  expect(response.status, response.text).toBe(200);
  return response.body.order_id;
}

const listCredits = (invitedAccountId: string) =>
  server.db
    .select()
    .from(referralCredits)
    .where(eq(referralCredits.invitedAccountId, invitedAccountId));

const listRewardEntries = (inviterAccountId: string) =>
  server.db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.accountId, inviterAccountId))
    .then((rows) => rows.filter((row) => row.reason.startsWith('referral')));

async function readReferredByCode(accountId: string): Promise<string | null> {
  const [row] = await server.db
    .select({ code: accounts.referredByCode })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.code ?? null;
}

describe('GET /api/v2/user/account/referrals', () => {
  it('answers 401 to a visitor', async () => {
    const response = await createApiClient(server.baseUrl).get<WireError>(SUMMARY_PATH);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('unauthorized');
  });

  it("answers the account's own short code, its two links and nothing earned yet", async () => {
    const account = await signUpTestAccount(server.baseUrl, 'summary');
    const summary = await readSummary(account.client);
    expect(summary.referral_code).toMatch(/^[A-Z0-9]{8}$/);
    expect(summary).toEqual({
      referral_code: summary.referral_code,
      invite_url: `${server.baseUrl}/invite/${summary.referral_code}`,
      short_invite_url: `${server.baseUrl}/i/${summary.referral_code}`,
      reward_cents: INVITE_REWARD_CENTS,
      earned_cents: 0,
      pending_cents: 0,
      friends: [],
    });
    // The code is the account's, the same on every call.
    expect((await readSummary(account.client)).referral_code).toBe(summary.referral_code);
    const other = await signUpTestAccount(server.baseUrl, 'summary');
    expect((await readSummary(other.client)).referral_code).not.toBe(summary.referral_code);
  });
});

describe('POST /api/v2/user/invite', () => {
  it('answers 404 invite_code_unknown to a forged code and keeps nothing', async () => {
    const client = createApiClient(server.baseUrl);
    const response = await applyInvite(client, 'FORGED99');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      message: 'This invite link is not valid. Check the link your friend sent you.',
      code: 'invite_code_unknown',
      status: 404,
      validation_errors: {
        code: ['This invite link is not valid. Check the link your friend sent you.'],
      },
      error_details: null,
    });
    expect((await client.get<WireUser>('/api/v2/user')).body.invite_code).toBeNull();
  });

  it('takes a code typed in lower case as the same code', async () => {
    const inviter = await signUpInviter();
    const client = createApiClient(server.baseUrl);
    const response = await applyInvite(client, inviter.code.toLowerCase());
    expect(response.status).toBe(200);
    expect(response.body.result.code).toBe(inviter.code);
  });

  it('refuses the account its own code (400): no self-referral', async () => {
    const inviter = await signUpInviter();
    const response = await applyInvite(inviter.client, inviter.code);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invite_code_own');
    expect(response.body.validation_errors.code).toEqual(["You can't use your own invite link."]);
    expect(await readReferredByCode(inviter.accountId)).toBeNull();
  });

  it('lets a new signed-in account join once, and refuses a second inviter (409)', async () => {
    const first = await signUpInviter();
    const second = await signUpInviter();
    const person = await signUpBuyer(server.baseUrl);
    expect((await applyInvite(person.client, first.code)).status).toBe(200);
    expect((await applyInvite(person.client, first.code)).status).toBe(200);
    const reused = await applyInvite(person.client, second.code);
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('invite_already_used');
    expect(await readReferredByCode(person.accountId)).toBe(first.code);
  });

  it('refuses an account that already ordered (409)', async () => {
    const inviter = await signUpInviter();
    const buyer = await signUpBuyer(server.baseUrl);
    await buy(buyer);
    const response = await applyInvite(buyer.client, inviter.code);
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('invite_not_new_account');
    expect(await readReferredByCode(buyer.accountId)).toBeNull();
  });

  it('refuses a loop A→B→A (409) and credits each pair once', async () => {
    const a = await signUpInviter();
    const b = await signUpInvited(a.code);
    const bCode = (await readSummary(b.client)).referral_code;

    const loop = await applyInvite(a.client, bCode);
    expect(loop.status).toBe(409);
    expect(loop.body.code).toBe('referral_loop');
    expect(await readReferredByCode(a.accountId)).toBeNull();

    // And one link further: A→B→C→A.
    const c = await signUpInvited(bCode);
    const cCode = (await readSummary(c.client)).referral_code;
    expect((await applyInvite(a.client, cCode)).body.code).toBe('referral_loop');

    await buy(b);
    await buy(a);
    expect(await readWallet(a.client)).toBe(INVITE_REWARD_CENTS);
    expect(await readWallet(b.client)).toBe(0);
    expect(await listRewardEntries(b.accountId)).toEqual([]);
  });
});

describe('the invite reward', () => {
  it('gives the invited person the referral coupon and the inviter $15 once their first order is paid', async () => {
    const inviter = await signUpInviter('Ann');
    const invited = await signUpInvited(inviter.code);
    const user = await invited.client.get<WireUser>('/api/v2/user');
    expect(user.body.account?.has_referral_coupon).toBe(true);

    const joined = await readSummary(inviter.client);
    expect(joined.pending_cents).toBe(INVITE_REWARD_CENTS);
    expect(joined.earned_cents).toBe(0);
    expect(joined.friends).toEqual([
      expect.objectContaining({ status: 'joined', earned_cents: 0, credited_on: null }),
    ]);
    expect(joined.friends[0]?.name).toMatch(/^i•••@example\.com$/);

    const cart = await fillPickupCart(server.baseUrl, server.db, invited.client);
    const coupon = REFERRAL_COUPON.firstFillCents + REFERRAL_COUPON.firstOrderCents;
    expect(cart.coupon?.applied_amount.amount_cents).toBe(
      Math.min(coupon, cart.subtotal.amount_cents),
    );
    expect(cart.coupon?.code).toBeNull();
    const description = (cart.coupon as { description?: string } | null)?.description;
    expect(description).toBe(
      "From Ann's invite: $15.00 off your first fill and $15.00 off your first order",
    );

    const orderId = await buy(invited);
    const order = await expectOk(invited.client.get<OrderBody>(`/api/v2/orders/${orderId}`));
    expect(order.result.coupon?.description).toBe(description);
    expect(await readWallet(inviter.client)).toBe(INVITE_REWARD_CENTS);
    const earned = await readSummary(inviter.client);
    expect(earned.earned_cents).toBe(INVITE_REWARD_CENTS);
    expect(earned.pending_cents).toBe(0);
    expect(earned.friends).toEqual([
      expect.objectContaining({ status: 'earned', earned_cents: INVITE_REWARD_CENTS }),
    ]);
    const after = await invited.client.get<WireUser>('/api/v2/user');
    expect(after.body.account?.has_referral_coupon).toBe(false);

    // A second order earns nothing more and has no referral coupon.
    const second = await fillPickupCart(server.baseUrl, server.db, invited.client);
    expect(second.coupon).toBeNull();
    await buy(invited);
    expect(await readWallet(inviter.client)).toBe(INVITE_REWARD_CENTS);
    expect(await listCredits(invited.accountId)).toHaveLength(1);
    expect(await listRewardEntries(inviter.accountId)).toHaveLength(1);
  });

  it('credits exactly once when two first orders are sent at once', async () => {
    const inviter = await signUpInviter();
    const invited = await signUpInvited(inviter.code);
    await fillPickupCart(server.baseUrl, server.db, invited.client);
    const responses = await Promise.all([
      purchase(invited.client, {}, 'first-a'),
      purchase(invited.client, {}, 'first-b'),
    ]);
    const statuses = responses.map((response) => response.status);
    expect(statuses).toContain(200);
    for (const response of responses) expect([200, 409]).toContain(response.status);
    expect(await listCredits(invited.accountId)).toHaveLength(1);
    expect(await readWallet(inviter.client)).toBe(INVITE_REWARD_CENTS);
  });

  it('keeps one reward row however many settlements of paid orders race for it', async () => {
    const inviter = await signUpInviter();
    // Two paid orders of a person who joined through the invite before either was paid.
    const person = await signUpBuyer(server.baseUrl);
    const first = await buy(person);
    const second = await buy(person);
    await server.db
      .update(accounts)
      .set({ referredByCode: inviter.code })
      .where(eq(accounts.id, person.accountId));
    const credited = await Promise.all(
      [first, first, second, first, second].map((id) =>
        server.db.transaction((tx) =>
          creditReferralForPaidOrder(tx, { id, accountId: person.accountId }),
        ),
      ),
    );
    expect(credited.filter((inviterId) => inviterId !== null)).toEqual([inviter.accountId]);
    const credits = await listCredits(person.accountId);
    expect(credits).toHaveLength(1);
    // Only the first order counts as the first.
    expect(credits[0]?.orderId).toBe(first);
    expect(await listRewardEntries(inviter.accountId)).toHaveLength(1);
    expect(await readWallet(inviter.client)).toBe(INVITE_REWARD_CENTS);
  });

  it('takes the reward back when the order is refunded in full, and never pays it again', async () => {
    const inviter = await signUpInviter();
    const invited = await signUpInvited(inviter.code);
    const orderId = await buy(invited);
    expect(await readWallet(inviter.client)).toBe(INVITE_REWARD_CENTS);

    const cancelled = await invited.client.put<OrderBody>(
      `/api/account/medications/purchases/${orderId}/cancel`,
      { cancellation_reason: 'Found a lower price' },
    );
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.result.order_status).toBe('cancelled');
    expect(await readWallet(inviter.client)).toBe(0);
    const summary = await readSummary(inviter.client);
    expect(summary.earned_cents).toBe(0);
    expect(summary.friends).toEqual([
      expect.objectContaining({ status: 'reversed', earned_cents: 0 }),
    ]);
    // Cancelling again changes nothing.
    await invited.client.put(`/api/account/medications/purchases/${orderId}/cancel`, {
      cancellation_reason: 'Found a lower price',
    });
    await buy(invited);
    expect(await readWallet(inviter.client)).toBe(0);
    const reversals = await server.db
      .select()
      .from(walletEntries)
      .where(like(walletEntries.reason, `referral-reversed:${invited.accountId}`));
    expect(reversals).toHaveLength(1);
  });

  it('takes back only what is left in the wallet when the reward was spent', async () => {
    const inviter = await signUpInviter();
    const invited = await signUpInvited(inviter.code);
    const orderId = await buy(invited);
    // The inviter spends the reward on an order of their own.
    await fillPickupCart(server.baseUrl, server.db, inviter.client);
    expect((await purchase(inviter.client, { use_wallet: true })).status).toBe(200);
    expect(await readWallet(inviter.client)).toBe(0);

    await expectOk(
      invited.client.put(`/api/account/medications/purchases/${orderId}/cancel`, {
        cancellation_reason: 'Changed my mind',
      }),
    );
    expect(await readWallet(inviter.client)).toBe(0);
    const [credit] = await listCredits(invited.accountId);
    expect(credit?.reversedAt).not.toBeNull();
    expect(credit?.reversedCents).toBe(0);
  });
});
