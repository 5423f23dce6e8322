import { describe, expect, it } from 'vitest';
import type { CheckoutProgress } from './checkout-steps';
import {
  addOneMonth,
  AUTO_RENEWAL_TEXT,
  computeFirstChargeCents,
  computeSubscriptionFeeCents,
  describeAutoRenewal,
  getNextSubscriptionCheckoutPath,
  SUBSCRIPTION_CARE_FEE_CENTS,
  SUBSCRIPTION_MEDICAL_FEE_CENTS,
} from './subscription-rules';

const DONE: CheckoutProgress = {
  isLoggedIn: true,
  isProfileComplete: true,
  arePrescriptionsConfirmed: false,
  isPharmacySelected: false,
  hasPrescriptionSources: false,
  needsTelehealthAddress: true,
  hasTelehealthAddress: false,
  hasShippingAddress: true,
  isHealthProfileComplete: true,
  hasEmail: true,
  hasPhone: true,
  hasCard: true,
};

describe('subscription fees', () => {
  it('adds the monthly care fee to the delivery price, and the medical fee to the first month', () => {
    expect(computeSubscriptionFeeCents(1234)).toBe(1234 + SUBSCRIPTION_CARE_FEE_CENTS);
    expect(computeFirstChargeCents(2734)).toBe(2734 + SUBSCRIPTION_MEDICAL_FEE_CENTS);
    expect(computeFirstChargeCents(2734, 0)).toBe(2734);
  });
});

describe('addOneMonth', () => {
  it('keeps the day of the month', () => {
    expect(addOneMonth('2026-11-23')).toBe('2026-12-23');
    expect(addOneMonth('2026-12-23')).toBe('2027-01-23');
  });

  it('uses the last day of a shorter month', () => {
    expect(addOneMonth('2026-01-31')).toBe('2026-02-28');
    expect(addOneMonth('2028-01-30')).toBe('2028-02-29');
    expect(addOneMonth('2026-03-31')).toBe('2026-04-30');
  });

  it('refuses anything but an ISO date', () => {
    expect(() => addOneMonth('11/23/2026')).toThrow(RangeError);
  });
});

describe('getNextSubscriptionCheckoutPath', () => {
  it('goes to the first incomplete step of the subscription flow, ignoring cart-only steps', () => {
    expect(getNextSubscriptionCheckoutPath(DONE)).toBe('/checkout/subscriptions/review-order');
    expect(getNextSubscriptionCheckoutPath({ ...DONE, isLoggedIn: false })).toBe(
      '/checkout/subscriptions/login-or-signup',
    );
    expect(getNextSubscriptionCheckoutPath({ ...DONE, hasPhone: false, hasCard: false })).toBe(
      '/checkout/subscriptions/phone-number',
    );
    expect(getNextSubscriptionCheckoutPath({ ...DONE, isHealthProfileComplete: false })).toBe(
      '/checkout/subscriptions/additional-info',
    );
  });
});

describe('describeAutoRenewal', () => {
  it('says the renewal terms word for word, with the line to call', () => {
    expect(AUTO_RENEWAL_TEXT).toBe(
      'Telemedicine is a monthly subscription that auto-renews; cancel through a support phone line.',
    );
    expect(describeAutoRenewal('(800) 555-0100')).toBe(
      `${AUTO_RENEWAL_TEXT} Call (800) 555-0100 to cancel.`,
    );
  });
});
