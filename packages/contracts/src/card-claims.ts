import { z } from 'zod';
import { DISCOUNT_CARD_MESSAGES, MEMBER_ID_PATTERN } from '@fillwell/domain';
import { moneySchema } from './cart';
import { positiveInt32Field } from './wire-primitives';

/** The longest quantity one claim may carry. */
export const CLAIM_QUANTITY_MAX = 1_000;

/**
 * POST /api/v2/claims: a pharmacy system asks for the price of a fill on a member's card.
 * The drug is named by medId or by an 11-digit NDC.
 */
export const claimRequestSchema = z
  .strictObject({
    rxBin: z.string().trim().min(1).max(10),
    rxPcn: z.string().trim().min(1).max(20),
    rxGroup: z.string().trim().min(1).max(20),
    memberId: z
      .string()
      .trim()
      .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
      .pipe(z.string().regex(MEMBER_ID_PATTERN, DISCOUNT_CARD_MESSAGES.memberUnknown)),
    medId: positiveInt32Field().optional(),
    ndc: z
      .string()
      .trim()
      .transform((value) => value.replace(/-/g, ''))
      .pipe(z.string().regex(/^\d{11}$/, DISCOUNT_CARD_MESSAGES.drugNotCovered))
      .optional(),
    quantity: positiveInt32Field().max(
      CLAIM_QUANTITY_MAX,
      DISCOUNT_CARD_MESSAGES.quantityOverLimit,
    ),
    pharmacyNpi: z.string().regex(/^\d{10}$/, DISCOUNT_CARD_MESSAGES.pharmacyOutOfNetwork),
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
  retail: moneySchema,
  saved: moneySchema,
  priceId: z.string(),
});
export type ClaimResponse = z.infer<typeof claimResponseSchema>;
