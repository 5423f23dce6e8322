import type { ApiClient, ApiResponse } from '../../test/api-client';

export const TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
  /** Saves, then every charge is declined. */
  declinedAtCharge: '4000000000000341',
} as const;

export interface WireCard {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  default: boolean;
}

export interface WireGatewayError {
  error: { type: string; code: string; message: string; param: string | null };
}

export interface WireApiError {
  message: string;
  code: string;
  status: number;
  validation_errors: Record<string, string[]>;
}

export const NEXT_YEAR = new Date().getFullYear() + 1;

/** A card as the web form sends it to the gateway (snake_case, like a provider's API). */
export function createCardFields(number: string, overrides: Record<string, unknown> = {}) {
  return {
    number,
    exp_month: 12,
    exp_year: NEXT_YEAR,
    cvc: number.startsWith('37') ? '1234' : '123',
    address_zip: '63103',
    ...overrides,
  };
}

export function postToGateway<T = unknown>(
  client: ApiClient,
  body: unknown,
): Promise<ApiResponse<T>> {
  return client.post<T>('/gateway/v1/tokens', body, { isCsrfHeaderOmitted: true });
}

export async function tokenizeCard(client: ApiClient, number: string): Promise<string> {
  const response = await postToGateway<{ id: string }>(client, createCardFields(number));
  if (response.status !== 200) throw new Error(`Tokenizing failed: ${response.text}`);
  return response.body.id;
}

/** Tokenizes at the gateway and saves the token through the API, as the card form does. */
export async function addCard(
  client: ApiClient,
  number: string,
  extra: Record<string, unknown> = {},
): Promise<ApiResponse<WireCard & WireApiError>> {
  const token = await tokenizeCard(client, number);
  return client.post<WireCard & WireApiError>('/api/payments/add_token', {
    stripe_card_token: token,
    ...extra,
  });
}

export async function listCards(client: ApiClient): Promise<WireCard[]> {
  const response = await client.get<WireCard[]>('/api/cards');
  if (response.status !== 200) throw new Error(`Listing cards failed: ${response.text}`);
  return response.body;
}

/** [last4, default] pairs, newest first: what the list shows. */
export function summarize(cards: WireCard[]): Array<[string, boolean]> {
  return cards.map((card) => [card.last4, card.default]);
}
