import { z } from 'zod';
import { ACCOUNT_MESSAGES, isValidEmail, toMobileDigits } from '@fillwell/domain';

/** Email and mobile; an email already on the account is shown but not edited. */
export function createPhoneNumberSchema(isEmailLocked: boolean) {
  return z.object({
    email: isEmailLocked
      ? z.string()
      : z.string().refine((value) => isValidEmail(value.trim()), ACCOUNT_MESSAGES.invalidEmail),
    mobileNumber: z
      .string()
      .refine((value) => toMobileDigits(value) !== null, ACCOUNT_MESSAGES.invalidPhone),
  });
}

export type PhoneNumberValues = z.input<ReturnType<typeof createPhoneNumberSchema>>;

/** Continue needs both fields filled in (an email on the account counts); checks come after. */
export function canContinue(values: PhoneNumberValues): boolean {
  return values.email.trim() !== '' && /\d/.test(values.mobileNumber.replace(/^\+1/, ''));
}
