import { describe, expect, it } from 'vitest';
import { toProfile } from './profile-service';

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
