import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  checkDateOfBirth,
  DELIVERY_ELIGIBLE_STATE_CODES,
  getNameError,
  parseDateOfBirth,
  toMobileDigits,
  type DateOfBirthCheck,
} from '@fillwell/domain';
import { emailSchema } from './account';
import { resultOf } from './wire';

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const PROFILE_MESSAGES = {
  invalidGender: 'Please choose male or female',
  invalidState: 'Please choose a state we deliver to',
  invalidChoice: 'Please answer yes or no',
} as const;

/** Longest date-of-birth text worth reading; longer input is echoed back cut short. */
const DATE_TEXT_MAX_LENGTH = 10;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date of birth typed as M/D/YYYY (spec §5) or as an ISO date (YYYY-MM-DD, what the API
 * answers with), checked with the shared rules.
 */
export function readDateOfBirth(text: string, today: Date = new Date()): DateOfBirthCheck {
  const trimmed = text.trim();
  if (trimmed.length > DATE_TEXT_MAX_LENGTH) {
    return { isValid: false, message: `Invalid date format: ${trimmed.slice(0, 12)}…` };
  }
  const iso = ISO_DATE_PATTERN.exec(trimmed);
  if (!iso) return parseDateOfBirth(trimmed, today);
  const [year, month, day] = iso.slice(1).map(Number);
  return checkDateOfBirth({ year: year ?? NaN, month: month ?? NaN, day: day ?? NaN }, today);
}

const nameField = z
  .string({ error: ACCOUNT_MESSAGES.nameMissing })
  .transform((value) => value.trim())
  .superRefine((value, context) => {
    const message = getNameError(value);
    if (message) context.addIssue({ code: 'custom', message });
  });

/** Any accepted form of a US mobile number in; its ten digits out. */
export const mobileNumberField = z
  .string({ error: ACCOUNT_MESSAGES.invalidPhone })
  .max(30, ACCOUNT_MESSAGES.invalidPhone)
  .transform((value, context) => {
    const digits = toMobileDigits(value);
    if (digits) return digits;
    context.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.invalidPhone });
    return z.NEVER;
  });

/** M/D/YYYY or YYYY-MM-DD in; the ISO date out. */
const dateOfBirthField = z
  .string({ error: ACCOUNT_MESSAGES.dateInvalid })
  .transform((value, context) => {
    const check = readDateOfBirth(value);
    if (check.isValid) return check.isoDate;
    context.addIssue({ code: 'custom', message: check.message });
    return z.NEVER;
  });

const stateField = z
  .string({ error: PROFILE_MESSAGES.invalidState })
  .max(2, PROFILE_MESSAGES.invalidState)
  .transform((value) => value.trim().toUpperCase())
  .refine((code) => DELIVERY_ELIGIBLE_STATE_CODES.includes(code), PROFILE_MESSAGES.invalidState);

/** PATCH /api/v2/user/account: any of the editable profile fields; nothing else. */
export const updateProfileRequestSchema = z.strictObject({
  email: emailSchema.optional(),
  mobileNumber: mobileNumberField.optional(),
  smsOptIn: z.boolean({ error: PROFILE_MESSAGES.invalidChoice }).optional(),
  medInfoOptIn: z.boolean({ error: PROFILE_MESSAGES.invalidChoice }).optional(),
  firstName: nameField.optional(),
  lastName: nameField.optional(),
  dob: dateOfBirthField.optional(),
  gender: z.enum(GENDERS, PROFILE_MESSAGES.invalidGender).optional(),
  telemedCurrentState: stateField.optional(),
});
/** What a caller sends (before the schema normalises it). */
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
export type ProfileChanges = z.output<typeof updateProfileRequestSchema>;

/** The editable part of an account. `dob` is an ISO date; `mobileNumber` ten digits. */
export const profileSchema = z.object({
  email: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  smsOptIn: z.boolean(),
  medInfoOptIn: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  dob: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  telemedCurrentState: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResponseSchema = resultOf(profileSchema);
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** GET /api/v2/user/account/referral: the account's own invite code and link. */
export const referralSchema = z.object({
  referralCode: z.string(),
  inviteUrl: z.string(),
  rewardCents: z.number().int(),
});
export type Referral = z.infer<typeof referralSchema>;

export const referralResponseSchema = resultOf(referralSchema);
export type ReferralResponse = z.infer<typeof referralResponseSchema>;
