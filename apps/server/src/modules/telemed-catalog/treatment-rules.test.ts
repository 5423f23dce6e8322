import { describe, expect, it } from 'vitest';
import type { DrugForm } from '@fillwell/contracts';
import { CHECKOUT_MESSAGES, TELEHEALTH_MAX_UNITS } from '@fillwell/domain';
import {
  telemedEligibility,
  TELEHEALTH_MAX_UNITS as TELEMED_MODULE_LIMIT,
  type TelemedConditionRow,
} from '../telemed/index';
import { judgeAny, listIneligibilityReasons } from './treatment-eligibility';
import { limitForms } from './treatment-formulations';

const BIRTH_CONTROL: TelemedConditionRow = {
  slug: 'birth-control',
  name: 'Birth Control',
  consultationType: 'async',
  minAge: 18,
  maxAge: 50,
  eligibleStates: ['NY', 'CA'],
  maleEligible: false,
  femaleEligible: true,
  description: '',
  treatmentType: 'birth_control',
};
const COLD_SORES: TelemedConditionRow = {
  ...BIRTH_CONTROL,
  slug: 'cold-sores',
  name: 'Cold Sores',
  maxAge: 99,
  maleEligible: true,
  eligibleStates: ['NY'],
};

describe('the telehealth limit', () => {
  it('is the one the telemed module prescribes by', () => {
    expect(TELEHEALTH_MAX_UNITS).toBe(TELEMED_MODULE_LIMIT);
  });
});

describe('eligibility reasons', () => {
  const requirement = telemedEligibility.toTelemedRequirement(BIRTH_CONTROL);

  it('is empty for an eligible person and when age and sex are unknown', () => {
    expect(listIneligibilityReasons(requirement, 'NY', { age: 30, gender: 'female' })).toEqual([]);
    expect(listIneligibilityReasons(requirement, 'NY', { age: null, gender: null })).toEqual([]);
  });

  it('lists state, age and sex reasons in that order', () => {
    expect(listIneligibilityReasons(requirement, 'TX', { age: 51, gender: 'male' })).toEqual([
      CHECKOUT_MESSAGES.notEligibleForVisit,
      'Online doctor visits for Birth Control are for people aged 18 to 50.',
      'Online doctor visits for Birth Control are for women only.',
    ]);
  });

  it('asks for the state when it is unknown', () => {
    expect(listIneligibilityReasons(requirement, null, { age: 30, gender: 'female' })).toEqual([
      'Choose the state you are in to check if an online doctor visit is available',
    ]);
  });

  it('computes the age from the date of birth and ignores unknown sexes', () => {
    const today = new Date(Date.UTC(2026, 5, 15));
    expect(telemedEligibility.toTelemedPatient('2008-06-15', 'female', today)).toEqual({
      age: 18,
      gender: 'female',
    });
    expect(telemedEligibility.toTelemedPatient('2008-06-16', 'other', today)).toEqual({
      age: 17,
      gender: null,
    });
    expect(telemedEligibility.toTelemedPatient(null, null, today)).toEqual({
      age: null,
      gender: null,
    });
  });

  it('accepts a consultation type when any of its conditions does', () => {
    expect(judgeAny([BIRTH_CONTROL, COLD_SORES], 'NY', { age: 60, gender: 'male' })).toEqual({
      isEligible: true,
      reasons: [],
    });
    expect(judgeAny([BIRTH_CONTROL, COLD_SORES], 'CA', { age: 60, gender: 'male' })).toEqual({
      isEligible: false,
      reasons: [
        'Online doctor visits for Birth Control are for people aged 18 to 50.',
        'Online doctor visits for Birth Control are for women only.',
        CHECKOUT_MESSAGES.notEligibleForVisit,
      ],
    });
  });
});

describe('limitForms', () => {
  const price = {} as DrugForm['dosages'][number]['quantities'][number]['price'];
  const quantity = (rawQuantity: number, isCustomQuantity = false) => ({
    rawQuantity,
    displayQuantity: `${rawQuantity} tablets`,
    isCustomQuantity,
    price,
    genericComparison: null,
  });

  it('keeps quantities up to 90, drops custom ones and empty dosages', () => {
    const forms: DrugForm[] = [
      {
        form: 'tablet',
        displayForm: 'Tablet',
        dosages: [
          {
            medId: 1,
            displayDosage: '10 mg',
            isCustomQuantityAllowed: true,
            defaultQuantityIndex: 1,
            quantities: [quantity(30), quantity(90), quantity(120), quantity(45, true)],
          },
          {
            medId: 2,
            displayDosage: '20 mg',
            isCustomQuantityAllowed: false,
            defaultQuantityIndex: 0,
            quantities: [quantity(91)],
          },
        ],
      },
      {
        form: 'pack',
        displayForm: 'Pack',
        dosages: [
          {
            medId: 3,
            displayDosage: '1 pack',
            isCustomQuantityAllowed: false,
            defaultQuantityIndex: 0,
            quantities: [quantity(180)],
          },
        ],
      },
    ];
    const limited = limitForms(forms);
    expect(limited).toHaveLength(1);
    expect(limited[0]?.dosages).toHaveLength(1);
    expect(limited[0]?.dosages[0]).toMatchObject({
      medId: 1,
      isCustomQuantityAllowed: false,
      defaultQuantityIndex: 1,
    });
    expect(limited[0]?.dosages[0]?.quantities.map((entry) => entry.rawQuantity)).toEqual([30, 90]);
  });

  it('falls back to the largest allowed quantity when the default is above the limit', () => {
    const [form] = limitForms([
      {
        form: 'tablet',
        displayForm: 'Tablet',
        dosages: [
          {
            medId: 1,
            displayDosage: '10 mg',
            isCustomQuantityAllowed: false,
            defaultQuantityIndex: 2,
            quantities: [quantity(30), quantity(60), quantity(120)],
          },
        ],
      },
    ]);
    expect(form?.dosages[0]?.defaultQuantityIndex).toBe(1);
  });
});
