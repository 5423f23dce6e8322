import { z } from 'zod';
import { DISCOUNT_CARD_MESSAGES } from '@fillwell/domain';
import { moneySchema } from './cart';
import { positiveInt32Field } from './wire-primitives';

/** The longest quantity one claim may carry. */
export const CLAIM_QUANTITY_MAX = 1_000;

/** Codes of a claim's rejections (the error shape's `code`). */
export const CLAIM_ERROR_CODES = {
  /** BIN, PCN or group is not the discount card's plan (400). */
  planUnknown: 'claim_plan_unknown',
  /** A malformed member ID, a wrong check digit, or no card with it (404). */
  memberUnknown: 'member_unknown',
  /** The card exists but is not active (409). */
  cardInactive: 'card_inactive',
  /** No medication with that med_id or NDC, or none the card can price (422). */
  drugNotCovered: 'drug_not_covered',
  /** No pharmacy with that NPI in the card's network, or one where the card has no access (422). */
  pharmacyOutOfNetwork: 'pharmacy_out_of_network',
  /** More than CLAIM_QUANTITY_MAX, or more than the drug is dispensed in (400). */
  quantityOverLimit: 'quantity_over_limit',
} as const;

/** Member IDs as printed (FW12 3456 7890 1234) or keyed in lower case: spaces and dashes dropped. */
function normalizeMemberId(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * POST /api/v2/claims: a pharmacy system asks for the price of a fill on a member's card.
 * The drug is named by medId or by an 11-digit NDC (dashes allowed); with both, they must name
 * the same medication. Member ID, NDC, NPI and quantity are checked by the adjudication, so that
 * each failure answers its own code (see CLAIM_ERROR_CODES) rather than a validation error.
 */
export const claimRequestSchema = z
  .strictObject({
    rxBin: z.string().trim().min(1).max(10),
    rxPcn: z.string().trim().min(1).max(20),
    rxGroup: z.string().trim().min(1).max(20),
    memberId: z.string().trim().min(1).max(40).transform(normalizeMemberId),
    medId: positiveInt32Field().optional(),
    ndc: z
      .string()
      .trim()
      .min(1)
      .max(20)
      .transform((value) => value.replace(/-/g, ''))
      .optional(),
    quantity: positiveInt32Field(),
    pharmacyNpi: z.string().trim().min(1).max(20),
  })
  .refine((claim) => claim.medId !== undefined || claim.ndc !== undefined, {
    message: DISCOUNT_CARD_MESSAGES.drugNotCovered,
    path: ['medId'],
  });
export type ClaimRequest = z.infer<typeof claimRequestSchema>;

/** An approved claim: what the member pays at the counter, the same price the site shows. */
export const claimResponseSchema = z.object({
  claimId: z.string(),
  status: z.literal('paid'),
  medId: z.number().int(),
  quantity: z.number().int(),
  amountOwed: moneySchema,
  /** The same pharmacy's retail (edlp) price for the fill. */
  retail: moneySchema,
  /** Retail less the amount owed, never below zero. */
  saved: moneySchema,
  priceId: z.string(),
});
export type ClaimResponse = z.infer<typeof claimResponseSchema>;
