import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gatewayCharges, gatewayTokens } from '../../db/schema/index';
import { createEmbeddedGateway, type EmbeddedGateway } from '../../adapters/payments/index';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  createCardFields,
  NEXT_YEAR,
  postToGateway,
  TEST_CARDS,
  type WireGatewayError,
} from './payments-test-helpers';

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

type WireToken = {
  id: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
};

describe('POST /gateway/v1/tokens', () => {
  it('swaps a valid card for a token and keeps no number', async () => {
    const response = await postToGateway<WireToken>(
      client,
      createCardFields('4242 4242 4242 4242'),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^tok_[0-9a-f]{32}$/),
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: NEXT_YEAR },
    });
    const [row] = await server.db
      .select()
      .from(gatewayTokens)
      .where(eq(gatewayTokens.id, response.body.id));
    expect(row).toMatchObject({ brand: 'visa', last4: '4242', zipCode: '63103', usedAt: null });
    expect(JSON.stringify(row)).not.toContain(TEST_CARDS.visa);
  });

  it('takes two-digit years and string months, as card forms send them', async () => {
    const response = await postToGateway<WireToken>(
      client,
      createCardFields(TEST_CARDS.amex, { exp_month: '04', exp_year: String(NEXT_YEAR % 100) }),
    );
    expect(response.status).toBe(200);
    expect(response.body.card).toEqual({
      brand: 'amex',
      last4: '0005',
      exp_month: 4,
      exp_year: NEXT_YEAR,
    });
  });

  it('does not need the API CSRF header or a session', async () => {
    const response = await postToGateway(client, createCardFields(TEST_CARDS.visa));
    expect(response.status).toBe(200);
    expect(client.cookies.size).toBe(0);
  });

  it.each([
    ['a wrong check digit', { number: '4242424242424241' }, 'incorrect_number', 'number'],
    ['an unknown brand', { number: '9999999999999995' }, 'incorrect_number', 'number'],
    ['letters', { number: '4242abcd42424242' }, 'incorrect_number', 'number'],
    ['an empty number', { number: '' }, 'incorrect_number', 'number'],
    ['a 13th month', { exp_month: 13 }, 'invalid_expiry_month', 'exp_month'],
    ['a past year', { exp_year: 2001 }, 'invalid_expiry_year', 'exp_year'],
    ['a year too far ahead', { exp_year: NEXT_YEAR + 40 }, 'invalid_expiry_year', 'exp_year'],
    ['a short CVC', { cvc: '12' }, 'invalid_cvc', 'cvc'],
    ['a four-digit CVC on a Visa', { cvc: '1234' }, 'invalid_cvc', 'cvc'],
  ])('refuses %s as a card error (402)', async (_name, overrides, code, param) => {
    const response = await postToGateway<WireGatewayError>(
      client,
      createCardFields(TEST_CARDS.visa, overrides),
    );
    expect(response.status).toBe(402);
    expect(response.body.error).toMatchObject({ type: 'card_error', code, param });
    expect(response.body.error.message).toMatch(/^Your card/);
  });

  it("says 'Your card number is incorrect.' for a bad number", async () => {
    const response = await postToGateway<WireGatewayError>(
      client,
      createCardFields('4242424242424241'),
    );
    expect(response.body.error.message).toBe('Your card number is incorrect.');
  });

  it('needs a four-digit CVC on an amex', async () => {
    const response = await postToGateway<WireGatewayError>(
      client,
      createCardFields(TEST_CARDS.amex, { cvc: '123' }),
    );
    expect(response.status).toBe(402);
    expect(response.body.error.code).toBe('invalid_cvc');
  });

  it("answers 'Invalid zip code' for a ZIP that is not five digits", async () => {
    for (const zip of ['1234', 'abcde', '123456']) {
      const response = await postToGateway<WireGatewayError>(
        client,
        createCardFields(TEST_CARDS.visa, { address_zip: zip }),
      );
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({
        type: 'invalid_request_error',
        message: 'Invalid zip code',
        param: 'address_zip',
      });
    }
  });

  it.each([
    ['without a number', { number: undefined }, 'number'],
    ['with a numeric number', { number: 4242424242424242 }, 'number'],
    ['with an object for a month', { exp_month: { $gt: 1 } }, 'exp_month'],
    ['with a huge CVC', { cvc: '1'.repeat(50) }, 'cvc'],
    ['with an unknown field', { name: 'Pat' }, null],
  ])('answers 400 in the gateway shape for a request %s', async (_name, overrides, param) => {
    const response = await postToGateway<WireGatewayError>(
      client,
      createCardFields(TEST_CARDS.visa, overrides),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.type).toBe('invalid_request_error');
    if (param) expect(response.body.error.param).toBe(param);
  });

  it('answers 400 in the gateway shape for a body that is not JSON', async () => {
    const response = await client.request<WireGatewayError>('POST', '/gateway/v1/tokens', {
      rawBody: '{"number":',
      isCsrfHeaderOmitted: true,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.type).toBe('invalid_request_error');
  });
});

