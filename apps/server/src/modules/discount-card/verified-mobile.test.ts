import { describe, expect, it } from 'vitest';
import { readVerifiedMobile } from './verified-mobile';

const proven = new Date('2026-11-01T00:00:00Z');

describe('readVerifiedMobile', () => {
  it('answers a proven number with its country code', () => {
    const full = { type: 'full', mobileVerifiedAt: proven };
    expect(readVerifiedMobile({ ...full, mobileNumber: '13145550100' })).toBe('13145550100');
    expect(readVerifiedMobile({ ...full, mobileNumber: '3145550100' })).toBe('13145550100');
  });

  it('counts a phone-code account as proven, with or without mobile_verified_at', () => {
    const account = { type: 'sms_otp', mobileNumber: '13145550100', mobileVerifiedAt: null };
    expect(readVerifiedMobile(account)).toBe('13145550100');
  });

  it('refuses a number nobody proved, and an account without a number', () => {
    const account = { type: 'full', mobileNumber: '13145550100', mobileVerifiedAt: null };
    expect(readVerifiedMobile(account)).toBeNull();
    expect(readVerifiedMobile({ ...account, mobileNumber: null, mobileVerifiedAt: proven })).toBe(
      null,
    );
    expect(
      readVerifiedMobile({ type: 'sms_otp', mobileNumber: '555', mobileVerifiedAt: null }),
    ).toBe(null);
  });
});
