import { describe, expect, it } from 'vitest';
import { chooseOrderUpdateChannel, describeOrderUpdatePromise } from './order-updates';

const EMAIL = 'sam@example.com';
const PHONE = '3145550100';

describe('how a person hears about their order', () => {
  it('texts only a person who turned texts on and has a phone number', () => {
    expect(chooseOrderUpdateChannel({ email: EMAIL, mobileNumber: PHONE, smsOptIn: true })).toBe(
      'text',
    );
    expect(chooseOrderUpdateChannel({ email: EMAIL, mobileNumber: null, smsOptIn: true })).toBe(
      'email',
    );
  });

  it('emails when texts are off, as they are by default', () => {
    expect(chooseOrderUpdateChannel({ email: EMAIL, mobileNumber: PHONE, smsOptIn: false })).toBe(
      'email',
    );
  });

  it('texts an account with only a phone number, and nobody without either', () => {
    expect(chooseOrderUpdateChannel({ email: null, mobileNumber: PHONE, smsOptIn: false })).toBe(
      'text',
    );
    expect(chooseOrderUpdateChannel({ email: null, mobileNumber: null, smsOptIn: true })).toBe(
      null,
    );
  });

  it('promises what the channel does', () => {
    expect(describeOrderUpdatePromise('text')).toBe("We'll text you");
    expect(describeOrderUpdatePromise('email')).toBe("We'll email you");
    expect(describeOrderUpdatePromise(null)).toBe(null);
  });
});
