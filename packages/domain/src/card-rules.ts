import cardValidator from 'card-validator';

/** The card brands the product accepts (core-shopping §9, partner-and-shell §5). */
export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
  'maestro',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export interface CardBrandInfo {
  brand: CardBrand;
  displayName: string;
  /** Allowed numbers of digits. */
  lengths: readonly number[];
  /** Digits of the security code. */
  codeSize: number;
  /** Positions after which the number is shown with a space, e.g. [4, 8, 12]. */
  gaps: readonly number[];
}

/** The spec's lengths and security codes, applied over card-validator's own brand table. */
const BRAND_RULES: Record<
  CardBrand,
  { validatorType: string; lengths: number[]; codeSize: number }
> = {
  visa: { validatorType: 'visa', lengths: [13, 14, 15, 16], codeSize: 3 },
  mastercard: { validatorType: 'mastercard', lengths: [16], codeSize: 3 },
  amex: { validatorType: 'american-express', lengths: [15], codeSize: 4 },
  discover: { validatorType: 'discover', lengths: [16], codeSize: 3 },
  diners: { validatorType: 'diners-club', lengths: [14], codeSize: 3 },
  jcb: { validatorType: 'jcb', lengths: [16], codeSize: 3 },
  unionpay: { validatorType: 'unionpay', lengths: [16, 17, 18, 19], codeSize: 3 },
  maestro: { validatorType: 'maestro', lengths: [12, 13, 14, 15, 16, 17, 18, 19], codeSize: 3 },
};

const BRAND_BY_VALIDATOR_TYPE = new Map<string, CardBrand>(
  CARD_BRANDS.map((brand) => [BRAND_RULES[brand].validatorType, brand]),
);

/** Texts of card problems: the form's field messages and the provider's answers. */
export const CARD_MESSAGES = {
  numberRequired: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  numberIncorrect: 'Your card number is incorrect.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration date is in the past.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryYearInvalid: "Your card's expiration year is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
  zipInvalid: 'Invalid zip code',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  cvcIncorrect: "Your card's security code is incorrect.",
  tokenInvalid: 'Your card details have expired. Please enter your card again.',
} as const;

/** How many years ahead an expiry date may be (as card-validator allows). */
export const CARD_EXPIRY_MAX_YEARS_AHEAD = 19;

let isValidatorConfigured = false;

/**
 * card-validator's brand table is module-wide state: keep only the spec's brands and give them
 * the spec's lengths and security codes. Done on first use so that importing has no side effect.
 */
function configureValidator(): void {
  if (isValidatorConfigured) return;
  const { creditCardType } = cardValidator;
  creditCardType.resetModifications();
  const kept = new Set<string>(BRAND_BY_VALIDATOR_TYPE.keys());
  for (const type of Object.values(creditCardType.types)) {
    if (!kept.has(type)) creditCardType.removeCard(type);
  }
  for (const brand of CARD_BRANDS) {
    const rules = BRAND_RULES[brand];
    const current = creditCardType.getTypeInfo(rules.validatorType);
    creditCardType.updateCard(rules.validatorType, {
      lengths: rules.lengths,
      code: { name: current.code.name, size: rules.codeSize },
    });
  }
  isValidatorConfigured = true;
}

/** The digits of a typed card number (spaces and dashes dropped); null when anything else is in it. */
export function toCardDigits(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d*$/.test(digits) ? digits : null;
}

export function getCardBrandInfo(brand: CardBrand): CardBrandInfo {
  configureValidator();
  const rules = BRAND_RULES[brand];
  const info = cardValidator.creditCardType.getTypeInfo(rules.validatorType);
  return {
    brand,
    displayName: info.niceType,
    lengths: rules.lengths,
    codeSize: rules.codeSize,
    gaps: info.gaps,
  };
}

export interface CardNumberCheck {
  /** The brand the digits so far point to; null when unknown or still ambiguous. */
  brand: CardBrand | null;
  /** A complete number of a known brand, of an allowed length, passing Luhn (but UnionPay). */
  isValid: boolean;
  /** The digits so far can still become a valid number. */
  isPotentiallyValid: boolean;
}

