import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { NETWORK_IDS } from '@fillwell/domain';
import { loadConfig } from '../../config';
import type { AppDatabase } from '../../db/client';
import { discountCards, pharmacies } from '../../db/schema/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import type { WireError, WireMoney } from '../../test/api-helpers';
import { extractCode, readLatestMessage } from '../account/auth-test-helpers';

export const CLAIMS_PATH = '/api/v2/claims';
export const SAVINGS_PATH = '/api/v2/user/account/magic_card/savings';

/** The plan a claim must name: the configuration's defaults, as the test server runs with. */
export const PLAN = (() => {
  const { rxBin, rxPcn, rxGroup } = loadConfig({ NODE_ENV: 'test' }).discountCardPlan;
  return { rx_bin: rxBin, rx_pcn: rxPcn, rx_group: rxGroup };
})();

export type ClaimBody = {
  claim_id: string;
  status: string;
  med_id: number;
  quantity: number;
  amount_owed: WireMoney;
  retail: WireMoney;
  saved: WireMoney;
  price_id: string;
} & WireError;

export type SavingsBody = {
  year: number;
  saved_this_year: WireMoney;
  claim_count: number;
  claims: Array<{
    claim_id: string;
    filled_on: string;
    med_id: number;
    drug_name: string;
    quantity: number;
    pharmacy_name: string;
    paid: WireMoney;
    retail: WireMoney;
    saved: WireMoney;
  }>;
} & WireError;

/** A member signed in with a texted code, and the ID of the card they hold. */
export interface TestMember {
  client: ApiClient;
  accountId: string;
  memberId: string;
}

/** A pharmacy system: no session and no browser CSRF header. */
export function postClaim(baseUrl: string, body: unknown) {
  return createApiClient(baseUrl).post<ClaimBody>(CLAIMS_PATH, body, {
    isCsrfHeaderOmitted: true,
    areClientParamsOmitted: true,
  });
}

let nextLine = randomInt(0, 5_000);

/** A fresh US mobile number per call (555 lines are reserved for fiction). */
export function createMobileDigits(): string {
  nextLine += 1;
  return `212555${String(nextLine % 10_000).padStart(4, '0')}`;
}

/** Signs in with a texted code read from the outbox, as a new phone-code account. */
export async function signInByPhone(baseUrl: string, digits = createMobileDigits()) {
  const client = createApiClient(baseUrl);
  const sent = await client.post<{ token: string }>('/api/v2/user/account/otp/login/send', {
    mobile_number: digits,
  });
  if (sent.status !== 200) throw new Error(`code not sent: ${sent.text}`);
  const code = extractCode((await readLatestMessage(client, digits)).body);
  const verified = await client.post<{ account: { id: string } | null }>(
    '/api/v2/user/account/otp/login/verify',
    { otp_code: code, tid: sent.body.token, match_code: null, mobile_number: `+1${digits}` },
  );
  const accountId = verified.body.account?.id;
  if (!accountId) throw new Error(`sign-in failed: ${verified.text}`);
  return { client, accountId };
}

type CardBody = {
  card?: { cardholder_id: string; status: string; rx_amount_owed: number | null };
} & WireError;

/** A member holding a card issued as a person gets one: a texted code, then the card's sign-up. */
export async function createMember(baseUrl: string): Promise<TestMember> {
  const { client, accountId } = await signInByPhone(baseUrl);
  const issued = await client.post<CardBody>('/api/v2/user/account/magic_card/signup', {});
  const memberId = issued.body.card?.cardholder_id;
  if (issued.status !== 200 || !memberId) throw new Error(`no card issued: ${issued.text}`);
  return { client, accountId, memberId };
}

/** What the member's card view says they owed at the counter for their latest paid claim. */
export async function readAmountOwed(member: TestMember): Promise<number | null | undefined> {
  const card = await member.client.get<CardBody>('/api/v2/user/account/magic_card');
  if (card.status !== 200) throw new Error(`no card: ${card.text}`);
  return card.body.card?.rx_amount_owed;
}

export async function setCardStatus(db: AppDatabase, memberId: string, status: string) {
  await db.update(discountCards).set({ status }).where(eq(discountCards.cardholderId, memberId));
}

/** A counter pharmacy: in the discount-card network or not (either, when not said), in Texas or not. */
export async function findPharmacy(
  db: AppDatabase,
  wanted: { isDiscountCard?: boolean; isTexas: boolean },
) {
  const [row] = await db
    .select({ id: pharmacies.id, npi: pharmacies.npi, zipCode: pharmacies.zipCode })
    .from(pharmacies)
    .where(
      and(
        eq(pharmacies.isMailOrder, false),
        wanted.isDiscountCard === undefined
          ? undefined
          : wanted.isDiscountCard
            ? sql`${NETWORK_IDS.magic} = any(${pharmacies.networkIds})`
            : sql`not ${NETWORK_IDS.magic} = any(${pharmacies.networkIds})`,
        wanted.isTexas ? eq(pharmacies.stateCode, 'TX') : sql`${pharmacies.stateCode} <> 'TX'`,
      ),
    )
    .orderBy(pharmacies.id)
    .limit(1);
  if (!row) throw new Error(`no pharmacy like ${JSON.stringify(wanted)}`);
  return row;
}
