import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, patientExitTokens } from '../../db/schema/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { createTestEmail, signUpTestAccount } from '../../test/accounts';
import { expectOk, type WireError } from '../../test/api-helpers';
import {
  readPatientText,
  registerPatientWithPrescriptions,
  signInPartnerStaff,
} from '../../test/pharmacy-plus';
import { startTestServer, type TestServer } from '../../test/test-server';
import { addCard, TEST_CARDS } from '../payments/payments-test-helpers';

let server: TestServer;
let staff: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  staff = await signInPartnerStaff(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

const SIGNUP_PATH = '/api/v2/user/account/signup/nimbus';
const CART_PATH = '/api/v2/nimbus_cart';
const PURCHASE_PATH = '/api/v2/nimbus_cart/purchase';
const ADDRESS = {
  address1: '4400 Lindell Blvd',
  city: 'Saint Louis',
  state: 'MO',
  zip_code: '63108',
};

type WirePatient = { first_name: string; pharmacy_name: string; status: string; next_step: string };
type WireCart = {
  is_signed_in: boolean;
  has_address: boolean;
  has_card: boolean;
  pharmacy_name: string | null;
  items: Array<{ prescription_id: string; name: string; quantity: number; amount: number }>;
  subtotal: number;
  shipping: number;
  total: number;
  next_step: string;
};
type WirePurchase = {
  order_id: string;
  order_number: string;
  pharmacy_id: string | null;
  pharmacy_network_id: number | null;
  cart_flow_id: string;
  subtotal: number;
  total: number;
  next_step: string;
};

/** Staff registers a patient and texts the link: the patient's exit token. */
async function issueExitToken(): Promise<string> {
  const registered = await registerPatientWithPrescriptions(staff);
  await expectOk(staff.post(`/api/v2/partner/patients/${registered.patientId}/link`));
  const text = await readPatientText(createApiClient(server.baseUrl), registered.mobileNumber);
  if (!text.exitToken) throw new Error('No link in the text');
  return text.exitToken;
}

function signUp(client: ApiClient, exitToken?: string) {
  return client.post<WireError & { account: { id: string } }>(SIGNUP_PATH, {
    email: createTestEmail('nimbus'),
    password: 'correct horse battery',
    accepts_agreements: true,
    skip_email: true,
    ...(exitToken ? { exit_token: exitToken } : {}),
  });
}

describe('GET /api/v2/user/account/signup/nimbus', () => {
  it("names the link's patient and pharmacy, and sends a visitor to /specialty/1", async () => {
    const exitToken = await issueExitToken();
    const body = await expectOk(
      createApiClient(server.baseUrl).get<WirePatient>(SIGNUP_PATH, {
        query: { exit_token: exitToken },
      }),
    );
    expect(body).toEqual({
      first_name: 'Alex',
      pharmacy_name: expect.any(String),
      status: 'available',
      next_step: '/specialty/1',
    });
    expect(body.pharmacy_name.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown or malformed token and 410 for an expired one', async () => {
    const client = createApiClient(server.baseUrl);
    const unknown = await client.get<WireError>(SIGNUP_PATH, {
      query: { exit_token: 'xt_nothing.secret' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('exit_token_unknown');
    const malformed = await client.get<WireError>(SIGNUP_PATH, {
      query: { exit_token: '<script>' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.validation_errors).toHaveProperty('exit_token');
    const missing = await client.get<WireError>(SIGNUP_PATH);
    expect(missing.status).toBe(400);

    const exitToken = await issueExitToken();
    const [id = ''] = exitToken.split('.');
    await server.db
      .update(patientExitTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(patientExitTokens.id, id));
    const expired = await client.get<WireError>(SIGNUP_PATH, { query: { exit_token: exitToken } });
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('exit_token_expired');
    expect(expired.body.message).toMatch(/expired/);
  });
});

describe('the specialty flow', () => {
  it('signs up with the link, then address, card and purchase make one order', async () => {
    const exitToken = await issueExitToken();
    const client = createApiClient(server.baseUrl);
    const signedUp = await signUp(client, exitToken);
    expect(signedUp.status).toBe(200);
    expect(signedUp.body.account.id).toBeTruthy();

    const linked = await expectOk(
      client.get<WirePatient>(SIGNUP_PATH, { query: { exit_token: exitToken } }),
    );
    expect(linked).toMatchObject({ status: 'linked', next_step: '/specialty/4' });

    const cart = await expectOk(client.get<WireCart>(CART_PATH));
    expect(cart).toMatchObject({ is_signed_in: true, has_address: false, has_card: false });
    // Atorvastatin at its first supply (1200 cents) and lisinopril (priced by the pharmacy).
    expect(cart.items).toHaveLength(2);
    expect(cart.items[0]).toMatchObject({ quantity: 30, amount: 1200 });
    expect(cart.subtotal).toBe(cart.items.reduce((sum, item) => sum + item.amount, 0));
    expect(cart.total).toBe(cart.subtotal + cart.shipping);

    const noAddress = await client.post<WireError>(PURCHASE_PATH, {});
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.code).toBe('no_card');

    await expectOk(client.post('/api/v2/user/account/address', ADDRESS));
    expect((await expectOk(client.get<WireCart>(CART_PATH))).next_step).toBe('/specialty/6');
    expect((await addCard(client, TEST_CARDS.visa)).status).toBe(200);
    expect((await expectOk(client.get<WireCart>(CART_PATH))).next_step).toBe('/specialty/7');

    // Sent twice at once (a double click): one order, one answer.
    const [first, second] = await Promise.all([
      client.post<WirePurchase>(PURCHASE_PATH, {}),
      client.post<WirePurchase>(PURCHASE_PATH, {}),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.order_id).toBe(first.body.order_id);
    expect(first.body).toMatchObject({
      pharmacy_network_id: 3,
      subtotal: cart.subtotal,
      total: cart.total,
      next_step: `/specialty/8/${first.body.order_id}`,
    });
    expect(first.body.pharmacy_id).toEqual(expect.any(String));
    expect(first.body.cart_flow_id).toEqual(expect.any(String));

    const accountOrders = await server.db
      .select()
      .from(orders)
      .where(eq(orders.accountId, signedUp.body.account.id));
    expect(accountOrders).toHaveLength(1);
    expect(accountOrders[0]).toMatchObject({ status: 'paid', origin: 'specialty' });

    // The order reads back as any order of the account's.
    const order = await expectOk(
      client.get<{ result: { id: string } }>(`/api/v2/orders/${first.body.order_id}`),
    );
    expect(order.result.id).toBe(first.body.order_id);

    // Retried with the same Idempotency-Key: the same order again.
    const keyed = await expectOk(
      client.post<WirePurchase>(PURCHASE_PATH, {}, { headers: { 'idempotency-key': 'nimbus-1' } }),
    );
    const keyedAgain = await expectOk(
      client.post<WirePurchase>(PURCHASE_PATH, {}, { headers: { 'idempotency-key': 'nimbus-1' } }),
    );
    expect(keyedAgain.order_id).toBe(keyed.order_id);
  });

  it('refuses a link held by another account, and keeps nothing half made', async () => {
    const exitToken = await issueExitToken();
    const owner = createApiClient(server.baseUrl);
    expect((await signUp(owner, exitToken)).status).toBe(200);

    // A visitor signing up with it: 410, and no account is made.
    const visitor = createApiClient(server.baseUrl);
    const email = createTestEmail('late');
    const refused = await visitor.post<WireError>(SIGNUP_PATH, {
      email,
      password: 'correct horse battery',
      accepts_agreements: true,
      skip_email: true,
      exit_token: exitToken,
    });
    expect(refused.status).toBe(410);
    expect(refused.body.code).toBe('exit_token_used');
    const login = await visitor.post('/api/v2/user/account/login', {
      email,
      password: 'correct horse battery',
    });
    expect(login.status).toBe(401);

    // Another signed-in account: 403 on reading and on linking.
    const other = await signUpTestAccount(server.baseUrl, 'other');
    const read = await other.client.get<WireError>(SIGNUP_PATH, {
      query: { exit_token: exitToken },
    });
    expect(read.status).toBe(403);
    expect(read.body.code).toBe('exit_token_other_account');
    const linked = await other.client.post<WireError>('/api/v2/nimbus_cart/link', {
      exit_token: exitToken,
    });
    expect(linked.status).toBe(403);
    expect((await expectOk(other.client.get<WireCart>(CART_PATH))).items).toEqual([]);
  });

  it('lets a signed-in account join a link, and buys nothing without one', async () => {
    const person = await signUpTestAccount(server.baseUrl, 'joiner');
    const empty = await person.client.post<WireError>(PURCHASE_PATH, {});
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('nimbus_cart_empty');

    const exitToken = await issueExitToken();
    const cart = await expectOk(
      person.client.post<WireCart>('/api/v2/nimbus_cart/link', { exit_token: exitToken }),
    );
    expect(cart.items.length).toBe(2);
    expect(cart.next_step).toBe('/specialty/4');
    // Joining again is the same answer.
    expect(
      (await person.client.post('/api/v2/nimbus_cart/link', { exit_token: exitToken })).status,
    ).toBe(200);
  });

  it('needs a sign-in to buy or link, and answers a visitor where to start', async () => {
    const visitor = createApiClient(server.baseUrl);
    expect((await visitor.post<WireError>(PURCHASE_PATH, {})).status).toBe(401);
    expect((await visitor.post('/api/v2/nimbus_cart/link', { exit_token: 'xt_a.b' })).status).toBe(
      401,
    );
    const cart = await expectOk(visitor.get<WireCart>(CART_PATH));
    expect(cart).toMatchObject({
      is_signed_in: false,
      items: [],
      total: 0,
      next_step: '/specialty/1',
    });
    const bad = await visitor.post<WireError>(SIGNUP_PATH, {
      email: 'not-an-email',
      password: 'x',
      accepts_agreements: false,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.validation_errors ?? {})).toEqual(
      expect.arrayContaining(['email', 'password', 'accepts_agreements']),
    );
  });

  it('reports a declined card in the error shape and makes no paid order', async () => {
    const exitToken = await issueExitToken();
    const client = createApiClient(server.baseUrl);
    const signedUp = await signUp(client, exitToken);
    await expectOk(client.post('/api/v2/user/account/address', ADDRESS));
    expect((await addCard(client, TEST_CARDS.declinedAtCharge)).status).toBe(200);
    const declined = await client.post<WireError>(PURCHASE_PATH, {});
    expect(declined.status).toBe(402);
    expect(declined.body.code).toBe('payment_failed');
    const paid = await server.db
      .select()
      .from(orders)
      .where(eq(orders.accountId, signedUp.body.account.id));
    expect(paid.filter((order) => order.status === 'paid')).toEqual([]);
  });
});
