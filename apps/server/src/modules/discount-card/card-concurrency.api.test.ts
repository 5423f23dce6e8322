import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, discountCardMatchCodes, discountCards } from '../../db/schema/index';
import { signUpTestAccount } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  CARD_PATH,
  createMatchCode,
  signInByPhone,
  signUpMember,
  type CardBody,
} from './card-test-helpers';

/** Calls sent at once: one card per account and per number, and no use of a code taken twice. */

const AT_ONCE = 8;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
});
afterAll(async () => {
  await server?.close();
});

function countCards(column: 'accountId' | 'mobileNumber', value: string) {
  return server.db
    .select({ id: discountCards.id })
    .from(discountCards)
    .where(eq(discountCards[column], value));
}

async function readUseCount(code: string): Promise<number | undefined> {
  const [row] = await server.db
    .select({ useCount: discountCardMatchCodes.useCount })
    .from(discountCardMatchCodes)
    .where(eq(discountCardMatchCodes.code, code));
  return row?.useCount;
}

describe('discount cards under concurrent calls', () => {
  it('gives one account one card however many signups arrive at once', async () => {
    const { client, accountId } = await signInByPhone(server.baseUrl);
    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, () => client.post<CardBody>(`${CARD_PATH}/signup`, {})),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(AT_ONCE).fill(200));
    const memberIds = new Set(responses.map((response) => response.body.card.cardholder_id));
    expect(memberIds.size).toBe(1);
    expect(await countCards('accountId', accountId)).toHaveLength(1);
  });

  it('gives one number one card when two accounts race for it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const owner = await signInByPhone(server.baseUrl);
      const rival = await signUpTestAccount(server.baseUrl);
      await server.db
        .update(accounts)
        .set({ mobileNumber: `1${owner.digits}`, mobileVerifiedAt: new Date() })
        .where(eq(accounts.id, rival.accountId));
      const responses = await Promise.all(
        [owner.client, rival.client, owner.client, rival.client].map((client) =>
          client.post<CardBody>(`${CARD_PATH}/signup`, {}),
        ),
      );
      const statuses = responses.map((response) => response.status);
      const winners = responses.filter((response) => response.status === 200);
      expect(new Set(winners.map((response) => response.body.card.cardholder_id)).size).toBe(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(2);
      expect(statuses.filter((status) => status === 200)).toHaveLength(2);
      expect(
        responses
          .filter((response) => response.status === 409)
          .every((response) => response.body.code === 'phone_has_card'),
      ).toBe(true);
      expect(await countCards('mobileNumber', `1${owner.digits}`)).toHaveLength(1);
    }
  });

  it("lets only one card take a code's last use", async () => {
    const members = await Promise.all(
      Array.from({ length: 5 }, () => signUpMember(server.baseUrl)),
    );
    const [first] = members;
    if (!first) throw new Error('no member');
    const { code } = await createMatchCode(first.client, { kind: 'campaign', max_uses: 1 });
    const responses = await Promise.all(
      members.map(({ client }) =>
        client.patch<CardBody>(`${CARD_PATH}/match`, { match_code: code }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    expect(await readUseCount(code)).toBe(1);
  });

  it('takes one use when one card matches one code many times at once', async () => {
    const { client } = await signUpMember(server.baseUrl);
    const { code } = await createMatchCode(client, { kind: 'campaign', max_uses: 100 });
    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        client.patch<CardBody>(`${CARD_PATH}/match`, { match_code: code }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(AT_ONCE).fill(200));
    expect(await readUseCount(code)).toBe(1);
  });

  it('issues one card and takes one use when access arrives many times at once', async () => {
    const { client, accountId } = await signInByPhone(server.baseUrl);
    const { code } = await createMatchCode(client, { kind: 'campaign', max_uses: 100 });
    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        client.post<CardBody>(`${CARD_PATH}/access`, { match_code: code }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(AT_ONCE - 1);
    expect(await countCards('accountId', accountId)).toHaveLength(1);
    expect(await readUseCount(code)).toBe(1);
  });
});
