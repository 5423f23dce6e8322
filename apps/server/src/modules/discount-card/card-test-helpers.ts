import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { pharmacies } from '../../db/schema/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import type { WireError, WireMoney } from '../../test/api-helpers';
import { extractCode, readLatestMessage } from '../account/auth-test-helpers';

export type { WireError };

export interface WireCard {
  cardholder_id: string;
  first_name: string | null;
  last_name: string | null;
  rx_bin: string;
  rx_pcn: string;
  rx_group: string;
  rx_amount_owed: number | null;
  company: string;
  patient_help_number: string;
  pharmacy_help_number: string;
  status: string;
  issued_on: string;
}

export interface WireCardResponse {
  card: WireCard;
  magic_pharmacy: { location: { id: string }; network_id: number; in_network: boolean } | null;
  magic_coupon: { name: string; first_name: string | null; discount: WireMoney } | null;
}

export type CardBody = WireCardResponse & WireError;

export const CARD_PATH = '/api/v2/user/account/magic_card';
export const MATCH_CODES_PATH = '/api/dev/discount-card/match-codes';

/** A fresh ten-digit number in the 314 area: random, so test files never share one. */
export function createMobileNumber(): string {
  return `314${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

/** Texts a code to the number (it lands in the outbox) and answers its tid and the code. */
export async function requestCode(
  client: ApiClient,
  digits: string,
  type: 'login' | 'register' = 'register',
): Promise<{ tid: string; code: string }> {
  const sent = await client.post<{ token: string }>(`/api/v2/user/account/otp/${type}/send`, {
    mobile_number: digits,
  });
  expect(sent.status, sent.text).toBe(200);
  const message = await readLatestMessage(client, digits);
  return { tid: sent.body.token, code: extractCode(message.body) };
}

export function verifyCode(
  client: ApiClient,
  digits: string,
  sent: { tid: string; code: string },
  type: 'login' | 'register' = 'register',
) {
  return client.post<{ account: { id: string; mobile_number: string | null } | null } & WireError>(
    `/api/v2/user/account/otp/${type}/verify`,
    { otp_code: sent.code, tid: sent.tid, match_code: null, mobile_number: `+1${digits}` },
  );
}

/** A visitor signs in with a texted code: a phone-code account, signed in on the client. */
export async function signInByPhone(
  baseUrl: string,
  digits = createMobileNumber(),
): Promise<{ client: ApiClient; accountId: string; digits: string }> {
  const client = createApiClient(baseUrl);
  const verified = await verifyCode(client, digits, await requestCode(client, digits));
  expect(verified.status, verified.text).toBe(200);
  const accountId = verified.body.account?.id;
  if (!accountId) throw new Error('no account after the code');
  return { client, accountId, digits };
}

/** The signed-in account proves a number with a texted code (register). */
export async function proveMobileNumber(client: ApiClient, digits: string) {
  return verifyCode(client, digits, await requestCode(client, digits));
}

/** A phone-code account that holds a card. */
export async function signUpMember(baseUrl: string, couponName?: string) {
  const member = await signInByPhone(baseUrl);
  const body = couponName ? { coupon_name: couponName } : {};
  const response = await member.client.post<CardBody>(`${CARD_PATH}/signup`, body);
  expect(response.status, response.text).toBe(200);
  return { ...member, card: response.body };
}

/** Makes a match code with the developer tool. */
export async function createMatchCode(
  client: ApiClient,
  order: Record<string, unknown>,
): Promise<{ code: string; max_uses: number | null; use_count: number }> {
  const response = await client.post<{ code: string; max_uses: number | null; use_count: number }>(
    MATCH_CODES_PATH,
    order,
  );
  expect(response.status, response.text).toBe(200);
  return response.body;
}

/** Pickup pharmacies of the test directory: in the card's network, or not (outside Texas). */
export async function findPharmacyIds(db: AppDatabase) {
  const rows = await db.select().from(pharmacies).where(eq(pharmacies.isMailOrder, false));
  const [inNetwork, anotherInNetwork] = rows.filter((row) => row.networkIds.includes(4));
  const outOfNetwork = rows.find((row) => !row.networkIds.includes(4) && row.stateCode !== 'TX');
  const texan = rows.find((row) => row.stateCode === 'TX');
  if (!inNetwork || !anotherInNetwork || !outOfNetwork || !texan) {
    throw new Error('the test directory lacks a kind of pharmacy');
  }
  return {
    inNetwork: inNetwork.id,
    anotherInNetwork: anotherInNetwork.id,
    outOfNetwork: outOfNetwork.id,
    texan: texan.id,
  };
}
