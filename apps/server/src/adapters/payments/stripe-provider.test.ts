import { describe, expect, it, vi } from 'vitest';
import type Stripe from 'stripe';
import type { PaymentCustomerStore } from './payment-customers';
import { createStripeProvider, toProviderError, type StripeSdk } from './stripe-provider';

/** Shaped like the SDK's errors: `type` names the class, `code` Stripe's code. */
function stripeError(type: string, message: string, code?: string) {
  return Object.assign(new Error(message), { type, code });
}

function createCustomerStore(initial: Record<string, string> = {}): PaymentCustomerStore {
  const customers = new Map(Object.entries(initial));
  return {
    find: async (accountId) => customers.get(accountId) ?? null,
    save: async (accountId, customerId) => {
      if (!customers.has(accountId)) customers.set(accountId, customerId);
      return customers.get(accountId) as string;
    },
  };
}

const VISA_SOURCE = {
  object: 'card',
  id: 'card_1',
  brand: 'Visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2031,
  address_zip: '63103',
} as Stripe.Card;

function createFakeSdk() {
  const sdk = {
    customers: {
      create: vi.fn(async () => ({ id: 'cus_1' })),
      createSource: vi.fn(async (): Promise<Stripe.CustomerSource> => VISA_SOURCE),
      deleteSource: vi.fn(async () => ({ id: 'card_1', deleted: true })),
    },
    paymentIntents: {
      create: vi.fn(async () => ({ id: 'pi_1', status: 'succeeded', amount: 1234 })),
    },
    refunds: {
      create: vi.fn(async (): Promise<{ id: string; status: string | null; amount: number }> => ({
        id: 're_1',
        status: 'succeeded',
        amount: 500,
      })),
    },
  };
  return { sdk, typed: sdk as unknown as StripeSdk };
}

function createProvider(initialCustomers: Record<string, string> = {}) {
  const fake = createFakeSdk();
  const onUnexpectedError = vi.fn();
  const provider = createStripeProvider({
    sdk: fake.typed,
    publishableKey: 'pk_test_1',
    customers: createCustomerStore(initialCustomers),
    onUnexpectedError,
  });
  return { ...fake, provider, onUnexpectedError };
}

