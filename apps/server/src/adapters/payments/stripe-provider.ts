import type Stripe from 'stripe';
import type { SavedCardBrand } from '@fillwell/contracts';
import { CARD_MESSAGES } from '@fillwell/domain';
import type { PaymentCustomerStore } from './payment-customers';
import {
  PROVIDER_UNAVAILABLE_MESSAGE,
  providerFailure,
  type ChargeRequest,
  type PaymentProvider,
  type ProviderCard,
  type ProviderCharge,
  type ProviderError,
  type ProviderRefund,
  type ProviderResult,
  type RefundRequest,
  type RemoveCardRequest,
  type SaveCardRequest,
} from './payment-provider';

/** The part of the Stripe SDK this provider uses (so tests can stand in for it). */
export interface StripeSdk {
  customers: Pick<Stripe.CustomerResource, 'create' | 'createSource' | 'deleteSource'>;
  paymentIntents: Pick<Stripe.PaymentIntentResource, 'create'>;
  refunds: Pick<Stripe.RefundResource, 'create'>;
}

export interface StripeProviderOptions {
  sdk: StripeSdk;
  publishableKey: string;
  customers: PaymentCustomerStore;
  /** Told about provider failures the user does not see (never with card data). */
  onUnexpectedError?: (error: unknown) => void;
}

const BRAND_BY_STRIPE_NAME: Record<string, SavedCardBrand> = {
  Visa: 'visa',
  MasterCard: 'mastercard',
  'American Express': 'amex',
  Discover: 'discover',
  'Diners Club': 'diners',
  JCB: 'jcb',
  UnionPay: 'unionpay',
  Maestro: 'maestro',
};

const REFUND_FAILED_MESSAGE = 'The refund could not be made, please try again';

/** Codes Stripe answers when a card token cannot be used (unknown, used or expired). */
const TOKEN_ERROR_CODES = new Set(['resource_missing', 'token_already_used', 'token_in_use']);

interface StripeErrorLike {
  type: string;
  code?: string | undefined;
  message: string;
}

function isStripeError(error: unknown): error is StripeErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { type?: unknown }).type === 'string' &&
    (error as { type: string }).type.startsWith('Stripe') &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** Stripe's answers as provider errors; only card errors carry Stripe's message to the user. */
export function toProviderError(error: unknown, isTokenCall = false): ProviderError {
  if (isStripeError(error)) {
    if (error.type === 'StripeCardError') {
      return { kind: 'card_error', code: error.code ?? 'card_declined', message: error.message };
    }
    if (isTokenCall && error.type === 'StripeInvalidRequestError') {
      if (TOKEN_ERROR_CODES.has(error.code ?? '')) {
        return {
          kind: 'invalid_token',
          code: 'token_invalid',
          message: CARD_MESSAGES.tokenInvalid,
        };
      }
    }
  }
  return {
    kind: 'unavailable',
    code: 'provider_unavailable',
    message: PROVIDER_UNAVAILABLE_MESSAGE,
  };
}

function toProviderCard(source: Stripe.CustomerSource): ProviderCard | null {
  if (source.object !== 'card') return null;
  return {
    providerCardId: source.id,
    brand: BRAND_BY_STRIPE_NAME[source.brand] ?? 'unknown',
    last4: source.last4,
    expMonth: source.exp_month,
    expYear: source.exp_year,
    zipCode: source.address_zip ?? null,
  };
}

/** Saved cards as sources on one Stripe customer per account; charges as PaymentIntents. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const { sdk, customers } = options;

  function fail(error: unknown, isTokenCall = false): { ok: false; error: ProviderError } {
    const providerError = toProviderError(error, isTokenCall);
    if (providerError.kind === 'unavailable') options.onUnexpectedError?.(error);
    return { ok: false, error: providerError };
  }

  async function ensureCustomer(accountId: string): Promise<string> {
    const known = await customers.find(accountId);
    if (known) return known;
    const customer = await sdk.customers.create(
      { metadata: { account_id: accountId } },
      { idempotencyKey: `customer-${accountId}` },
    );
    return customers.save(accountId, customer.id);
  }

  async function saveCard(request: SaveCardRequest): Promise<ProviderResult<ProviderCard>> {
    try {
      const customerId = await ensureCustomer(request.accountId);
      const source = await sdk.customers.createSource(customerId, { source: request.token });
      const card = toProviderCard(source);
      if (!card)
        return providerFailure('invalid_token', 'token_invalid', CARD_MESSAGES.tokenInvalid);
      return { ok: true, value: card };
    } catch (error) {
      return fail(error, true);
    }
  }

  async function charge(request: ChargeRequest): Promise<ProviderResult<ProviderCharge>> {
    try {
      const customerId = await ensureCustomer(request.accountId);
      const intent = await sdk.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: 'usd',
          customer: customerId,
          payment_method: request.providerCardId,
          confirm: true,
          off_session: true,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status !== 'succeeded') {
        return providerFailure('card_error', 'card_declined', CARD_MESSAGES.declined);
      }
      return { ok: true, value: { chargeId: intent.id, amountCents: intent.amount } };
    } catch (error) {
      return fail(error);
    }
  }

  /** Charges are PaymentIntents, so a refund names the intent. */
  async function refund(request: RefundRequest): Promise<ProviderResult<ProviderRefund>> {
    try {
      const created = await sdk.refunds.create(
        { payment_intent: request.chargeId, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      if (created.status === 'failed' || created.status === 'canceled') {
        return providerFailure('invalid_request', 'refund_failed', REFUND_FAILED_MESSAGE);
      }
      return { ok: true, value: { refundId: created.id, amountCents: created.amount } };
    } catch (error) {
      return fail(error);
    }
  }

  async function removeCard(request: RemoveCardRequest): Promise<ProviderResult<null>> {
    try {
      const customerId = await customers.find(request.accountId);
      if (customerId) await sdk.customers.deleteSource(customerId, request.providerCardId);
      return { ok: true, value: null };
    } catch (error) {
      return fail(error);
    }
  }

  return {
    kind: 'stripe',
    publishableKey: options.publishableKey,
    saveCard,
    charge,
    refund,
    removeCard,
  };
}
