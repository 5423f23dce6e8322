import { z } from 'zod';
import { DISCOUNT_CARD_MESSAGES, MEMBER_ID_PATTERN } from '@fillwell/domain';
import { moneySchema } from './cart';
import { pharmacySchema } from './pharmacy';
import { mobileNumberField } from './profile';
import { magicCouponSchema } from './user';
import { positiveInt32Field } from './wire-primitives';

/** Codes of the discount-card calls' failures (the error shape's `code`). */
export const DISCOUNT_CARD_ERROR_CODES = {
  /** The account's mobile number was not proven by a texted code (400). */
  mobileUnverified: 'mobile_unverified',
  /** POST .../access: the account already holds a card (409; the client logs and ignores it). */
  cardExists: 'card_exists',
  /** The verified number already holds another account's card (409). */
  phoneHasCard: 'phone_has_card',
  /** The account holds no card (404). */
  noCard: 'no_card',
  /** A match code nobody issued, or one that expired (404). */
  matchCodeUnknown: 'match_code_unknown',
  /** A match code whose uses are all taken (409). */
  matchCodeUsed: 'match_code_used',
  /** A member's own referral code (400). */
  matchCodeOwnReferral: 'match_code_own_referral',
  /** Dev tool: a match code with this text exists already (409). */
  matchCodeTaken: 'match_code_taken',
  /** A coupon that does not exist, is inactive or expired (404). */
  couponUnknown: 'coupon_unknown',
  /** A pharmacy that does not exist or is not in the discount-card network (400). */
  pharmacyNotInNetwork: 'pharmacy_not_in_network',
  /** The text message could not be handed to the SMS provider (502). */
  messageNotSent: 'message_not_sent',
} as const;

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

/** Who hands out a match code: a pharmacy (/qs/{code}), a campaign, or a member (/qs/rf/{code}). */
export const MATCH_CODE_KINDS = ['pharmacy', 'campaign', 'referral'] as const;
export type MatchCodeKind = (typeof MATCH_CODE_KINDS)[number];

/**
 * POST /api/dev/discount-card/match-codes (outside production): makes a match code. A pharmacy
 * code needs its pharmacy (in the discount-card network) and is good for one use unless maxUses
 * says otherwise; campaign and referral codes have no limit unless given one (null: no limit).
 * A referral code belongs to the card with referrerMemberId, else to the caller's card.
 */
export const devMatchCodeRequestSchema = z
  .strictObject({
    kind: z.enum(MATCH_CODE_KINDS),
    pharmacyId: z.string().trim().min(1).max(40).optional(),
    couponName: z.string().trim().min(1).max(40).optional(),
    maxUses: positiveInt32Field().nullable().optional(),
    code: matchCodeField.optional(),
    referrerMemberId: z
      .string()
      .trim()
      .regex(MEMBER_ID_PATTERN, DISCOUNT_CARD_MESSAGES.memberUnknown)
      .optional(),
  })
  .refine((request) => request.kind !== 'pharmacy' || request.pharmacyId !== undefined, {
    message: 'A pharmacy code needs its pharmacy_id',
    path: ['pharmacyId'],
  });
export type DevMatchCodeRequest = z.input<typeof devMatchCodeRequestSchema>;

/** A match code as the dev tool answers it. */
export const matchCodeSchema = z.object({
  code: z.string(),
  kind: z.enum(MATCH_CODE_KINDS),
  pharmacyId: z.string().nullable(),
  couponName: z.string().nullable(),
  referrerMemberId: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  useCount: z.number().int(),
  expiresAt: z.string().nullable(),
});
export type MatchCode = z.infer<typeof matchCodeSchema>;

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
