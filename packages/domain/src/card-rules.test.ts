import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CARD_MESSAGES,
  checkCardExpiry,
  checkCardNumber,
  detectCardBrand,
  formatCardExpiry,
  getCardBrandInfo,
  getCardCvcError,
  getCardExpiryError,
  getCardNumberError,
  getCardNumberMaskPattern,
  isValidCardCvc,
  isValidCardNumber,
  parseCardExpiry,
  type CardBrand,
} from './card-rules';

/** A number of the given length starting with the prefix, with a correct Luhn check digit. */
function withLuhn(prefix: string, length: number): string {
  const body = prefix.padEnd(length - 1, '0');
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    let digit = Number(body[body.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Breaks the Luhn check of a valid number by changing its last digit. */
function withBadCheckDigit(number: string): string {
  const last = Number(number.slice(-1));
  return `${number.slice(0, -1)}${(last + 1) % 10}`;
}

const BRAND_CASES: Array<{
  brand: CardBrand;
  prefix: string;
  lengths: number[];
  codeSize: number;
  known?: string;
}> = [
  { brand: 'visa', prefix: '4', lengths: [13, 14, 15, 16], codeSize: 3, known: '4242424242424242' },
  { brand: 'mastercard', prefix: '51', lengths: [16], codeSize: 3, known: '5555555555554444' },
  { brand: 'amex', prefix: '37', lengths: [15], codeSize: 4, known: '378282246310005' },
  { brand: 'discover', prefix: '6011', lengths: [16], codeSize: 3, known: '6011111111111117' },
  { brand: 'diners', prefix: '36', lengths: [14], codeSize: 3, known: '36227206271667' },
  { brand: 'jcb', prefix: '3530', lengths: [16], codeSize: 3, known: '3566002020360505' },
  { brand: 'unionpay', prefix: '62', lengths: [16, 17, 18, 19], codeSize: 3 },
  {
    brand: 'maestro',
    prefix: '6759',
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    codeSize: 3,
    known: '6759649826438453',
  },
];

describe('card brands', () => {
  it.each(BRAND_CASES)('$brand: detected by prefix, with its lengths and code size', (rule) => {
    if (rule.known) {
      expect(detectCardBrand(rule.known)).toBe(rule.brand);
      expect(isValidCardNumber(rule.known)).toBe(true);
    }
    const info = getCardBrandInfo(rule.brand);
    expect(info.lengths).toEqual(rule.lengths);
    expect(info.codeSize).toBe(rule.codeSize);
    for (let length = 10; length <= 20; length += 1) {
      const number = withLuhn(rule.prefix, length);
      expect(checkCardNumber(number).brand).toBe(rule.brand);
      expect(isValidCardNumber(number), `${rule.brand} of ${length} digits`).toBe(
        rule.lengths.includes(length),
      );
    }
  });

  it.each(BRAND_CASES.filter((rule) => rule.brand !== 'unionpay'))(
    '$brand: a wrong check digit fails Luhn',
    (rule) => {
      for (const length of rule.lengths) {
        expect(isValidCardNumber(withBadCheckDigit(withLuhn(rule.prefix, length)))).toBe(false);
      }
    },
  );

  it('skips Luhn for UnionPay only', () => {
    for (const length of [16, 17, 18, 19]) {
      const number = withBadCheckDigit(withLuhn('62', length));
      expect(isValidCardNumber(number)).toBe(true);
    }
  });

  it('has no brands beyond the eight of the spec', () => {
    // Elo, Mir, Troy, Verve and the like are not accepted; 2200 is Mir's range.
    expect(detectCardBrand(withLuhn('2200', 16))).toBeNull();
    expect(isValidCardNumber(withLuhn('2200', 16))).toBe(false);
    // 401178 is an Elo prefix inside Visa's range: here it is a Visa.
    expect(detectCardBrand(withLuhn('401178', 16))).toBe('visa');
  });

  it('reads Stripe test numbers with spaces and dashes; refuses other characters', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4242-4242-4242-4242')).toBe(true);
    expect(isValidCardNumber('4242424242424241')).toBe(false);
    expect(isValidCardNumber('4242a42424242424')).toBe(false);
    expect(isValidCardNumber('<script>')).toBe(false);
    expect(isValidCardNumber('٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢')).toBe(false);
    expect(isValidCardNumber('')).toBe(false);
  });

  it('says whether a number is incomplete or invalid', () => {
    expect(getCardNumberError('')).toBe(CARD_MESSAGES.numberRequired);
    expect(getCardNumberError('4242 4242')).toBe(CARD_MESSAGES.numberRequired);
    expect(getCardNumberError('4242424242424241')).toBe(CARD_MESSAGES.numberInvalid);
    expect(getCardNumberError('9999 9999 9999 9999')).toBe(CARD_MESSAGES.numberInvalid);
    expect(getCardNumberError('4242424242424242')).toBeNull();
  });

  it('never throws and never accepts a non-digit, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const check = checkCardNumber(text);
        if (check.isValid) expect(text.replace(/[\s-]/g, '')).toMatch(/^\d{12,19}$/);
      }),
    );
  });

  it('groups digits per brand for the input mask', () => {
    expect(getCardNumberMaskPattern('visa')).toBe('0000 0000 0000 0000');
    expect(getCardNumberMaskPattern('amex')).toBe('0000 000000 00000');
    expect(getCardNumberMaskPattern('diners')).toBe('0000 000000 0000');
    expect(getCardNumberMaskPattern(null)).toBe('0000 0000 0000 0000000');
  });
});

