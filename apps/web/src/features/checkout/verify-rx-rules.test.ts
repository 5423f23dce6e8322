import { createCartItem } from '@/features/cart/testing/cart-fixtures';
import {
  canContinueVerifyRx,
  getInitialAnswers,
  getVerifyRxVariant,
  hasTooManyWithoutPrescription,
  isPrescriptionRequired,
  isSameKeptAnswers,
  listRefillableMedNameIds,
  listSourceChanges,
  toFinishedAnswers,
  toKeptAnswers,
  toVisitEligibility,
  type VerifyRxState,
} from './verify-rx-rules';

const ELIGIBLE = createCartItem({ id: 'a', medId: 1, isTelemedEligible: true });
const OTHER_ELIGIBLE = createCartItem({ id: 'b', medId: 2, isTelemedEligible: true });
const NOT_ELIGIBLE = createCartItem({ id: 'c', medId: 3, isTelemedEligible: false });

function state(overrides: Partial<VerifyRxState>): VerifyRxState {
  return {
    items: [ELIGIBLE, NOT_ELIGIBLE],
    answers: {},
    visitEligibility: 'unknown',
    isConsultConfirmed: false,
    ...overrides,
  };
}

describe('the verify-rx Continue rule', () => {
  it('waits for an answer on every item', () => {
    expect(canContinueVerifyRx(state({ answers: { a: 'yes' } }))).toBe(false);
    expect(canContinueVerifyRx(state({ answers: { a: 'yes', c: 'yes' } }))).toBe(true);
  });

  it('allows a no only on a telemed-eligible item, in an eligible state, with the consult confirmed', () => {
    const answers = { a: 'no', c: 'yes' } as const;
    expect(canContinueVerifyRx(state({ answers }))).toBe(false);
    expect(canContinueVerifyRx(state({ answers, visitEligibility: 'eligible' }))).toBe(false);
    expect(
      canContinueVerifyRx(
        state({ answers, visitEligibility: 'not-eligible', isConsultConfirmed: true }),
      ),
    ).toBe(false);
    expect(
      canContinueVerifyRx(
        state({ answers, visitEligibility: 'eligible', isConsultConfirmed: true }),
      ),
    ).toBe(true);
  });

  it('keeps Continue off when a medication no visit can prescribe is answered no', () => {
    const answers = { a: 'yes', c: 'no' } as const;
    expect(isPrescriptionRequired(NOT_ELIGIBLE, answers)).toBe(true);
    expect(
      canContinueVerifyRx(
        state({ answers, visitEligibility: 'eligible', isConsultConfirmed: true }),
      ),
    ).toBe(false);
  });

  it('allows only one medication without a prescription', () => {
    const items = [ELIGIBLE, OTHER_ELIGIBLE];
    const answers = { a: 'no', b: 'no' } as const;
    expect(hasTooManyWithoutPrescription(items, answers)).toBe(true);
    expect(
      canContinueVerifyRx(
        state({ items, answers, visitEligibility: 'eligible', isConsultConfirmed: true }),
      ),
    ).toBe(false);
  });
});

describe('verify-rx answers', () => {
  it('start from the cart: a doctor visit is a no, a confirmed prescription a yes', () => {
    const visit = { ...OTHER_ELIGIBLE, rxSrcType: 'consultation' as const };
    expect(getInitialAnswers([ELIGIBLE, visit, NOT_ELIGIBLE], [1])).toEqual({ a: 'yes', b: 'no' });
  });

  it('save a no on an eligible item as a consultation and a yes as none, only when changed', () => {
    const visit = { ...OTHER_ELIGIBLE, rxSrcType: 'consultation' as const };
    expect(
      listSourceChanges([ELIGIBLE, visit, NOT_ELIGIBLE], { a: 'no', b: 'yes', c: 'no' }),
    ).toEqual([
      { itemId: 'a', rxSrcType: 'consultation' },
      { itemId: 'b', rxSrcType: null },
    ]);
    expect(listSourceChanges([ELIGIBLE], {})).toEqual([]);
  });

  it('judge the visit by the item, else by the whole cart', () => {
    expect(toVisitEligibility(undefined, 'a')).toBe('unknown');
    const answer = {
      state: 'MO',
      isEligible: true,
      items: [{ itemId: 'a', condition: 'cholesterol', isEligible: false, reason: 'Not in MO' }],
    };
    expect(toVisitEligibility(answer, 'a')).toBe('not-eligible');
    expect(toVisitEligibility(answer, 'b')).toBe('eligible');
    const noState = { state: null, isEligible: false, items: [] };
    expect(toVisitEligibility(noState, 'a')).toBe('needs-state');
  });
});

