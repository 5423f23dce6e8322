import { z } from 'zod';
import { AUTH_MESSAGES, emailSchema, newPasswordSchema } from './account';
import { exitTokenField } from './pharmacy-plus';

/**
 * The specialty (Nimbus) flow (partner-and-shell §2.1, §7). Nimbus amounts are integer cents:
 * the web app divides them by 100 to show dollars (§9).
 */

/** Codes of the specialty failures, in the one error shape. */
export const SPECIALTY_ERROR_CODES = {
  /** The account has no pharmacy prescriptions to buy. */
  cartEmpty: 'nimbus_cart_empty',
  /** The exit token belongs to another account. */
  exitTokenOtherAccount: 'exit_token_other_account',
  purchaseUnavailable: 'payment_unavailable',
} as const;

export const SPECIALTY_MESSAGES = {
  cartEmpty:
    'There is nothing from your pharmacy to order yet. Open the link your pharmacy sent you.',
  exitTokenOtherAccount:
    'This link belongs to another account. Please sign in with the account you used with it.',
  purchaseUnavailable: 'We could not reach the card processor. Please try again in a moment.',
} as const;

/** GET /api/v2/user/account/signup/nimbus?exit_token=… */
export const nimbusExitTokenQuerySchema = z.strictObject({ exitToken: exitTokenField });
export type NimbusExitTokenQuery = z.input<typeof nimbusExitTokenQuerySchema>;

/** What an exit token is: whose link, from which pharmacy, and whether it joined this account. */
export const nimbusPatientResponseSchema = z.object({
  firstName: z.string(),
  pharmacyName: z.string(),
  /** available: no account yet; linked: it joined the signed-in account. */
  status: z.enum(['available', 'linked']),
  /** Where the flow goes next (see computeSpecialtyNextStep). */
  nextStep: z.string(),
});
export type NimbusPatientResponse = z.infer<typeof nimbusPatientResponseSchema>;

/** POST /api/v2/user/account/signup/nimbus: the signup form, with the link that brought them. */
export const nimbusSignupRequestSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  skipEmail: z.boolean().optional(),
  acceptsAgreements: z.literal(true, { error: AUTH_MESSAGES.agreementsRequired }),
  exitToken: exitTokenField.optional(),
});
export type NimbusSignupRequest = z.input<typeof nimbusSignupRequestSchema>;

/** POST /api/v2/nimbus_cart/link: a signed-in person joins a link to their account. */
export const nimbusLinkRequestSchema = z.strictObject({ exitToken: exitTokenField });
export type NimbusLinkRequest = z.input<typeof nimbusLinkRequestSchema>;

export const nimbusCartItemSchema = z.object({
  prescriptionId: z.string(),
  medId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  daysSupply: z.number().int(),
  /** Cents. */
  amount: z.number().int(),
});
export type NimbusCartItem = z.infer<typeof nimbusCartItemSchema>;

/** GET /api/v2/nimbus_cart: what the flow would buy and where the person stands. */
export const nimbusCartResponseSchema = z.object({
  isSignedIn: z.boolean(),
  hasAddress: z.boolean(),
  hasCard: z.boolean(),
  pharmacyName: z.string().nullable(),
  items: z.array(nimbusCartItemSchema),
  /** Cents. */
  subtotal: z.number().int(),
  /** Cents (shipping is free). */
  shipping: z.number().int(),
  /** Cents. */
  total: z.number().int(),
  nextStep: z.string(),
});
export type NimbusCartResponse = z.infer<typeof nimbusCartResponseSchema>;

/** POST /api/v2/nimbus_cart/purchase (Idempotency-Key header optional). */
export const nimbusPurchaseRequestSchema = z.strictObject({
  /** The saved card to charge; the default card when absent. */
  cardId: z.string().trim().min(1).max(64).optional(),
});
export type NimbusPurchaseRequest = z.input<typeof nimbusPurchaseRequestSchema>;

export const nimbusPurchaseResponseSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  pharmacyId: z.string().nullable(),
  pharmacyNetworkId: z.number().int().nullable(),
  cartFlowId: z.string(),
  /** Cents. */
  subtotal: z.number().int(),
  /** Cents. */
  total: z.number().int(),
  nextStep: z.string(),
});
export type NimbusPurchaseResponse = z.infer<typeof nimbusPurchaseResponseSchema>;
