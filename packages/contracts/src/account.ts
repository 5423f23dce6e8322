import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PRODUCT,
  isValidEmail,
  toMobileDigits,
} from '@fillwell/domain';
import { ACCOUNT_TYPES } from './user';
import { resultOf } from './wire';

/** Texts of sign-in, sign-up, phone codes and password recovery that both sides show. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'The email or password is not correct',
  passwordRequired: 'Please enter your password',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  agreementsRequired: 'Please accept the Terms of Use and Privacy Policy to continue',
  accountNotFound: 'Account not found',
  guestWithoutPassword:
    "This account has no password yet. We've emailed you a link to sign in; you can create a password after that.",
  mobileLogin:
    'This account signs in with a code sent to your phone. Please login using your mobile number.',
  otpInvalid: 'That code is not correct. Please check it and try again.',
  otpExpired: 'That code has expired. Please request a new one.',
  otpUsed: 'That code was already used. Please request a new one.',
  otpAttemptsExceeded: 'Too many wrong codes. Please request a new one.',
  otpInvalidCode: 'Please enter the 6-digit code',
  otpNotSent: 'We could not text you a code. Please try again in a few minutes.',
  mobileInUse: `This mobile number belongs to another ${PRODUCT.name} account. Sign out and sign in with the code to use it.`,
  linkInvalid: 'This link is not valid. Please request a new one.',
  linkExpired: 'This link has expired. Please request a new one.',
  linkUsed: 'This link was already used. Please request a new one.',
  guestLinkSent: "This email already has an account. We've emailed you a link to continue.",
  resetLinkSent: "If an account uses this email, we've sent it a link to reset the password.",
  passwordAlreadySet: 'This account already has a password. Use "Forgot password?" to change it.',
  emailNeededForPassword: 'Add your email address to your account before creating a password.',
} as const;

/** Error codes of the auth calls (the error shape's `code`). */
export const AUTH_ERROR_CODES = {
  emailInUse: 'email_in_use',
  invalidCredentials: 'invalid_credentials',
  tooManyAttempts: 'too_many_attempts',
  mobileLogin: 'mobile_login_required',
  guestWithoutPassword: 'password_not_set',
  otpInvalid: 'otp_invalid',
  otpExpired: 'otp_expired',
  otpUsed: 'otp_used',
  otpAttemptsExceeded: 'otp_attempts_exceeded',
  /** A signed-in account proving a number that another account signs in with (409). */
  mobileInUse: 'mobile_in_use',
  /** The SMS provider refused or failed the text (502). */
  messageNotSent: 'message_not_sent',
  linkInvalid: 'link_invalid',
  linkExpired: 'link_expired',
  linkUsed: 'link_used',
  passwordAlreadySet: 'password_already_set',
  emailNeeded: 'email_needed',
} as const;

/** Characters a bare email address never holds: markup and control characters. */
// eslint-disable-next-line no-control-regex
const EMAIL_FORBIDDEN_CHARACTERS = /[<>()[\]\\,;:"\u0000-\u001f\u007f]/;

export const emailSchema = z
  .string({ error: ACCOUNT_MESSAGES.invalidEmail })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: ACCOUNT_MESSAGES.invalidEmail, abort: true })
  .refine(
    (value) => isValidEmail(value) && !EMAIL_FORBIDDEN_CHARACTERS.test(value),
    ACCOUNT_MESSAGES.invalidEmail,
  )
  .transform((value) => value.toLowerCase());