export function checkCardNumber(value: string): CardNumberCheck {
  configureValidator();
  const digits = toCardDigits(value);
  if (digits === null) return { brand: null, isValid: false, isPotentiallyValid: false };
  const verification = cardValidator.number(digits);
  const brand = verification.card
    ? (BRAND_BY_VALIDATOR_TYPE.get(verification.card.type) ?? null)
    : null;
  return {
    brand,
    isValid: verification.isValid && brand !== null,
    isPotentiallyValid: verification.isPotentiallyValid,
  };
}

export function detectCardBrand(value: string): CardBrand | null {
  return checkCardNumber(value).brand;
}

export function isValidCardNumber(value: string): boolean {
  return checkCardNumber(value).isValid;
}

/** The field message for a typed card number, or null when it is a valid number. */
export function getCardNumberError(value: string): string | null {
  const digits = toCardDigits(value);
  if (digits === '') return CARD_MESSAGES.numberRequired;
  const check = checkCardNumber(value);
  if (check.isValid) return null;
  if (check.isPotentiallyValid && check.brand !== null) {
    const longest = Math.max(...BRAND_RULES[check.brand].lengths);
    if ((digits ?? '').length < longest) return CARD_MESSAGES.numberRequired;
  }
  return CARD_MESSAGES.numberInvalid;
}

/** Security code: exactly the brand's number of digits (3 or 4 while the brand is unknown). */
export function isValidCardCvc(cvc: string, brand: CardBrand | null): boolean {
  configureValidator();
  const sizes = brand ? [BRAND_RULES[brand].codeSize] : [3, 4];
  return sizes.includes(cvc.length) && cardValidator.cvv(cvc, sizes).isValid;
}

export function getCardCvcError(cvc: string, brand: CardBrand | null): string | null {
  if (isValidCardCvc(cvc, brand)) return null;
  const size = brand ? BRAND_RULES[brand].codeSize : 3;
  return /^\d*$/.test(cvc) && cvc.length < size
    ? CARD_MESSAGES.cvcIncomplete
    : CARD_MESSAGES.cvcInvalid;
}

export interface CardExpiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** 'MM/YY' (or M/YY, MM/YYYY) as typed in the form; null when it is not a date of that shape. */
export function parseCardExpiry(text: string): CardExpiry | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = toFourDigitYear(Number(match[2]));
  return { month, year };
}

/** 26 → 2026; four-digit years are kept. */
export function toFourDigitYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

export type CardExpiryProblem = 'invalid_month' | 'invalid_year' | 'past';

/** Whether a card expiring at the end of that month can be used today. */
export function checkCardExpiry(
  expiry: CardExpiry,
  today: Date = new Date(),
): CardExpiryProblem | null {
  const { month, year } = expiry;
  if (!Number.isInteger(month) || month < 1 || month > 12) return 'invalid_month';
  const currentYear = today.getFullYear();
  if (!Number.isInteger(year) || year > currentYear + CARD_EXPIRY_MAX_YEARS_AHEAD) {
    return 'invalid_year';
  }
  const isPast = year < currentYear || (year === currentYear && month < today.getMonth() + 1);
  return isPast ? 'past' : null;
}

/** The field message for a typed 'MM/YY' expiry, or null when it is usable. */
export function getCardExpiryError(text: string, today: Date = new Date()): string | null {
  const expiry = parseCardExpiry(text);
  if (!expiry) return CARD_MESSAGES.expiryIncomplete;
  const problem = checkCardExpiry(expiry, today);
  if (problem === 'invalid_month') return CARD_MESSAGES.expiryMonthInvalid;
  if (problem === 'invalid_year') return CARD_MESSAGES.expiryYearInvalid;
  if (problem === 'past') return CARD_MESSAGES.expiryPast;
  return null;
}

/** MM/YY for showing a saved card's expiry. */
export function formatCardExpiry(expMonth: number, expYear: number): string {
  return `${String(expMonth).padStart(2, '0')}/${String(expYear % 100).padStart(2, '0')}`;
}

/** An input-mask pattern ('0' is a digit) grouping the longest number of a brand by its gaps. */
export function getCardNumberMaskPattern(brand: CardBrand | null): string {
  const info = brand ? getCardBrandInfo(brand) : null;
  const length = info ? Math.max(...info.lengths) : 19;
  const gaps = info ? info.gaps : [4, 8, 12];
  let pattern = '';
  for (let position = 0; position < length; position += 1) {
    if (gaps.includes(position)) pattern += ' ';
    pattern += '0';
  }
  return pattern;
}