describe('security code', () => {
  it('needs four digits for amex and three for the others', () => {
    expect(isValidCardCvc('1234', 'amex')).toBe(true);
    expect(isValidCardCvc('123', 'amex')).toBe(false);
    for (const brand of [
      'visa',
      'mastercard',
      'discover',
      'diners',
      'jcb',
      'unionpay',
      'maestro',
    ]) {
      expect(isValidCardCvc('123', brand as CardBrand)).toBe(true);
      expect(isValidCardCvc('1234', brand as CardBrand)).toBe(false);
    }
    expect(isValidCardCvc('12a', 'visa')).toBe(false);
    expect(isValidCardCvc('123', null)).toBe(true);
    expect(isValidCardCvc('1234', null)).toBe(true);
    expect(isValidCardCvc('12', null)).toBe(false);
  });

  it('says incomplete or invalid', () => {
    expect(getCardCvcError('12', 'visa')).toBe(CARD_MESSAGES.cvcIncomplete);
    expect(getCardCvcError('123', 'amex')).toBe(CARD_MESSAGES.cvcIncomplete);
    expect(getCardCvcError('1x3', 'visa')).toBe(CARD_MESSAGES.cvcInvalid);
    expect(getCardCvcError('123', 'visa')).toBeNull();
  });
});

describe('expiry', () => {
  const TODAY = new Date(2026, 10, 23);

  it('parses MM/YY and MM/YYYY', () => {
    expect(parseCardExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseCardExpiry('4/2029')).toEqual({ month: 4, year: 2029 });
    expect(parseCardExpiry('04/2')).toBeNull();
    expect(parseCardExpiry('0429')).toBeNull();
    expect(parseCardExpiry('')).toBeNull();
  });

  it('accepts this month and later; refuses the past, bad months and far years', () => {
    expect(checkCardExpiry({ month: 11, year: 2026 }, TODAY)).toBeNull();
    expect(checkCardExpiry({ month: 10, year: 2026 }, TODAY)).toBe('past');
    expect(checkCardExpiry({ month: 1, year: 2025 }, TODAY)).toBe('past');
    expect(checkCardExpiry({ month: 13, year: 2027 }, TODAY)).toBe('invalid_month');
    expect(checkCardExpiry({ month: 0, year: 2027 }, TODAY)).toBe('invalid_month');
    expect(checkCardExpiry({ month: 1, year: 2045 }, TODAY)).toBeNull();
    expect(checkCardExpiry({ month: 1, year: 2046 }, TODAY)).toBe('invalid_year');
  });

  it('gives the form its messages', () => {
    expect(getCardExpiryError('1', TODAY)).toBe(CARD_MESSAGES.expiryIncomplete);
    expect(getCardExpiryError('10/26', TODAY)).toBe(CARD_MESSAGES.expiryPast);
    expect(getCardExpiryError('13/27', TODAY)).toBe(CARD_MESSAGES.expiryMonthInvalid);
    expect(getCardExpiryError('12/26', TODAY)).toBeNull();
  });

  it('shows a saved expiry as MM/YY', () => {
    expect(formatCardExpiry(4, 2029)).toBe('04/29');
    expect(formatCardExpiry(12, 2031)).toBe('12/31');
  });
});
