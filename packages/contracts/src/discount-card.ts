import { z } from 'zod';
import { DISCOUNT_CARD_MESSAGES } from '@fillwell/domain';
import { moneySchema } from './cart';
import { pharmacySchema } from './pharmacy';
import { mobileNumberField } from './profile';

export const DISCOUNT_CARD_STATUSES = ['active', 'inactive'] as const;
export type DiscountCardStatus = (typeof DISCOUNT_CARD_STATUSES)[number];

/** The Fillwell discount card (spec: {product}Card), as the account and the card view show it. */
export const discountCardSchema = z.object({
  cardholderId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  rxBin: z.string(),
  rxPcn: z.string(),
  rxGroup: z.string(),
  /** What the member owes at the counter for the last claim; null before any claim. */
  rxAmountOwed: z.number().int().nullable(),
  company: z.string(),
  patientHelpNumber: z.string(),
  pharmacyHelpNumber: z.string(),
  status: z.enum(DISCOUNT_CARD_STATUSES),
  issuedOn: z.string(),
});
export type DiscountCard = z.infer<typeof discountCardSchema>;

/** A coupon held with the card (spec: Coupon name, firstName, discount). */
export const magicCouponSchema = z.object({
  name: z.string(),
  firstName: z.string().nullable(),
  discount: moneySchema,
});
export type MagicCoupon = z.infer<typeof magicCouponSchema>;

/** Every discount-card call answers the card, its pharmacy and its coupon. */
export const discountCardResponseSchema = z.object({
  card: discountCardSchema,
  magicPharmacy: pharmacySchema.nullable(),
  magicCoupon: magicCouponSchema.nullable(),
});
export type DiscountCardResponse = z.infer<typeof discountCardResponseSchema>;

/** A match code from /qs/{code} or /qs/rf/{code}: letters and digits, 4 to 32. */
const matchCodeField = z
  .string({ error: DISCOUNT_CARD_MESSAGES.matchCodeUnknown })
  .trim()
  .regex(/^[A-Za-z0-9]{4,32}$/, DISCOUNT_CARD_MESSAGES.matchCodeUnknown)
  .transform((value) => value.toUpperCase());

/** POST /api/v2/user/account/magic_card/signup: issues the card (once per account and phone). */
export const magicCardSignupRequestSchema = z.strictObject({
  /** A quicksave offer to hold with the card (QUICKSAVE10, QUICKSAVE20). */
  couponName: z.string().trim().min(1).max(40).nullable().optional(),
});

/** PATCH .../magic_card/match and POST .../magic_card/access. */
export const magicCardMatchRequestSchema = z.strictObject({ matchCode: matchCodeField });

/** POST .../magic_card/coupon. */
export const magicCardCouponRequestSchema = z.strictObject({
  couponName: z.string().trim().min(1, DISCOUNT_CARD_MESSAGES.couponUnknown).max(40),
});

/** POST .../magic_card/access_by_pharmacy: the card's pharmacy (one in its network). */
export const magicCardPharmacyRequestSchema = z.strictObject({
  pharmacyId: z.string().trim().min(1).max(40),
});

/** POST /api/text_app_link: texts a link to the app; the answer is not read. */
export const textAppLinkRequestSchema = z.strictObject({
  mobileNumber: mobileNumberField,
});
export const textAppLinkResponseSchema = z.object({ isSent: z.literal(true) });

/** One paid claim as the member sees it in the savings history. */
export const cardClaimSchema = z.object({
  claimId: z.string(),
  filledOn: z.string(),
  medId: z.number().int(),
  drugName: z.string(),
  quantity: z.number().int(),
  pharmacyName: z.string(),
  paid: moneySchema,
  /** The pharmacy's retail (edlp) price for the same fill: what the card saved against. */
  retail: moneySchema,
  saved: moneySchema,
});
export type CardClaim = z.infer<typeof cardClaimSchema>;

/** GET /api/v2/user/account/magic_card/savings: this calendar year's claims, newest first. */
export const cardSavingsResponseSchema = z.object({
  year: z.number().int(),
  savedThisYear: moneySchema,
  claimCount: z.number().int(),
  claims: z.array(cardClaimSchema),
});
export type CardSavingsResponse = z.infer<typeof cardSavingsResponseSchema>;
