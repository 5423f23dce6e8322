import { LIMITS } from './limits';

/** Texts of the identity and account rules (core-shopping §5, §8), word for word. */
export const ACCOUNT_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be 8 characters or longer',
  invalidPhone: 'Please enter a valid phone number',
  nameMissing: 'Name not provided',
  nameInvalid: 'Invalid character(s)',
  dateInvalid: 'Invalid date',
  dateNotPast: 'Date must be in the past',
  checkoutDateInvalid: 'Set correct date',
  invalidZip: 'Please enter a valid zip code',
  invalidCardZip: 'Invalid zip code',
  emailInUse: 'Email already in use',
  accountNotFound: 'not found',
  forgotPasswordFailed: 'Something went wrong while processing your request, please try again',
  loginWithMobile: 'Please login using your mobile number',
  walletLoadFailed: 'Error loading wallet.',
  searchTooLong: 'Exceeded 50 character length limit',
  searchNothingFound: "Sorry, we couldn't find anything matching that search.",
} as const;

/** The USPS no-match message; the support phone comes from configuration. */
export function formatAddressNotFoundMessage(supportPhone: string): string {
  return (
    "We couldn't find that address in the USPS database. Double check the address you've " +
    `entered is correct. For help, call ${supportPhone}.`
  );
}

export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
/** Long enough for any passphrase, short enough that hashing it cannot be used to stall us. */
export const PASSWORD_MAX_LENGTH = 128;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Letters (any alphabet) with hyphens or spaces between them. */
const NAME_PATTERN = /^\p{L}+(?:[ -]+\p{L}+)*$/u;
/** Optional +, a 3-digit area code, 3 digits and 4 to 6 digits; or (###) ###-####. */
const MOBILE_PATTERNS = [/^\+?\d{3}[-. ]?\d{3}[-. ]?\d{4,6}$/, /^\(\d{3}\) ?\d{3}-\d{4}$/];
const MASKED_MOBILE_PATTERN = /^\+1 \(\d{3}\) \d{3}-\d{4}$/;
const ZIP_PATTERN = new RegExp(`^\\d{${LIMITS.zipLength}}$`);

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value.trim());
}

export function isValidPassword(value: string): boolean {
  return value.length >= LIMITS.passwordMinLength;
}

export function isValidZipCode(value: string): boolean {
  return ZIP_PATTERN.test(value);
}

/** 'Name not provided' or 'Invalid character(s)', or null when the name part is fine. */
export function getNameError(value: string): string | null {
  const name = value.trim();
  if (!name) return ACCOUNT_MESSAGES.nameMissing;
  if (name.length > NAME_MAX_LENGTH || !NAME_PATTERN.test(name))
    return ACCOUNT_MESSAGES.nameInvalid;
  return null;
}

/**
 * The ten digits of a US mobile number typed in any accepted form (the +1 mask included), or
 * null when it is not one.
 */
export function toMobileDigits(value: string): string | null {
  const text = value.trim();
  if (MASKED_MOBILE_PATTERN.test(text)) return text.replace(/\D/g, '').slice(1);
  if (!MOBILE_PATTERNS.some((pattern) => pattern.test(text))) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length === 10 ? digits : null;
}

export function isValidMobileNumber(value: string): boolean {
  return toMobileDigits(value) !== null;
}

/** +1 (555) 123-4567 for ten digits; what the masked input shows. */
export function formatMobileNumber(digits: string): string {
  const ten = digits.replace(/\D/g, '').slice(-10);
  return `+1 (${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}

export interface DateParts {
  day: number;
  month: number;
  year: number;
}

export type DateOfBirthCheck =
  { isValid: true; isoDate: string } | { isValid: false; message: string };

/** A date of birth from its parts: a real calendar date, strictly before today. */
export function checkDateOfBirth(parts: DateParts, today: Date = new Date()): DateOfBirthCheck {
  const { day, month, year } = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDate =
    Number.isInteger(day) &&
    Number.isInteger(month) &&
    Number.isInteger(year) &&
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  if (!isRealDate) return { isValid: false, message: ACCOUNT_MESSAGES.dateInvalid };
  const isoDate = date.toISOString().slice(0, 10);
  const todayIso = today.toISOString().slice(0, 10);
  if (isoDate >= todayIso) return { isValid: false, message: ACCOUNT_MESSAGES.dateNotPast };
  return { isValid: true, isoDate };
}

/** A date of birth typed as M/D/YYYY (the API's profile format). */
export function parseDateOfBirth(text: string, today: Date = new Date()): DateOfBirthCheck {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return { isValid: false, message: `Invalid date format: ${text}` };
  const [, month, day, year] = match.map(Number);
  return checkDateOfBirth({ day: day ?? NaN, month: month ?? NaN, year: year ?? NaN }, today);
}
