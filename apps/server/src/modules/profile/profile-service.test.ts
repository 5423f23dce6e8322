import { describe, expect, it } from 'vitest';
import { isUniqueViolation, toProfile } from './profile-service';

describe('isUniqueViolation', () => {
  it('finds the unique-violation code on the error or on the errors it wraps', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    const driverError = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isUniqueViolation(new Error('Failed query', { cause: driverError }))).toBe(true);
  });

  it('is false for other failures', () => {
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});

describe('toProfile', () => {
  it('shows only the genders the contract knows', () => {
    const row = {
      email: null,
      mobileNumber: null,
      smsOptIn: false,
      medInfoOptIn: false,
      firstName: null,
      lastName: null,
      dob: null,
      telemedCurrentState: null,
    };
    expect(toProfile({ ...row, gender: 'female' }).gender).toBe('female');
    expect(toProfile({ ...row, gender: 'unknown' }).gender).toBeNull();
  });
});
