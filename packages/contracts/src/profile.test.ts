import { describe, expect, it } from 'vitest';
import { readDateOfBirth, updateProfileRequestSchema } from './profile';

const TODAY = new Date('2026-11-22T12:00:00Z');

function fieldErrors(input: unknown): Record<string, string[] | undefined> {
  const parsed = updateProfileRequestSchema.safeParse(input);
  if (parsed.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

describe('readDateOfBirth', () => {
  it.each([
    ['1/5/1990', '1990-01-05'],
    ['12/31/2000', '2000-12-31'],
    ['1990-01-05', '1990-01-05'],
    [' 2/29/2000 ', '2000-02-29'],
  ])('reads %s as %s', (text, isoDate) => {
    expect(readDateOfBirth(text, TODAY)).toEqual({ isValid: true, isoDate });
  });

  it.each([
    ['2/30/1990', 'Invalid date'],
    ['1990-02-30', 'Invalid date'],
    ['13/1/1990', 'Invalid date'],
    ['11/22/2026', 'Date must be in the past'],
    ['2030-01-01', 'Date must be in the past'],
    ['1990/01/05', 'Invalid date format: 1990/01/05'],
    ['', 'Invalid date format: '],
  ])('rejects %s with %s', (text, message) => {
    expect(readDateOfBirth(text, TODAY)).toEqual({ isValid: false, message });
  });

  it('does not echo long input back whole', () => {
    const check = readDateOfBirth('1'.repeat(500), TODAY);
    expect(check.isValid).toBe(false);
    if (!check.isValid) expect(check.message.length).toBeLessThan(40);
  });
});

describe('updateProfileRequestSchema', () => {
  it('normalises what it accepts', () => {
    expect(
      updateProfileRequestSchema.parse({
        email: ' Pat@Example.COM ',
        mobileNumber: '+1 (555) 123-4567',
        firstName: ' José ',
        lastName: 'Smith-Jones',
        dob: '3/4/1980',
        gender: 'female',
        telemedCurrentState: 'mo',
        smsOptIn: true,
      }),
    ).toEqual({
      email: 'pat@example.com',
      mobileNumber: '5551234567',
      firstName: 'José',
      lastName: 'Smith-Jones',
      dob: '1980-03-04',
      gender: 'female',
      telemedCurrentState: 'MO',
      smsOptIn: true,
    });
  });

  it('accepts an empty change', () => {
    expect(updateProfileRequestSchema.parse({})).toEqual({});
  });

  it("names each bad field with the specification's message", () => {
    expect(
      fieldErrors({
        email: 'not-an-email',
        mobileNumber: '555-12',
        firstName: '',
        lastName: '<script>alert(1)</script>',
        dob: '2/30/1990',
        gender: 'other',
        telemedCurrentState: 'ZZ',
        smsOptIn: 'yes',
      }),
    ).toEqual({
      email: ['Please enter a valid email address'],
      mobileNumber: ['Please enter a valid phone number'],
      firstName: ['Name not provided'],
      lastName: ['Invalid character(s)'],
      dob: ['Invalid date'],
      gender: ['Please choose male or female'],
      telemedCurrentState: ['Please choose a state we deliver to'],
      smsOptIn: ['Please answer yes or no'],
    });
  });

  it('rejects wrong types and over-long values', () => {
    const errors = fieldErrors({
      firstName: 42,
      lastName: 'a'.repeat(51),
      mobileNumber: 5551234567,
      dob: 19900105,
      email: `${'a'.repeat(250)}@example.com`,
    });
    expect(errors.firstName).toEqual(['Name not provided']);
    expect(errors.lastName).toEqual(['Invalid character(s)']);
    expect(errors.mobileNumber).toEqual(['Please enter a valid phone number']);
    expect(errors.dob).toEqual(['Invalid date']);
    expect(errors.email?.[0]).toBe('Please enter a valid email address');
  });

  it('rejects fields it does not know', () => {
    expect(updateProfileRequestSchema.safeParse({ type: 'full' }).success).toBe(false);
    expect(updateProfileRequestSchema.safeParse({ referralCode: 'abc' }).success).toBe(false);
  });
});
