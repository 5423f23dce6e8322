import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { walletEntries } from '../../db/schema/index';
import { createApiClient } from '../../test/api-client';
import { signUpTestAccount, type TestAccount } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/test-server';
import {
  addCard,
  listCards,
  summarize,
  TEST_CARDS,
  tokenizeCard,
  type WireApiError,
  type WireCard,
} from './payments-test-helpers';

let server: TestServer;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  alice = await signUpTestAccount(server.baseUrl, 'alice');
  bob = await signUpTestAccount(server.baseUrl, 'bob');
});
afterAll(async () => {
  await server?.close();
});

/** Rows of a raw query; both drivers answer `{ rows }`. */
async function selectRows<T>(query: SQL): Promise<T[]> {
  const result = (await server.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function signUp(prefix: string) {
  return signUpTestAccount(server.baseUrl, prefix);
}

describe('GET /api/payments/config', () => {
  it('names the embedded gateway when Stripe is not configured, for visitors too', async () => {
    const response = await createApiClient(server.baseUrl).get('/api/payments/config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ provider: 'embedded', publishable_key: null });
  });
});

describe('signed-out calls', () => {
  it('answer 401 in the error shape', async () => {
    const visitor = createApiClient(server.baseUrl);
    const calls = [
      visitor.get('/api/cards'),
      visitor.get('/api/wallet'),
      visitor.post('/api/payments/add_token', { stripe_card_token: 'tok_abc' }),
      visitor.post('/api/payments/cards/abc/make_default'),
      visitor.delete('/api/payments/cards/abc'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 'unauthorized', status: 401 });
    }
  });
});

describe('saving cards', () => {
  it('saves a tokenized card as the first and default card', async () => {
    const account = await signUp('first');
    expect(await listCards(account.client)).toEqual([]);
    const response = await addCard(account.client, TEST_CARDS.visa);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: new Date().getFullYear() + 1,
      default: true,
    });
    expect(await listCards(account.client)).toEqual([response.body]);
  });

  it('puts a new card first as the default; set_as_default false keeps the default', async () => {
    await addCard(alice.client, TEST_CARDS.visa);
    const mastercard = await addCard(alice.client, TEST_CARDS.mastercard);
    expect(mastercard.body).toMatchObject({ brand: 'mastercard', default: true });
    expect(summarize(await listCards(alice.client))).toEqual([
      ['4444', true],
      ['4242', false],
    ]);
    const amex = await addCard(alice.client, TEST_CARDS.amex, { set_as_default: false });
    expect(amex.body).toMatchObject({ brand: 'amex', last4: '0005', default: false });
    expect(summarize(await listCards(alice.client))).toEqual([
      ['0005', false],
      ['4444', true],
      ['4242', false],
    ]);
  });

  it('accepts a token once only, and no unknown token', async () => {
    const token = await tokenizeCard(bob.client, TEST_CARDS.visa);
    const first = await bob.client.post('/api/payments/add_token', { stripe_card_token: token });
    expect(first.status).toBe(200);
    const again = await bob.client.post<WireApiError>('/api/payments/add_token', {
      stripe_card_token: token,
    });
    expect(again.status).toBe(400);
    expect(again.body.validation_errors.stripe_card_token?.[0]).toMatch(/enter your card again/);
    const unknown = await bob.client.post<WireApiError>('/api/payments/add_token', {
      stripe_card_token: 'tok_0123456789abcdef',
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.validation_errors)).toEqual(['stripe_card_token']);
    expect(await listCards(bob.client)).toHaveLength(1);
  });

  it("does not let another user save someone else's token", async () => {
    const token = await tokenizeCard(alice.client, TEST_CARDS.visa);
    const stolen = await bob.client.post('/api/payments/add_token', { stripe_card_token: token });
    expect(stolen.status).toBe(200);
    // A token is the browser's to spend once, whoever holds it; the second use fails.
    const reused = await alice.client.post('/api/payments/add_token', { stripe_card_token: token });
    expect(reused.status).toBe(400);
  });

  it.each([
    ['declined', TEST_CARDS.declined, 'card_declined', 'Your card was declined.'],
    ['expired', TEST_CARDS.expired, 'expired_card', 'Your card has expired.'],
    [
      'incorrect CVC',
      TEST_CARDS.incorrectCvc,
      'incorrect_cvc',
      "Your card's security code is incorrect.",
    ],
  ])(
    'refuses a %s test card with the provider message',
    async (_name, number, code, message) => {
      const account = await signUp(`refused${code.slice(0, 4)}`);
      const response = await addCard(account.client, number);
      expect(response.status).toBe(402);
      expect(response.body).toMatchObject({ code, message, status: 402 });
      expect(await listCards(account.client)).toEqual([]);
    },
    30_000,
  );

  it('saves an insufficient-funds card (it fails only when charged)', async () => {
    const response = await addCard(bob.client, TEST_CARDS.insufficientFunds);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ last4: '9995', default: true });
  });

  it.each([
    ['missing', {}],
    ['empty', { stripe_card_token: '' }],
    ['blank', { stripe_card_token: '   ' }],
    ['a number', { stripe_card_token: 42 }],
    ['null', { stripe_card_token: null }],
    ['not a token', { stripe_card_token: 'card_123' }],
    ['markup', { stripe_card_token: 'tok_<script>alert(1)</script>' }],
    ['Unicode', { stripe_card_token: 'tok_ünïcødé😀' }],
    ['too long', { stripe_card_token: `tok_${'a'.repeat(300)}` }],
    ['a card number', { stripe_card_token: TEST_CARDS.visa }],
    ['an extra field', { stripe_card_token: 'tok_abc', number: TEST_CARDS.visa }],
    ['a non-boolean default flag', { stripe_card_token: 'tok_abc', set_as_default: 'yes' }],
  ])('answers 400 with field errors for a body that is %s', async (_name, body) => {
    const response = await alice.client.post<WireApiError>('/api/payments/add_token', body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(Object.keys(response.body.validation_errors).length).toBeGreaterThan(0);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await alice.client.request('POST', '/api/payments/add_token', {
      rawBody: '{"stripe_card_token":',
    });
    expect(response.status).toBe(400);
  });

  it('leaves exactly one default when two cards are saved at once', async () => {
    const account = await signUp('race');
    const tokens = await Promise.all([
      tokenizeCard(account.client, TEST_CARDS.visa),
      tokenizeCard(account.client, TEST_CARDS.mastercard),
    ]);
    const saves = await Promise.all(
      tokens.map((token) =>
        account.client.post('/api/payments/add_token', { stripe_card_token: token }),
      ),
    );
    expect(saves.map((save) => save.status)).toEqual([200, 200]);
    const cards = await listCards(account.client);
    expect(cards).toHaveLength(2);
    expect(cards.filter((card) => card.default)).toHaveLength(1);
    expect(cards[0]?.default).toBe(true);
  });
});

