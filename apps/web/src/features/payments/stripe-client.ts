import type { Stripe, StripeCardNumberElement } from '@stripe/stripe-js';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/http';
import type { TokenizeResult } from './card-tokenizer';

const clients = new Map<string, Promise<Stripe | null>>();

/** Stripe.js, fetched from Stripe only when Stripe is the provider (and once per key). */
export function loadStripeClient(publishableKey: string): Promise<Stripe | null> {
  let client = clients.get(publishableKey);
  if (!client) {
    client = import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey));
    clients.set(publishableKey, client);
  }
  return client;
}

/** Stripe's token for the card in its number element (with its expiry and CVC elements). */
export async function tokenizeWithStripe(
  stripe: Stripe,
  cardNumber: StripeCardNumberElement,
  addressZip: string,
): Promise<TokenizeResult> {
  try {
    const result = await stripe.createToken(cardNumber, { address_zip: addressZip });
    if (result.token) return { tokenId: result.token.id };
    return { errorMessage: result.error?.message ?? DEFAULT_ERROR_MESSAGE };
  } catch {
    return { errorMessage: DEFAULT_ERROR_MESSAGE };
  }
}