/** A new password: 8 to 128 characters, any characters. */
export const newPasswordSchema = z
  .string({ error: ACCOUNT_MESSAGES.passwordTooShort })
  .min(8, ACCOUNT_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

/** A password typed to sign in: checked against the account, so only its size is limited. */
export const currentPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

export const signupRequestSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  /** Skip the welcome email. */
  skipEmail: z.boolean().optional(),
  acceptsAgreements: z.literal(true, { error: AUTH_MESSAGES.agreementsRequired }),
  rememberMe: z.boolean().optional(),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const guestSignupRequestSchema = z.strictObject({ email: emailSchema });
export type GuestSignupRequest = z.input<typeof guestSignupRequestSchema>;

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: currentPasswordSchema,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const accountTypeRequestSchema = z.strictObject({ email: emailSchema });
export type AccountTypeRequest = z.input<typeof accountTypeRequestSchema>;
export const accountTypeResponseSchema = z.object({ type: z.enum(ACCOUNT_TYPES) });
export type AccountTypeResponse = z.infer<typeof accountTypeResponseSchema>;

/** Where the guest sign-in started (checkout, subscription checkout, …); free text, kept short. */
export const guestLoginRequestSchema = z.strictObject({
  email: emailSchema,
  flow: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{0,40}$/i, 'Invalid flow')
    .optional(),
});
export type GuestLoginRequest = z.input<typeof guestLoginRequestSchema>;

/**
 * A new email signs in as a guest at once (`signedIn`, with the user); an email that already has
 * an account gets a single-use sign-in link instead (`linkSent`).
 */
export const guestLoginResponseSchema = resultOf(
  z.object({ status: z.enum(['signedIn', 'linkSent']), message: z.string().nullable() }),
);
export type GuestLoginResponse = z.infer<typeof guestLoginResponseSchema>;

export const OTP_TYPES = ['login', 'register'] as const;
export type OtpType = (typeof OTP_TYPES)[number];
export const otpTypeParamsSchema = z.strictObject({ type: z.enum(OTP_TYPES) });

export const OTP_CODE_LENGTH = 6;

export const otpSendRequestSchema = z.strictObject({
  /** Ten digits (a leading 1 is accepted). */
  mobileNumber: z
    .string({ error: ACCOUNT_MESSAGES.invalidPhone })
    .regex(/^1?\d{10}$/, ACCOUNT_MESSAGES.invalidPhone)
    .transform((value) => value.slice(-10)),
});
export type OtpSendRequest = z.input<typeof otpSendRequestSchema>;
export const otpSendResponseSchema = z.object({ token: z.string() });
export type OtpSendResponse = z.infer<typeof otpSendResponseSchema>;

export const otpVerifyRequestSchema = z.strictObject({
  otpCode: z
    .string({ error: AUTH_MESSAGES.otpInvalidCode })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`), AUTH_MESSAGES.otpInvalidCode),
  tid: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, AUTH_MESSAGES.otpExpired),
  /** A discount-card match code; accepted for compatibility, not used by phone sign-in. */
  matchCode: z.string().max(100).nullable().optional(),
  /** +1 and ten digits (other accepted phone formats too). */
  mobileNumber: z
    .string({ error: ACCOUNT_MESSAGES.invalidPhone })
    .max(30, ACCOUNT_MESSAGES.invalidPhone)
    .transform((value, context) => {
      const digits = toMobileDigits(value) ?? toMobileDigits(value.replace(/^\+1/, ''));
      if (digits) return digits;
      context.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.invalidPhone });
      return z.NEVER;
    }),
});
export type OtpVerifyRequest = z.input<typeof otpVerifyRequestSchema>;

/** The errorDetails of an OTP failure: the client logs the name and opens 'otp-error' on request. */
export const otpErrorDetailsSchema = z.object({
  errorName: z.string(),
  showModal: z.boolean(),
});
export type OtpErrorDetails = z.infer<typeof otpErrorDetailsSchema>;

export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;
export const passwordResetResponseSchema = resultOf(z.object({ message: z.string() }));
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;

/** With a reset token; or without one by a signed-in guest or phone-code user (create password). */
export const setPasswordRequestSchema = z.strictObject({
  token: z.string().min(1).max(200).optional(),
  password: newPasswordSchema,
});
export type SetPasswordRequest = z.input<typeof setPasswordRequestSchema>;

/** Signs in with a single-use link from an email (/magic-link, /guest-login). */
export const linkLoginRequestSchema = z.strictObject({ token: z.string().min(1).max(200) });
export type LinkLoginRequest = z.input<typeof linkLoginRequestSchema>;

export const logoutResponseSchema = resultOf(z.object({ signedOut: z.literal(true) }));
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** Messages the product sent, as GET /api/dev/outbox lists them (outside production). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxResponseSchema = resultOf(z.array(outboxMessageSchema));
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
