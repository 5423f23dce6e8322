import luhn from 'luhn';
import { PRODUCT } from './product';

// luhn is CommonJS whose exports Node cannot name for an ES import: take its default object.
const isLuhnValid = (digits: string): boolean => luhn.validate(digits);

/** What the discount card's screens and calls say. */
export const DISCOUNT_CARD_MESSAGES = {
  mobileUnverified: 'Please verify your mobile number with a code first.',
  cardExists: 'You already have a Fillwell discount card.',
  phoneHasCard:
    'This mobile number already holds a Fillwell discount card. Sign in with it instead.',
  noCard: 'You do not have a Fillwell discount card yet.',
  matchCodeUnknown: 'This discount card link is not valid. You can still get your card below.',
  matchCodeUsed: 'This discount card link was already used.',
  matchCodeOwnReferral: 'This is your own referral link. Share it with a friend instead.',
  couponUnknown: 'That offer is not available.',
  pharmacyNotInNetwork: 'This pharmacy does not accept the Fillwell discount card.',
  claimPlanUnknown: 'The BIN, PCN or group is not the Fillwell discount card.',
  memberUnknown: 'No Fillwell discount card has this member ID.',
  cardInactive: 'This Fillwell discount card is not active.',
  drugNotCovered: 'This drug is not covered by the Fillwell discount card.',
  pharmacyOutOfNetwork: 'This pharmacy is not in the Fillwell discount card network.',
  quantityOverLimit: 'The quantity is over the limit for one fill.',
  stateUnavailable: 'Fillwell discount card prices are not available in Texas.',
  appLinkSent: 'Download Link Sent!',
  appLinkNotSent: 'We could not text you the link. Please try again in a few minutes.',
} as const;

/** Where the discount card has no access (spec §9: a local banner for Texas). */
export const DISCOUNT_CARD_UNAVAILABLE_STATE_CODES: readonly string[] = ['TX'];

export const TEXAS_DISCOUNT_BANNER =
  'The Fillwell discount card is not accepted at pharmacies in Texas. Retail, Smart Deal and home delivery prices are available there as usual.';

/** The card's issuer as printed on it, and its help lines. */
export const DISCOUNT_CARD_ISSUER = {
  company: `${PRODUCT.name} Discount Card`,
  patientHelpNumber: PRODUCT.supportPhone,
  pharmacyHelpNumber: '(855) 345-5936',
} as const;

/** The quicksave offers a landing path holds with the card: /quicksave10 and /quicksave20. */
export const QUICKSAVE_OFFERS = {
  quicksave10: { couponName: 'QUICKSAVE10', discountCents: 1000 },
  quicksave20: { couponName: 'QUICKSAVE20', discountCents: 2000 },
} as const;

/**
 * A member ID is the product's two-letter prefix, twelve random digits and a Luhn check digit
 * (FW + 13 digits): 10^12 numbers, so one cannot be guessed, and a mistyped one is caught
 * before any lookup.
 */
export const MEMBER_ID_PREFIX = 'FW';
export const MEMBER_ID_RANDOM_DIGITS = 12;
export const MEMBER_ID_PATTERN = /^FW\d{13}$/;

/** The member ID for twelve random digits. */
export function composeMemberId(randomDigits: string): string {
  if (!/^\d{12}$/.test(randomDigits)) throw new Error('A member ID takes twelve digits');
  return `${MEMBER_ID_PREFIX}${randomDigits}${computeCheckDigit(randomDigits)}`;
}

/** Whether text is a well-formed member ID with a correct check digit. */
export function isMemberIdValid(memberId: string): boolean {
  return MEMBER_ID_PATTERN.test(memberId) && isLuhnValid(memberId.slice(MEMBER_ID_PREFIX.length));
}

/** The member ID in groups of four, as printed on the card. */
export function formatMemberId(memberId: string): string {
  return memberId.replace(/(.{4})(?=.)/g, '$1 ');
}

function computeCheckDigit(digits: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (isLuhnValid(`${digits}${digit}`)) return String(digit);
  }
  throw new Error('No Luhn check digit fits');
}

/** Whether a state (two-letter code) has discount-card access. */
export function hasDiscountCardAccess(stateCode: string | null | undefined): boolean {
  return !stateCode || !DISCOUNT_CARD_UNAVAILABLE_STATE_CODES.includes(stateCode.toUpperCase());
}
