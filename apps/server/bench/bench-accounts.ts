/** Signed-up accounts for the write benchmarks, made through the public API as the web app does. */
import { GATEWAY_TOKENS_PATH } from '@fillwell/contracts';
import {
  expectOk,
  mapWithConcurrency,
  readSessionCookie,
  withClientQuery,
  type BenchVisitor,
} from './bench-client';

const PASSWORD = 'bench-password-2026';
const TEST_CARD = '4242424242424242';
/** Sign-up hashes a password (argon2, CPU-bound): a few at a time use both cores. */
const PREPARATION_CONCURRENCY = 4;

/** What a purchase needs besides the account: an item to buy and where to pick it up. */
export interface PurchaseSetup {
  priceId: string;
  pharmacyId: string;
}

/**
 * A distinct client address per account (10.x.y.z), sent as X-Forwarded-For: the server trusts
 * it in the benchmark, so per-client limits on sign-up and card tokens count per visitor.
 */
export function toClientIp(index: number): string {
  const number = index + 1;
  return `10.${(number >> 16) & 255}.${(number >> 8) & 255}.${number & 255}`;
}

/** Accounts `first` … `first + count - 1` (each index names one account and its address). */
export async function signUpAccounts(
  baseUrl: string,
  range: { first: number; count: number; runTag: string },
): Promise<BenchVisitor[]> {
  const indexes = Array.from({ length: range.count }, (_, offset) => range.first + offset);
  return mapWithConcurrency(indexes, PREPARATION_CONCURRENCY, (index) =>
    signUp(baseUrl, index, range.runTag),
  );
}

async function signUp(baseUrl: string, index: number, runTag: string): Promise<BenchVisitor> {
  const clientIp = toClientIp(index);
  const response = await expectOk(baseUrl, {
    method: 'POST',
    path: withClientQuery('/api/v2/user/account/signup'),
    body: {
      email: `bench-${runTag}-${index}@example.com`,
      password: PASSWORD,
      accepts_agreements: true,
      skip_email: true,
    },
    headers: { 'x-forwarded-for': clientIp },
  });
  const cookie = readSessionCookie(response.headers);
  if (!cookie) throw new Error('sign-up set no session cookie');
  return { cookie, clientIp };
}

/** Signed-up accounts ready to buy: an item, a pharmacy, a profile and a saved test card. */
export async function prepareBuyers(
  baseUrl: string,
  range: { first: number; count: number; runTag: string },
  setup: PurchaseSetup,
): Promise<BenchVisitor[]> {
  const visitors = await signUpAccounts(baseUrl, range);
  await mapWithConcurrency(visitors, PREPARATION_CONCURRENCY, (visitor) =>
    prepareBuyer(baseUrl, visitor, setup),
  );
  return visitors;
}

async function prepareBuyer(
  baseUrl: string,
  visitor: BenchVisitor,
  setup: PurchaseSetup,
): Promise<void> {
  const post = (path: string, body: unknown) =>
    expectOk(baseUrl, { method: 'POST', path: withClientQuery(path), body, visitor });
  await post('/api/v2/cart/items', { items: [{ price_id: setup.priceId }] });
  await post('/api/v2/cart/pharmacy', { pharmacy_id: setup.pharmacyId });
  await expectOk(baseUrl, {
    method: 'PATCH',
    path: withClientQuery('/api/v2/user/account'),
    body: { first_name: 'Bench', last_name: 'Buyer', dob: '1980-04-12', gender: 'female' },
    visitor,
  });
  await post('/api/payments/add_token', {
    stripe_card_token: await tokenizeTestCard(baseUrl, visitor),
  });
}

/** The card form's step: the embedded gateway turns the card into a one-time token. */
async function tokenizeTestCard(baseUrl: string, visitor: BenchVisitor): Promise<string> {
  const response = await expectOk(baseUrl, {
    method: 'POST',
    path: GATEWAY_TOKENS_PATH,
    body: {
      number: TEST_CARD,
      exp_month: 12,
      exp_year: new Date().getFullYear() + 2,
      cvc: '123',
      address_zip: '63103',
    },
    headers: { 'x-forwarded-for': visitor.clientIp },
  });
  const token = (response.body as { id?: unknown }).id;
  if (typeof token !== 'string') throw new Error('the gateway answered no token');
  return token;
}
