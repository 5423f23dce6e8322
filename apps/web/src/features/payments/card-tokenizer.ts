import { GATEWAY_TOKENS_PATH, snakeCaseKeys } from '@fillwell/contracts';
import { LIMITS } from '@fillwell/domain';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/http';

/** A provider's one-time token for the card, or the provider's message for the user. */
export type TokenizeResult = { tokenId: string } | { errorMessage: string };

export interface GatewayCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  addressZip: string;
}

function readErrorMessage(body: unknown): string {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === 'string' && error.message
    ? error.message
    : DEFAULT_ERROR_MESSAGE;
}

/**
 * Sends the card to the embedded test gateway (not to the API) and gets a one-time token back, as
 * a browser does with a card provider.
 */
export async function tokenizeAtGateway(
  card: GatewayCard,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<TokenizeResult> {
  try {
    const response = await fetchImpl(GATEWAY_TOKENS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'omit',
      body: JSON.stringify(snakeCaseKeys(card)),
      signal: AbortSignal.timeout(LIMITS.apiTimeoutMs),
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) return { errorMessage: readErrorMessage(body) };
    const id = (body as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? { tokenId: id } : { errorMessage: DEFAULT_ERROR_MESSAGE };
  } catch {
    return { errorMessage: DEFAULT_ERROR_MESSAGE };
  }
}