describe('embedded gateway as the payment provider', () => {
  let gateway: EmbeddedGateway;

  beforeAll(() => {
    gateway = createEmbeddedGateway(server.db);
  });

  async function saveTestCard(number: string) {
    const tokenized = await gateway.tokenize({
      number,
      expMonth: 12,
      expYear: NEXT_YEAR,
      cvc: '123',
      addressZip: '63103',
    });
    if (!tokenized.ok) throw new Error(tokenized.error.message);
    return gateway.saveCard({ accountId: 'acc', token: tokenized.token.id });
  }

  it('refuses declined, expired and wrong-CVC test cards when they are saved', async () => {
    const failures = await Promise.all(
      [TEST_CARDS.declined, TEST_CARDS.expired, TEST_CARDS.incorrectCvc].map(saveTestCard),
    );
    expect(failures.map((result) => (result.ok ? null : result.error))).toEqual([
      { kind: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      { kind: 'card_error', code: 'expired_card', message: 'Your card has expired.' },
      {
        kind: 'card_error',
        code: 'incorrect_cvc',
        message: "Your card's security code is incorrect.",
      },
    ]);
  });

  it('charges a good card once per idempotency key', async () => {
    const saved = await saveTestCard(TEST_CARDS.visa);
    if (!saved.ok) throw new Error('not saved');
    const request = {
      accountId: 'acc',
      providerCardId: saved.value.providerCardId,
      amountCents: 1234,
      idempotencyKey: `order-${saved.value.providerCardId}`,
    };
    const [first, second] = await Promise.all([gateway.charge(request), gateway.charge(request)]);
    expect(first).toEqual({
      ok: true,
      value: { chargeId: expect.stringMatching(/^ch_/), amountCents: 1234 },
    });
    expect(second).toEqual(first);
    const rows = await server.db
      .select()
      .from(gatewayCharges)
      .where(eq(gatewayCharges.idempotencyKey, request.idempotencyKey));
    expect(rows).toHaveLength(1);

    const otherAmount = await gateway.charge({ ...request, amountCents: 999 });
    expect(otherAmount).toMatchObject({ ok: false, error: { code: 'idempotency_key_in_use' } });
  });

  it('saves an insufficient-funds card and fails its charge', async () => {
    const saved = await saveTestCard(TEST_CARDS.insufficientFunds);
    if (!saved.ok) throw new Error('not saved');
    const charge = await gateway.charge({
      accountId: 'acc',
      providerCardId: saved.value.providerCardId,
      amountCents: 500,
      idempotencyKey: `nsf-${saved.value.providerCardId}`,
    });
    expect(charge).toEqual({
      ok: false,
      error: {
        kind: 'card_error',
        code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
  });

  it('does not charge a removed card', async () => {
    const saved = await saveTestCard(TEST_CARDS.visa);
    if (!saved.ok) throw new Error('not saved');
    const card = { accountId: 'acc', providerCardId: saved.value.providerCardId };
    expect(await gateway.removeCard(card)).toEqual({ ok: true, value: null });
    const charge = await gateway.charge({ ...card, amountCents: 100, idempotencyKey: 'removed' });
    expect(charge).toMatchObject({ ok: false, error: { kind: 'invalid_request' } });
  });

  it('does not accept an expired token', async () => {
    const tokenized = await gateway.tokenize({
      number: TEST_CARDS.visa,
      expMonth: 12,
      expYear: NEXT_YEAR,
      cvc: '123',
    });
    if (!tokenized.ok) throw new Error('not tokenized');
    await server.db
      .update(gatewayTokens)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(gatewayTokens.id, tokenized.token.id));
    const saved = await gateway.saveCard({ accountId: 'acc', token: tokenized.token.id });
    expect(saved).toMatchObject({ ok: false, error: { kind: 'invalid_token' } });
  });
});

describe('rate limit', () => {
  it('answers 429 in the gateway shape after 60 tokenizations a minute', async () => {
    const other = await startTestServer();
    try {
      const burst = createApiClient(other.baseUrl);
      const statuses: number[] = [];
      for (let index = 0; index < 61; index += 1) {
        const response = await postToGateway<WireGatewayError>(burst, { number: '1' });
        statuses.push(response.status);
        if (response.status === 429) expect(response.body.error.type).toBe('rate_limit_error');
      }
      expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true);
      expect(statuses[60]).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('with Stripe configured', () => {
  it('has no embedded gateway, and the API names Stripe and its publishable key', async () => {
    const stripeServer = await startTestServer({
      config: { stripe: { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake' } },
    });
    try {
      const stripeClient = createApiClient(stripeServer.baseUrl);
      const gatewayCall = await postToGateway(stripeClient, createCardFields(TEST_CARDS.visa));
      expect(gatewayCall.status).toBe(404);
      const config = await stripeClient.get('/api/payments/config');
      expect(config.body).toEqual({ provider: 'stripe', publishable_key: 'pk_test_fake' });
      // The page may load Stripe.js and its card frames.
      const policy = config.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
      expect(policy).toMatch(/frame-src https:\/\/js\.stripe\.com/);
      const embeddedPolicy = (await client.get('/api/payments/config')).headers.get(
        'content-security-policy',
      );
      expect(embeddedPolicy).not.toContain('stripe');
    } finally {
      await stripeServer.close();
    }
  });
});
