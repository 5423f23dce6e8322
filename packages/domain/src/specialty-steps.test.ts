import { describe, expect, it } from 'vitest';
import {
  buildSpecialtyStepPath,
  computeSpecialtyNextStep,
  convertNimbusCentsToDollars,
  formatNimbusAmount,
} from './specialty-steps';

describe('computeSpecialtyNextStep', () => {
  const signedOut = { isSignedIn: false, hasAddress: false, hasCard: false };

  it('sends a visitor to /specialty/1', () => {
    expect(computeSpecialtyNextStep(signedOut)).toBe('/specialty/1');
    // Nothing else counts before signing in.
    expect(computeSpecialtyNextStep({ ...signedOut, hasAddress: true, hasCard: true })).toBe(
      '/specialty/1',
    );
  });

  it('sends a signed-in person without an address to /specialty/4', () => {
    expect(computeSpecialtyNextStep({ ...signedOut, isSignedIn: true })).toBe('/specialty/4');
    expect(computeSpecialtyNextStep({ ...signedOut, isSignedIn: true, hasCard: true })).toBe(
      '/specialty/4',
    );
  });

  it('asks for a card once there is an address (/specialty/6)', () => {
    expect(computeSpecialtyNextStep({ isSignedIn: true, hasAddress: true, hasCard: false })).toBe(
      '/specialty/6',
    );
  });

  it('reviews with an address and a card (/specialty/7)', () => {
    expect(computeSpecialtyNextStep({ isSignedIn: true, hasAddress: true, hasCard: true })).toBe(
      '/specialty/7',
    );
  });

  it('confirms the order once there is one (/specialty/8/{orderId})', () => {
    expect(
      computeSpecialtyNextStep({
        isSignedIn: true,
        hasAddress: true,
        hasCard: true,
        orderId: 'ord_abc',
      }),
    ).toBe('/specialty/8/ord_abc');
  });

  it('needs an order id for the confirmation path', () => {
    expect(() => buildSpecialtyStepPath(8)).toThrow();
    expect(buildSpecialtyStepPath(8, 'a/b')).toBe('/specialty/8/a%2Fb');
  });
});

describe('convertNimbusCentsToDollars', () => {
  it('divides cents by 100', () => {
    expect(convertNimbusCentsToDollars(1234)).toBe(12.34);
    expect(convertNimbusCentsToDollars(0)).toBe(0);
    expect(convertNimbusCentsToDollars(5)).toBe(0.05);
  });

  it('refuses an amount that is not whole cents', () => {
    expect(() => convertNimbusCentsToDollars(1.5)).toThrow(RangeError);
  });
});

describe('formatNimbusAmount', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(formatNimbusAmount(1200)).toBe('$12.00');
    expect(formatNimbusAmount(123456)).toBe('$1,234.56');
    expect(formatNimbusAmount(7)).toBe('$0.07');
    expect(formatNimbusAmount(-250)).toBe('-$2.50');
  });

  it('shows zero as Free', () => {
    expect(formatNimbusAmount(0)).toBe('Free');
  });
});