describe('POST /api/payments/cards/{id}/make_default', () => {
  it('makes the card the default and clears the others', async () => {
    const before = await listCards(alice.client);
    const last = before.at(-1) as WireCard;
    const response = await alice.client.post<WireCard[]>(
      `/api/payments/cards/${last.id}/make_default`,
    );
    expect(response.status).toBe(200);
    expect(response.body.map((card) => card.default)).toEqual(
      before.map((card) => card.id === last.id),
    );
    expect(await listCards(alice.client)).toEqual(response.body);
  });

  it("answers 404 for an unknown card and for another user's card, changing nothing", async () => {
    const [bobsCard] = await listCards(bob.client);
    const before = await listCards(alice.client);
    const unknown = await alice.client.post('/api/payments/cards/unknownCardId/make_default');
    expect(unknown.status).toBe(404);
    const foreign = await alice.client.post(`/api/payments/cards/${bobsCard?.id}/make_default`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'not_found', message: 'Card not found' });
    expect(await listCards(alice.client)).toEqual(before);
  });

  it('answers 400 for a malformed id', async () => {
    for (const id of ['%3Cscript%3E', 'caf%C3%A9', 'a'.repeat(65)]) {
      const response = await alice.client.post(`/api/payments/cards/${id}/make_default`);
      expect(response.status).toBe(400);
    }
  });
});

