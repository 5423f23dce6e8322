import { describe, expect, it } from 'vitest';
import {
  buildSubscriptionCartPath,
  buildTreatmentStepPath,
  describeAgeRequirement,
  describeSexRequirement,
  formatFromPrice,
  getTreatmentProgressPercent,
  isSubscriptionCondition,
  isSubscriptionEligibleDrug,
  isTreatmentStepIndex,
  listExcludedStateNames,
  listTreatmentSourceTypes,
  SUBSCRIPTION_CONDITIONS,
  TREATMENT_MESSAGES,
  TREATMENT_STEPS,
} from './treatment-catalog';
import { VISIT_FACTS } from './visit-facts';
import { US_STATE_CODES } from './geography';

describe('subscription conditions', () => {
  it('offers erectile dysfunction, hair loss and birth control as monthly subscriptions', () => {
    expect([...SUBSCRIPTION_CONDITIONS]).toEqual([
      'erectile-dysfunction',
      'hair-loss',
      'birth-control',
    ]);
    for (const slug of SUBSCRIPTION_CONDITIONS) expect(isSubscriptionCondition(slug)).toBe(true);
  });

  it('does not offer the other conditions as subscriptions', () => {
    for (const slug of ['cholesterol', 'cold-sores', 'acid-reflux', 'seasonal-allergies', '']) {
      expect(isSubscriptionCondition(slug)).toBe(false);
    }
    expect(isSubscriptionCondition('Erectile-Dysfunction')).toBe(false);
  });

  it('makes a drug subscription-eligible when any of its conditions is one', () => {
    expect(isSubscriptionEligibleDrug(['erectile-dysfunction'])).toBe(true);
    expect(isSubscriptionEligibleDrug(['cholesterol', 'hair-loss'])).toBe(true);
    expect(isSubscriptionEligibleDrug(['cholesterol'])).toBe(false);
    expect(isSubscriptionEligibleDrug([])).toBe(false);
  });

  it('lists the ways to buy: the cart always, a subscription only when eligible', () => {
    expect(listTreatmentSourceTypes(['birth-control'])).toEqual(['cart', 'subscription']);
    expect(listTreatmentSourceTypes(['acid-reflux'])).toEqual(['cart']);
  });
});

describe('treatment steps', () => {
  it('has four steps: about, dosage, eligibility, purchase', () => {
    expect(TREATMENT_STEPS.map((step) => step.key)).toEqual([
      'about',
      'dosage',
      'eligibility',
      'purchase',
    ]);
  });

  it('accepts whole step indexes 0 to 3 only', () => {
    for (const index of [0, 1, 2, 3]) expect(isTreatmentStepIndex(index)).toBe(true);
    for (const index of [-1, 4, 1.5, Number.NaN]) expect(isTreatmentStepIndex(index)).toBe(false);
  });

  it('shows progress as step number over total steps', () => {
    expect([0, 1, 2, 3].map(getTreatmentProgressPercent)).toEqual([25, 50, 75, 100]);
    expect(getTreatmentProgressPercent(9)).toBe(0);
  });

  it('builds step and subscription cart paths', () => {
    expect(buildTreatmentStepPath('hair-loss', 'finasteride', 2)).toBe(
      '/treatments/hair-loss/finasteride/2',
    );
    expect(buildSubscriptionCartPath(123, 30)).toBe('/subs/cart?med_id=123&quantity=30');
  });
});

describe('requirements in words', () => {
  it('reads a maximum age of 99 as "and over"', () => {
    expect(describeAgeRequirement(18, 99)).toBe('18 and over');
    expect(describeAgeRequirement(18, 120)).toBe('18 and over');
    expect(describeAgeRequirement(18, 98)).toBe('18 to 98');
    expect(describeAgeRequirement(18, 50)).toBe('18 to 50');
  });

  it('names who a visit is for by sex', () => {
    expect(describeSexRequirement(true, true)).toBe('Men and women');
    expect(describeSexRequirement(true, false)).toBe('Men only');
    expect(describeSexRequirement(false, true)).toBe('Women only');
    expect(describeSexRequirement(false, false)).toBe('Not available');
  });

  it('lists the states left out, by name', () => {
    const eligible = US_STATE_CODES.filter((code) => !['AR', 'DE', 'WV'].includes(code));
    expect(listExcludedStateNames(eligible)).toEqual(['Arkansas', 'Delaware', 'West Virginia']);
    expect(listExcludedStateNames(US_STATE_CODES)).toEqual([]);
  });
});

describe('visit facts and messages', () => {
  it('states the visit fee, review time and length', () => {
    expect(VISIT_FACTS).toEqual({
      doctorReviewHours: 24,
      visitMinutes: 5,
      consultationFeeCents: 500,
    });
  });

  it('formats "from" prices', () => {
    expect(formatFromPrice(1234)).toBe('from $12.34');
  });

  it('uses the specification texts', () => {
    expect(TREATMENT_MESSAGES.notEligible).toBe(
      "Sorry, you are not eligible for an online doctor's visit. This service is only available in certain states.",
    );
    expect(TREATMENT_MESSAGES.notPrescribed).toContain(
      "We don't currently prescribe this medication",
    );
    expect(TREATMENT_MESSAGES.notPrescribed).toContain('valid prescription');
  });
});
