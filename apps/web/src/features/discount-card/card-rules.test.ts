import { createCard } from './testing/card-fixtures';
import {
  findQuicksaveOffer,
  formatCardStatus,
  hasErrorCode,
  hasStatus,
  isCardUnavailableIn,
  listCardNumbers,
  listHelpNumbers,
  readMatchCode,
  readNewCardState,
  readPendingCode,
  toNextPath,
} from './card-rules';

const httpError = (status: number, code: string | null, errorDetails: unknown = null) => ({
  message: 'Too many wrong codes. Please request a new one.',
  code,
  status,
  validationErrors: {},
  errorDetails,
});

describe('discount card rules', () => {
  it('holds QUICKSAVE10 and QUICKSAVE20 on their landing paths only', () => {
    expect(findQuicksaveOffer('/quicksave10')?.couponName).toBe('QUICKSAVE10');
    expect(findQuicksaveOffer('/quicksave20/')?.couponName).toBe('QUICKSAVE20');
    expect(findQuicksaveOffer('/quicksave')).toBeNull();
    expect(findQuicksaveOffer('/quicksave30')).toBeNull();
  });

  it('reads a well-formed match code from the query, upper-cased', () => {
    expect(readMatchCode('?match_code=ab12cd')).toBe('AB12CD');
    expect(readMatchCode('?utm_source=x&match_code=XY99')).toBe('XY99');
    expect(readMatchCode('?match_code=a1')).toBeNull();
    expect(readMatchCode('?match_code=<script>')).toBeNull();
    expect(readMatchCode('')).toBeNull();
  });

  it('accepts a pending code only with a number, token and quicksave landing path', () => {
    const pending = {
      mobileNumber: '3145550123',
      tid: 'tid_1',
      matchCode: null,
      couponName: 'QUICKSAVE10',
      landingPath: '/quicksave10',
    };
    expect(readPendingCode(pending)).toEqual(pending);
    expect(readPendingCode({ ...pending, mobileNumber: '314555' })).toBeNull();
    expect(readPendingCode({ ...pending, tid: '' })).toBeNull();
    expect(readPendingCode({ ...pending, landingPath: 'https://evil.example' })).toBeNull();
    expect(readPendingCode({ ...pending, matchCode: 12 })).toBeNull();
    expect(readPendingCode(null)).toBeNull();
  });

  it('prints the member ID in groups of four beside BIN, PCN and group', () => {
    expect(listCardNumbers(createCard())).toEqual([
      { label: 'Member ID', value: 'FW12 3456 7890 128' },
      { label: 'BIN', value: '610999' },
      { label: 'PCN', value: 'FWPCN' },
      { label: 'Group', value: 'FWGRP1' },
    ]);
    expect(listHelpNumbers(createCard()).map((line) => line.value)).toEqual([
      '(855) 345-5935',
      '(855) 345-5936',
    ]);
    expect(formatCardStatus('active')).toBe('Active');
    expect(formatCardStatus('inactive')).toBe('Inactive');
  });

  it('has no card access in Texas, whatever the case, and access elsewhere', () => {
    expect(isCardUnavailableIn('TX')).toBe(true);
    expect(isCardUnavailableIn('tx')).toBe(true);
    expect(isCardUnavailableIn('MO')).toBe(false);
    expect(isCardUnavailableIn(null)).toBe(false);
  });

  it('tells a 409 and its code apart', () => {
    expect(hasStatus(httpError(409, 'card_exists'), 409)).toBe(true);
    expect(hasErrorCode(httpError(409, 'card_exists'), 'card_exists')).toBe(true);
    expect(hasErrorCode(httpError(409, 'match_code_used'), 'card_exists')).toBe(false);
    expect(hasStatus('409', 409)).toBe(false);
  });

  it('goes on only to a path on this site, else to the account', () => {
    expect(toNextPath('/quicksave/prescriptions')).toBe('/quicksave/prescriptions');
    expect(toNextPath(null)).toBe('/account');
    expect(toNextPath('//evil.example')).toBe('/account');
    expect(toNextPath('https://evil.example')).toBe('/account');
  });

  it('reads the new-card state the register screen hands to the card view', () => {
    expect(readNewCardState({ isNewCard: true, notices: ['a', 3] })).toEqual({
      isNewCard: true,
      notices: ['a'],
    });
    expect(readNewCardState({ isNewCard: 'yes', notices: [] })).toBeNull();
    expect(readNewCardState(undefined)).toBeNull();
  });
});