describe('Stripe provider', () => {
  it('creates one customer per account and attaches the token to it', async () => {
    const { sdk, provider } = createProvider();
    const first = await provider.saveCard({ accountId: 'acc_1', token: 'tok_1' });
    expect(first).toEqual({
      ok: true,
      value: {
        providerCardId: 'card_1',
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2031,
        zipCode: '63103',
      },
    });
    await provider.saveCard({ accountId: 'acc_1', token: 'tok_2' });
    expect(sdk.customers.create).toHaveBeenCalledTimes(1);
    expect(sdk.customers.create).toHaveBeenCalledWith(
      { metadata: { account_id: 'acc_1' } },
      { idempotencyKey: 'customer-acc_1' },
    );
    expect(sdk.customers.createSource).toHaveBeenLastCalledWith('cus_1', { source: 'tok_2' });
    expect(provider.kind).toBe('stripe');
    expect(provider.publishableKey).toBe('pk_test_1');
  });

  it("passes a card error's message through, as the user should see it", async () => {
    const { sdk, provider, onUnexpectedError } = createProvider({ acc_1: 'cus_1' });
    sdk.customers.createSource.mockRejectedValueOnce(
      stripeError('StripeCardError', 'Your card was declined.', 'card_declined'),
    );
    expect(await provider.saveCard({ accountId: 'acc_1', token: 'tok_1' })).toEqual({
      ok: false,
      error: { kind: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    expect(onUnexpectedError).not.toHaveBeenCalled();
  });

  it('reports a used or unknown token as an invalid token', async () => {
    const { sdk, provider } = createProvider({ acc_1: 'cus_1' });
    sdk.customers.createSource.mockRejectedValueOnce(
      stripeError('StripeInvalidRequestError', 'No such token', 'resource_missing'),
    );
    const result = await provider.saveCard({ accountId: 'acc_1', token: 'tok_gone' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid_token' } });
  });

  it('hides other failures behind a generic message and reports them', async () => {
    const { sdk, provider, onUnexpectedError } = createProvider({ acc_1: 'cus_1' });
    const failure = stripeError('StripeAuthenticationError', 'Invalid API Key provided: sk_…');
    sdk.customers.createSource.mockRejectedValueOnce(failure);
    const result = await provider.saveCard({ accountId: 'acc_1', token: 'tok_1' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
    expect(JSON.stringify(result)).not.toContain('API Key');
    expect(onUnexpectedError).toHaveBeenCalledWith(failure);
  });

  it('charges with a PaymentIntent confirmed off-session under the idempotency key', async () => {
    const { sdk, provider } = createProvider({ acc_1: 'cus_1' });
    const result = await provider.charge({
      accountId: 'acc_1',
      providerCardId: 'card_1',
      amountCents: 1234,
      idempotencyKey: 'order-1',
    });
    expect(result).toEqual({ ok: true, value: { chargeId: 'pi_1', amountCents: 1234 } });
    expect(sdk.paymentIntents.create).toHaveBeenCalledWith(
      {
        amount: 1234,
        currency: 'usd',
        customer: 'cus_1',
        payment_method: 'card_1',
        confirm: true,
        off_session: true,
      },
      { idempotencyKey: 'order-1' },
    );
  });

  it('reports insufficient funds at charge time with the provider message', async () => {
    const { sdk, provider } = createProvider({ acc_1: 'cus_1' });
    sdk.paymentIntents.create.mockRejectedValueOnce(
      stripeError('StripeCardError', 'Your card has insufficient funds.', 'card_declined'),
    );
    const result = await provider.charge({
      accountId: 'acc_1',
      providerCardId: 'card_1',
      amountCents: 100,
      idempotencyKey: 'order-2',
    });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'card_error', message: 'Your card has insufficient funds.' },
    });
  });

  it('refunds part of a PaymentIntent under the idempotency key', async () => {
    const { sdk, provider } = createProvider({ acc_1: 'cus_1' });
    const request = {
      accountId: 'acc_1',
      chargeId: 'pi_1',
      amountCents: 500,
      idempotencyKey: 'r-1',
    };
    expect(await provider.refund(request)).toEqual({
      ok: true,
      value: { refundId: 're_1', amountCents: 500 },
    });
    expect(sdk.refunds.create).toHaveBeenCalledWith(
      { payment_intent: 'pi_1', amount: 500 },
      { idempotencyKey: 'r-1' },
    );
  });

  it('reports a failed refund, and hides what Stripe says about a refused one', async () => {
    const { sdk, provider, onUnexpectedError } = createProvider({ acc_1: 'cus_1' });
    const request = {
      accountId: 'acc_1',
      chargeId: 'pi_1',
      amountCents: 500,
      idempotencyKey: 'r-2',
    };
    sdk.refunds.create.mockResolvedValueOnce({ id: 're_2', status: 'failed', amount: 500 });
    expect(await provider.refund(request)).toMatchObject({
      ok: false,
      error: { kind: 'invalid_request', code: 'refund_failed' },
    });
    const refused = stripeError(
      'StripeInvalidRequestError',
      'Charge pi_1 has already been refunded.',
      'charge_already_refunded',
    );
    sdk.refunds.create.mockRejectedValueOnce(refused);
    const result = await provider.refund(request);
    expect(result).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
    expect(JSON.stringify(result)).not.toContain('pi_1');
    expect(onUnexpectedError).toHaveBeenCalledWith(refused);
  });

  it("removes the card from the account's customer", async () => {
    const { sdk, provider } = createProvider({ acc_1: 'cus_1' });
    expect(await provider.removeCard({ accountId: 'acc_1', providerCardId: 'card_1' })).toEqual({
      ok: true,
      value: null,
    });
    expect(sdk.customers.deleteSource).toHaveBeenCalledWith('cus_1', 'card_1');
  });

  it('maps brands it does not know to unknown', async () => {
    const { sdk, provider } = createProvider({ acc_1: 'cus_1' });
    sdk.customers.createSource.mockResolvedValueOnce({ ...VISA_SOURCE, brand: 'Cartes Bancaires' });
    const result = await provider.saveCard({ accountId: 'acc_1', token: 'tok_1' });
    expect(result).toMatchObject({ ok: true, value: { brand: 'unknown' } });
  });

  it('treats anything that is not a Stripe error as unavailable', () => {
    expect(toProviderError(new Error('socket hang up')).kind).toBe('unavailable');
    expect(toProviderError('weird').kind).toBe('unavailable');
  });
});
