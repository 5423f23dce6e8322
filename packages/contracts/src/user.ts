import { z } from 'zod';
import { PRICE_CATEGORIES } from '@fillwell/domain';
import { moneySchema } from './cart';
import { pharmacySchema } from './pharmacy';
import { resultOf } from './wire';

export const ACCOUNT_TYPES = [
  'full',
  'guest',
  'sms_otp',
  'reverie',
  'clinician',
  'partner_staff',
  'support',
] as const;

export const userLocationSchema = z.object({
  city: z.string().nullable(),
  stateCode: z.string().nullable(),
  zipCode: z.string().nullable(),
  healthSystems: z.array(z.string()),
});

/** A coupon held with the discount card (spec: Coupon name, firstName, discount). */
export const magicCouponSchema = z.object({
  name: z.string(),
  firstName: z.string().nullable(),
  discount: moneySchema,
});
export type MagicCoupon = z.infer<typeof magicCouponSchema>;

export const accountSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dob: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  mobileNumber: z.string().nullable(),
  type: z.enum(ACCOUNT_TYPES),
  smsOptIn: z.boolean(),
  medInfoOptIn: z.boolean(),
  orderCount: z.number().int(),
  paymentCardCount: z.number().int(),
  hasPatientProfile: z.boolean(),
  hasShippingAddress: z.boolean(),
  hasSubscriptions: z.boolean(),
  hasConsultations: z.boolean(),
  hasReferralCoupon: z.boolean(),
  /** A coupon is held with the discount card (magicCoupon). */
  hasMagicCoupon: z.boolean(),
  /** The coupon held with the discount card; always sent (null without one). */
  magicCoupon: magicCouponSchema.nullable().optional(),
  /** The account holds an active discount card. */
  isMagicVerified: z.boolean(),
  isReverieUser: z.boolean(),
  telemedCurrentState: z.string().nullable(),
  referralCode: z.string().nullable(),
  userLocation: userLocationSchema.nullable(),
});
export type Account = z.infer<typeof accountSchema>;

export const sessionSchema = z.object({
  authenticated: z.boolean(),
  expiresOn: z.string().nullable(),
});

export const pricingTierSchema = z.object({
  tierType: z.enum(PRICE_CATEGORIES),
  name: z.string(),
  pharmacyNetworkId: z.number().int(),
});

export const EXPERIMENT_NAMES = ['dosage_on_rails', 'auto_refill_toggle_modal'] as const;
export const EXPERIMENT_VARIATIONS = ['control', 'variation'] as const;
export type ExperimentName = (typeof EXPERIMENT_NAMES)[number];
export type ExperimentVariation = (typeof EXPERIMENT_VARIATIONS)[number];

export const experimentSchema = z.object({
  name: z.enum(EXPERIMENT_NAMES),
  variation: z.enum(EXPERIMENT_VARIATIONS),
});
export type Experiment = z.infer<typeof experimentSchema>;

const forcedExperimentPattern = new RegExp(
  `^(${EXPERIMENT_NAMES.join('|')}):(${EXPERIMENT_VARIATIONS.join('|')})$`,
);

/** `xp=name:variation[,name:variation]` forces experiment variations (for QA). */
export const forcedExperimentsSchema = z
  .string()
  .max(200)
  .refine(
    (value) => value.split(',').every((pair) => forcedExperimentPattern.test(pair.trim())),
    'Use name:variation pairs of known experiments, separated by commas',
  );

export const userQuerySchema = z.strictObject({ xp: forcedExperimentsSchema.optional() });

export const userResponseSchema = z.object({
  isServiceAvailable: z.boolean(),
  stats: z.object({ medicationCount: z.number().int(), pharmacyCount: z.number().int() }),
  experiments: z.array(experimentSchema),
  account: accountSchema.nullable(),
  session: sessionSchema,
  pharmacy: pharmacySchema.nullable(),
  magicPharmacy: pharmacySchema.nullable(),
  availablePricingTiers: z.array(pricingTierSchema),
  inviteCode: z.string().nullable(),
});
export type UserResponse = z.infer<typeof userResponseSchema>;

/** Invite codes are short, URL-safe tokens. */
export const inviteCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,40}$/, 'Invalid invite code');

export const applyInviteRequestSchema = z.strictObject({ code: inviteCodeSchema });
export type ApplyInviteRequest = z.infer<typeof applyInviteRequestSchema>;

/** Answered only for a well-formed code; a malformed one is a 400 validation error. */
export const applyInviteResponseSchema = resultOf(
  z.object({ code: z.string(), rewardCents: z.number().int() }),
);
export type ApplyInviteResponse = z.infer<typeof applyInviteResponseSchema>;
