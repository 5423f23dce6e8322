import { z } from 'zod';
import { CARD_BRANDS } from '@fillwell/domain';

/** A brand the provider reported that is none of ours (possible with Stripe) is 'unknown'. */
export const savedCardBrandSchema = z.enum([...CARD_BRANDS, 'unknown']);
export type SavedCardBrand = z.infer<typeof savedCardBrandSchema>;

/** Identifiers of saved cards are unguessable URL-safe strings. */
const cardIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid card id');

/** A saved payment method (core-shopping §3); `default` is the spec's field name. */
export const savedCardSchema = z.object({
  id: z.string(),
  brand: savedCardBrandSchema,
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  default: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** GET /api/cards, and the answer of make_default and delete: newest first. */
export const cardsResponseSchema = z.array(savedCardSchema);
export type CardsResponse = z.infer<typeof cardsResponseSchema>;

export const CARD_TOKEN_MAX_LENGTH = 255;

/** POST /api/payments/add_token: the provider's one-time card token. */
export const addCardTokenRequestSchema = z.strictObject({
  stripeCardToken: z
    .string()
    .trim()
    .min(1, 'Card token is required')
    .max(CARD_TOKEN_MAX_LENGTH)
    .regex(/^tok_[A-Za-z0-9_]+$/, 'Invalid card token'),
  /** Make the new card the default (the spec's transition); the first card is always default. */
  setAsDefault: z.boolean().optional(),
});
export type AddCardTokenRequest = z.infer<typeof addCardTokenRequestSchema>;

/** The saved card. */
export const addCardTokenResponseSchema = savedCardSchema;

export const cardParamsSchema = z.strictObject({ id: cardIdSchema });
export type CardParams = z.infer<typeof cardParamsSchema>;

/** GET /api/wallet: the sum of the account's wallet credit, in integer cents. */
export const walletResponseSchema = z.object({ availableBalance: z.number().int() });
export type WalletResponse = z.infer<typeof walletResponseSchema>;

export const PAYMENT_PROVIDERS = ['embedded', 'stripe'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDERS)[number];

/** GET /api/payments/config: where the card form tokenizes. */
export const paymentConfigResponseSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe's publishable key when the provider is Stripe; null for the embedded gateway. */
  publishableKey: z.string().nullable(),
});
export type PaymentConfigResponse = z.infer<typeof paymentConfigResponseSchema>;

/** The embedded test gateway's path, outside /api (like a card provider on its own host). */
export const GATEWAY_TOKENS_PATH = '/gateway/v1/tokens';

const expiryPartSchema = z.union([
  z.number().int().min(0).max(9999),
  z
    .string()
    .trim()
    .regex(/^\d{1,4}$/)
    .transform(Number),
]);

/** POST /gateway/v1/tokens (snake_case on the wire, like a card provider's API). */
export const gatewayTokenRequestSchema = z.strictObject({
  number: z.string().max(40),
  expMonth: expiryPartSchema,
  expYear: expiryPartSchema,
  cvc: z.string().max(10),
  addressZip: z.string().max(10).optional(),
});
export type GatewayTokenRequest = z.input<typeof gatewayTokenRequestSchema>;

export const gatewayTokenResponseSchema = z.object({
  id: z.string(),
  card: z.object({
    brand: savedCardBrandSchema,
    last4: z.string(),
    expMonth: z.number().int(),
    expYear: z.number().int(),
  }),
});
export type GatewayTokenResponse = z.infer<typeof gatewayTokenResponseSchema>;

/** The gateway's failures, shaped like a card provider's: `{ error: { type, code, message } }`. */
export const gatewayErrorSchema = z.object({
  error: z.object({
    type: z.enum(['card_error', 'invalid_request_error', 'rate_limit_error', 'api_error']),
    code: z.string(),
    message: z.string(),
    param: z.string().nullable(),
  }),
});
export type GatewayError = z.infer<typeof gatewayErrorSchema>;
