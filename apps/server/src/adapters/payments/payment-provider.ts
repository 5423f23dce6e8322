import type { PaymentProviderKind, SavedCardBrand } from '@fillwell/contracts';

/** What the provider keeps of a saved card: never the number. */
export interface ProviderCard {
  providerCardId: string;
  brand: SavedCardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  zipCode: string | null;
}

/**
 * invalid_token: the token is unknown, expired or already used; card_error: the card was refused
 * (the message is the provider's, for the user); invalid_request: the call itself was wrong;
 * unavailable: the provider could not be reached or failed.
 */
export type ProviderErrorKind = 'invalid_token' | 'card_error' | 'invalid_request' | 'unavailable';

export interface ProviderError {
  kind: ProviderErrorKind;
  code: string;
  message: string;
}

export type ProviderResult<T> = { ok: true; value: T } | { ok: false; error: ProviderError };

export interface SaveCardRequest {
  accountId: string;
  /** The one-time token the browser got from the provider. */
  token: string;
}

export interface ChargeRequest {
  accountId: string;
  providerCardId: string;
  amountCents: number;
  /** The same key never charges twice: a retry answers the first charge's result. */
  idempotencyKey: string;
}

export interface ProviderCharge {
  chargeId: string;
  amountCents: number;
}

export interface RefundRequest {
  accountId: string;
  /** The charge to repay (ProviderCharge.chargeId). */
  chargeId: string;
  amountCents: number;
  /** The same key never refunds twice: a retry answers the first refund's result. */
  idempotencyKey: string;
}

export interface ProviderRefund {
  refundId: string;
  amountCents: number;
}

export interface RemoveCardRequest {
  accountId: string;
  providerCardId: string;
}

/**
 * A card payment provider seen from the API server. The browser tokenizes the card with the
 * provider directly, so the server only ever handles tokens and card references.
 */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** Stripe's publishable key for the browser; null for the embedded gateway. */
  readonly publishableKey: string | null;
  /** Turns a one-time token into a saved card; the card is verified here. */
  saveCard(request: SaveCardRequest): Promise<ProviderResult<ProviderCard>>;
  charge(request: ChargeRequest): Promise<ProviderResult<ProviderCharge>>;
  /** Pays back part or all of a charge to the card it was made on. */
  refund(request: RefundRequest): Promise<ProviderResult<ProviderRefund>>;
  removeCard(request: RemoveCardRequest): Promise<ProviderResult<null>>;
}

export const PROVIDER_UNAVAILABLE_MESSAGE =
  'We could not reach our payment provider, please try again';

export function providerFailure(
  kind: ProviderErrorKind,
  code: string,
  message: string,
): { ok: false; error: ProviderError } {
  return { ok: false, error: { kind, code, message } };
}