describe('the answers the cart keeps', () => {
  const VISIT = { ...ELIGIBLE, medNameId: 10, rxSrcType: 'consultation' as const };
  const OTHER = { ...NOT_ELIGIBLE, medNameId: 30 };
  const NONE = { confirmedPrescriptions: [], isBuyingConsultations: [] };

  it('keeps a yes at once, and a no only as a visit confirmed before', () => {
    expect(toKeptAnswers([VISIT, OTHER], { c: 'yes' }, NONE)).toEqual({
      confirmedPrescriptions: [3],
      isBuyingConsultations: [],
    });
    expect(
      toKeptAnswers([VISIT, OTHER], { a: 'no', c: 'yes' }, NONE).confirmedPrescriptions,
    ).toEqual([3]);
    const confirmedVisit = { confirmedPrescriptions: [1], isBuyingConsultations: [10] };
    expect(toKeptAnswers([VISIT, OTHER], { a: 'no', c: 'yes' }, confirmedVisit)).toEqual({
      confirmedPrescriptions: [1, 3],
      isBuyingConsultations: [10],
    });
    expect(toKeptAnswers([VISIT, OTHER], { a: 'yes' }, confirmedVisit)).toEqual({
      confirmedPrescriptions: [1],
      isBuyingConsultations: [],
    });
  });

  it('confirms every item on Continue, the visits with their medication name', () => {
    expect(toFinishedAnswers([VISIT, OTHER])).toEqual({
      confirmedPrescriptions: [1, 3],
      isBuyingConsultations: [10],
    });
  });

  it('compares kept answers in any order', () => {
    const kept = { confirmedPrescriptions: [1, 3], isBuyingConsultations: [10] };
    expect(
      isSameKeptAnswers(kept, { confirmedPrescriptions: [3, 1], isBuyingConsultations: [10] }),
    ).toBe(true);
    expect(isSameKeptAnswers(kept, { ...kept, isBuyingConsultations: [] })).toBe(false);
  });
});

describe('verify-rx variants', () => {
  const REFILL = createCartItem({ id: 'r', medId: 10, medNameId: 100 });
  const NEW_MED = createCartItem({ id: 'n', medId: 20, medNameId: 200 });
  const own = new Set([100]);

  it('checks eligibility for a cold-sores visit', () => {
    expect(
      getVerifyRxVariant({
        items: [{ ...REFILL, rxSrcType: 'consultation' }],
        visitCondition: 'cold-sores',
        refillableMedNameIds: own,
      }),
    ).toBe('cold-sores');
  });

  it('keeps the default question for a visit for another condition', () => {
    expect(
      getVerifyRxVariant({
        items: [NEW_MED],
        visitCondition: 'cholesterol',
        refillableMedNameIds: new Set(),
      }),
    ).toBe('default');
  });

  it("lists 'Your Prescriptions' when every item refills the account's own prescription", () => {
    expect(
      getVerifyRxVariant({ items: [REFILL], visitCondition: null, refillableMedNameIds: own }),
    ).toBe('seamless-refills');
    expect(
      getVerifyRxVariant({
        items: [REFILL, NEW_MED],
        visitCondition: null,
        refillableMedNameIds: own,
      }),
    ).toBe('default');
    expect(
      getVerifyRxVariant({
        items: [{ ...REFILL, rxSrcType: 'consultation' }],
        visitCondition: null,
        refillableMedNameIds: own,
      }),
    ).toBe('default');
    expect(getVerifyRxVariant({ items: [], visitCondition: null, refillableMedNameIds: own })).toBe(
      'default',
    );
  });

  it('counts only prescriptions that have not expired', () => {
    const meds = [
      { medNameId: 1, prescription: { expirationDate: null } },
      { medNameId: 2, prescription: { expirationDate: '2026-12-31' } },
      { medNameId: 3, prescription: { expirationDate: '2026-01-01' } },
      { medNameId: 4, prescription: null },
    ];
    expect([...listRefillableMedNameIds(meds, '2026-06-01')].sort()).toEqual([1, 2]);
    expect([...listRefillableMedNameIds(meds, '2026-12-31')].sort()).toEqual([1, 2]);
  });
});
