import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '@fillwell/domain';
import {
  computeAge,
  findIneligibility,
  judgeMedication,
  TELEMED_MESSAGES,
  type TelemedPatient,
  type TelemedRequirement,
} from './telemed-eligibility';

const BIRTH_CONTROL: TelemedRequirement = {
  slug: 'birth-control',
  name: 'Birth Control',
  minAge: 18,
  maxAge: 50,
  eligibleStates: ['CA', 'NY'],
  maleEligible: false,
  femaleEligible: true,
};
const COLD_SORES: TelemedRequirement = {
  ...BIRTH_CONTROL,
  slug: 'cold-sores',
  name: 'Cold Sores',
  maxAge: 99,
  eligibleStates: ['CA', 'TX'],
  maleEligible: true,
};
const UNKNOWN: TelemedPatient = { age: null, gender: null };

describe('computeAge', () => {
  const today = new Date('2026-06-15T12:00:00Z');

  it('counts whole years, a birthday counting from its day', () => {
    expect(computeAge('2000-06-15', today)).toBe(26);
    expect(computeAge('2000-06-16', today)).toBe(25);
    expect(computeAge('2000-01-31', today)).toBe(26);
    expect(computeAge('2008-12-01', today)).toBe(17);
  });

  it('is unknown for a missing, malformed, impossible or future date', () => {
    for (const dob of [null, '', '06/15/2000', '2000-02-30', '2030-01-01']) {
      expect(computeAge(dob, today)).toBeNull();
    }
  });
});

describe('findIneligibility', () => {
  it('needs an eligible state', () => {
    expect(findIneligibility(BIRTH_CONTROL, 'TX', UNKNOWN)).toBe(
      CHECKOUT_MESSAGES.notEligibleForVisit,
    );
    expect(findIneligibility(BIRTH_CONTROL, 'CA', UNKNOWN)).toBeNull();
  });

  it('checks the age range when the age is known; 99 means and over', () => {
    expect(findIneligibility(BIRTH_CONTROL, 'CA', { age: 17, gender: null })).toBe(
      'Online doctor visits for Birth Control are for people aged 18 to 50.',
    );
    expect(findIneligibility(BIRTH_CONTROL, 'CA', { age: 51, gender: null })).not.toBeNull();
    expect(findIneligibility(BIRTH_CONTROL, 'CA', { age: 50, gender: null })).toBeNull();
    expect(findIneligibility(COLD_SORES, 'CA', { age: 104, gender: null })).toBeNull();
    expect(findIneligibility(COLD_SORES, 'CA', { age: 16, gender: null })).toBe(
      'Online doctor visits for Cold Sores are for people 18 and over.',
    );
  });

  it('checks the sex when it is known', () => {
    expect(findIneligibility(BIRTH_CONTROL, 'CA', { age: 30, gender: 'male' })).toBe(
      'Online doctor visits for Birth Control are for women only.',
    );
    expect(findIneligibility(BIRTH_CONTROL, 'CA', { age: 30, gender: 'female' })).toBeNull();
  });
});

describe('judgeMedication', () => {
  it('is eligible through any of its conditions', () => {
    expect(judgeMedication([BIRTH_CONTROL, COLD_SORES], 'TX', UNKNOWN)).toEqual({
      condition: 'cold-sores',
      isEligible: true,
      reason: null,
    });
  });

  it("gives the first condition's reason when none allows a visit", () => {
    expect(judgeMedication([BIRTH_CONTROL, COLD_SORES], 'NV', UNKNOWN)).toEqual({
      condition: 'birth-control',
      isEligible: false,
      reason: CHECKOUT_MESSAGES.notEligibleForVisit,
    });
  });

  it('is not eligible without a state or without a known condition', () => {
    expect(judgeMedication([COLD_SORES], null, UNKNOWN)).toEqual({
      condition: 'cold-sores',
      isEligible: false,
      reason: TELEMED_MESSAGES.stateUnknown,
    });
    expect(judgeMedication([], 'CA', UNKNOWN)).toEqual({
      condition: null,
      isEligible: false,
      reason: TELEMED_MESSAGES.notOffered,
    });
  });
});
