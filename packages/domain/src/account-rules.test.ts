import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  checkDateOfBirth,
  formatMobileNumber,
  getNameError,
  isValidEmail,
  isValidPassword,
  parseDateOfBirth,
  toMobileDigits,
} from './account-rules';

const TODAY = new Date('2026-11-23T12:00:00Z');

describe('account rules', () => {
  it('accepts ordinary emails and refuses malformed ones', () => {
    expect(isValidEmail('ann.lee+rx@example.com')).toBe(true);
    for (const bad of ['', 'ann', 'ann@', '@example.com', 'ann@example', 'a b@example.com']) {
      expect(isValidEmail(bad)).toBe(false);
    }
    expect(isValidEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });

  it('needs a password of at least 8 characters', () => {
    expect(isValidPassword('1234567')).toBe(false);
    expect(isValidPassword('12345678')).toBe(true);
  });

  it('allows letters with hyphens or spaces in names', () => {
    expect(getNameError('Mary-Jane')).toBeNull();
    expect(getNameError('José María')).toBeNull();
    expect(getNameError('  ')).toBe(ACCOUNT_MESSAGES.nameMissing);
    for (const bad of ['R2D2', "O'Brien", '<script>', 'Ann-', 'x'.repeat(51)]) {
      expect(getNameError(bad)).toBe(ACCOUNT_MESSAGES.nameInvalid);
    }
  });

  it('reads a mobile number in each accepted form', () => {
    for (const form of ['+1 (314) 555-0134', '314-555-0134', '3145550134', '(314) 555-0134']) {
      expect(toMobileDigits(form)).toBe('3145550134');
    }
    for (const bad of ['555-0134', '31455501345678', 'phone', '+1 (314) 555-01']) {
      expect(toMobileDigits(bad)).toBeNull();
    }
    expect(formatMobileNumber('13145550134')).toBe('+1 (314) 555-0134');
  });

  it('takes only real dates in the past as a date of birth', () => {
    expect(checkDateOfBirth({ day: 29, month: 2, year: 1996 }, TODAY)).toEqual({
      isValid: true,
      isoDate: '1996-02-29',
    });
    expect(checkDateOfBirth({ day: 29, month: 2, year: 1997 }, TODAY)).toEqual({
      isValid: false,
      message: ACCOUNT_MESSAGES.dateInvalid,
    });
    expect(checkDateOfBirth({ day: 23, month: 11, year: 2026 }, TODAY)).toEqual({
      isValid: false,
      message: ACCOUNT_MESSAGES.dateNotPast,
    });
    expect(parseDateOfBirth('7/4/1980', TODAY)).toEqual({ isValid: true, isoDate: '1980-07-04' });
    expect(parseDateOfBirth('1980-07-04', TODAY)).toEqual({
      isValid: false,
      message: 'Invalid date format: 1980-07-04',
    });
  });
});
