import { z } from 'zod';
import { emailSchema, newPasswordSchema, currentPasswordSchema } from '@fillwell/contracts';
import { ACCOUNT_MESSAGES, toMobileDigits } from '@fillwell/domain';
import { isHttpError } from '@/lib/api';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/http';

export type AuthMode = 'login' | 'signup';

export const signupFormSchema = z.object({ email: emailSchema, password: newPasswordSchema });
export const loginFormSchema = z.object({ email: emailSchema, password: currentPasswordSchema });
export type AuthFormValues = z.input<typeof signupFormSchema>;

export const emailFormSchema = z.object({ email: emailSchema });
export type EmailFormValues = z.input<typeof emailFormSchema>;

export const newPasswordFormSchema = z.object({ password: newPasswordSchema });
export type NewPasswordFormValues = z.input<typeof newPasswordFormSchema>;

export const mobileFormSchema = z.object({
  mobileNumber: z
    .string()
    .refine((value) => toMobileDigits(value) !== null, ACCOUNT_MESSAGES.invalidPhone),
});
export type MobileFormValues = z.input<typeof mobileFormSchema>;

/** A `next` query value that stays on this site: a path, never another origin. */
export function toSafeNextPath(next: string | null, fallback = '/account'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return fallback;
  }
  return next;
}

export function isMobileLoginMessage(message: string): boolean {
  return message.includes(ACCOUNT_MESSAGES.loginWithMobile);
}

/**
 * What a failed forgot-password request shows: the server's own message, or the spec's fallback
 * when there is none (a server fault, a timeout, no network).
 */
export function toForgotPasswordError(error: unknown): string {
  if (!isHttpError(error)) return ACCOUNT_MESSAGES.forgotPasswordFailed;
  const hasServerMessage =
    error.status > 0 && error.status < 500 && error.message !== DEFAULT_ERROR_MESSAGE;
  return hasServerMessage ? error.message : ACCOUNT_MESSAGES.forgotPasswordFailed;
}

export interface OtpErrorDetails {
  errorName: string;
  showModal: boolean;
}

export function readOtpErrorDetails(details: unknown): OtpErrorDetails | null {
  if (typeof details !== 'object' || details === null) return null;
  const { errorName, showModal } = details as Record<string, unknown>;
  if (typeof errorName !== 'string') return null;
  return { errorName, showModal: showModal === true };
}