describe('DELETE /api/payments/cards/{id}', () => {
  it('makes the first remaining card the default when the default is removed', async () => {
    const account = await signUp('remove');
    await addCard(account.client, TEST_CARDS.visa);
    await addCard(account.client, TEST_CARDS.mastercard);
    const amex = await addCard(account.client, TEST_CARDS.amex);
    expect(summarize(await listCards(account.client))).toEqual([
      ['0005', true],
      ['4444', false],
      ['4242', false],
    ]);
    const removed = await account.client.delete<WireCard[]>(`/api/payments/cards/${amex.body.id}`);
    expect(removed.status).toBe(200);
    expect(summarize(removed.body)).toEqual([
      ['4444', true],
      ['4242', false],
    ]);

    const visa = removed.body[1] as WireCard;
    const second = await account.client.delete<WireCard[]>(`/api/payments/cards/${visa.id}`);
    expect(summarize(second.body)).toEqual([['4444', true]]);
    const last = second.body[0] as WireCard;
    const third = await account.client.delete<WireCard[]>(`/api/payments/cards/${last.id}`);
    expect(third.body).toEqual([]);
    expect(await listCards(account.client)).toEqual([]);
    const again = await account.client.delete(`/api/payments/cards/${last.id}`);
    expect(again.status).toBe(404);
  });

  it("answers 404 for another user's card and keeps it", async () => {
    const [bobsCard] = await listCards(bob.client);
    const response = await alice.client.delete(`/api/payments/cards/${bobsCard?.id}`);
    expect(response.status).toBe(404);
    expect((await listCards(bob.client)).map((card) => card.id)).toContain(bobsCard?.id);
  });

  it('needs the CSRF header', async () => {
    const [card] = await listCards(bob.client);
    const response = await bob.client.delete(`/api/payments/cards/${card?.id}`, {
      isCsrfHeaderOmitted: true,
    });
    expect(response.status).toBe(403);
  });
});

describe('GET /api/wallet', () => {
  it('is zero without credit, and the sum of the credit moves in cents', async () => {
    const response = await bob.client.get('/api/wallet');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ available_balance: 0 });

    await server.db.insert(walletEntries).values([
      { id: 'w1', accountId: bob.accountId, amountCents: 1500, reason: 'referral' },
      { id: 'w2', accountId: bob.accountId, amountCents: -525, reason: 'order' },
    ]);
    expect((await bob.client.get('/api/wallet')).body).toEqual({ available_balance: 975 });
    expect((await alice.client.get('/api/wallet')).body).toEqual({ available_balance: 0 });
  });
});

describe('card numbers', () => {
  it('are nowhere in the database after cards are tokenized, saved and refused', async () => {
    const account = await signUp('numbers');
    await addCard(account.client, TEST_CARDS.visa);
    await addCard(account.client, TEST_CARDS.declined);
    await addCard(account.client, TEST_CARDS.amex);
    const tableNames = (
      await selectRows<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
      )
    ).map((row) => row.table_name);
    expect(tableNames).toEqual(
      expect.arrayContaining(['payment_cards', 'gateway_tokens', 'outbox_messages']),
    );
    for (const table of tableNames) {
      const dump = await selectRows<{ row: string }>(
        sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
      );
      const text = dump.map((row) => row.row).join('\n');
      for (const number of [TEST_CARDS.visa, TEST_CARDS.declined, TEST_CARDS.amex]) {
        expect(text, `${table} holds a card number`).not.toContain(number);
      }
    }
  });
});

describe('OpenAPI', () => {
  it('documents the payment calls and the gateway in wire case', async () => {
    const response = await createApiClient(server.baseUrl).get<{ paths: Record<string, unknown> }>(
      '/api/docs/json',
    );
    const { paths } = response.body;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/payments/add_token',
        '/api/cards',
        '/api/payments/cards/{id}/make_default',
        '/api/payments/cards/{id}',
        '/api/wallet',
        '/api/payments/config',
        '/gateway/v1/tokens',
      ]),
    );
    expect(JSON.stringify(paths['/api/payments/add_token'])).toContain('"stripe_card_token"');
    expect(JSON.stringify(paths['/gateway/v1/tokens'])).toContain('"address_zip"');
  });
});
