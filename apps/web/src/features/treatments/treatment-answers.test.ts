import { describe, expect, it } from 'vitest';
import {
  EMPTY_ANSWERS,
  isAnswered,
  parseStepIndex,
  readDob,
  readSelectionParams,
  toEligibilityRequest,
  toInitialAnswers,
  toSearch,
  toVisitChoice,
  toVisitPatient,
} from './treatment-answers';

const TODAY = new Date(Date.UTC(2026, 5, 15));

describe('readDob', () => {
  it('tells empty, partly typed, valid and wrong dates apart', () => {
    expect(readDob({ month: '', day: '', year: '' }, TODAY)).toEqual({ kind: 'empty' });
    expect(readDob({ month: '4', day: '', year: '' }, TODAY)).toEqual({ kind: 'incomplete' });
    expect(readDob({ month: '4', day: '9', year: '198' }, TODAY)).toEqual({ kind: 'incomplete' });
    expect(readDob({ month: '4', day: '9', year: '1980' }, TODAY)).toEqual({
      kind: 'valid',
      isoDate: '1980-04-09',
    });
    expect(readDob({ month: '2', day: '30', year: '1980' }, TODAY).kind).toBe('invalid');
    expect(readDob({ month: '6', day: '15', year: '2026' }, TODAY).kind).toBe('invalid');
  });
});

describe('toEligibilityRequest', () => {
  it('asks nothing before a state is chosen', () => {
    expect(toEligibilityRequest('hair-loss', EMPTY_ANSWERS, TODAY)).toBeNull();
  });

  it('sends the state alone, then the date and sex once they are known', () => {
    const stateOnly = { ...EMPTY_ANSWERS, state: 'AR' };
    expect(toEligibilityRequest('hair-loss', stateOnly, TODAY)).toEqual({
      condition: 'hair-loss',
      state: 'AR',
    });
    const partDate = { ...stateOnly, dob: { month: '1', day: '2', year: '19' } };
    expect(toEligibilityRequest('hair-loss', partDate, TODAY)).toEqual({
      condition: 'hair-loss',
      state: 'AR',
    });
    const full = {
      state: 'NY',
      dob: { month: '1', day: '2', year: '1990' },
      gender: 'male' as const,
    };
    expect(toEligibilityRequest('hair-loss', full, TODAY)).toEqual({
      condition: 'hair-loss',
      state: 'NY',
      dob: '1990-01-02',
      gender: 'male',
    });
    expect(isAnswered(full, TODAY)).toBe(true);
    expect(isAnswered({ ...full, gender: null }, TODAY)).toBe(false);
    expect(isAnswered({ ...full, state: '' }, TODAY)).toBe(false);
  });
});

describe('toInitialAnswers', () => {
  it('fills the answers from what the server knows', () => {
    expect(toInitialAnswers({ state: 'MO', dob: '1980-02-03', gender: 'female' })).toEqual({
      state: 'MO',
      dob: { month: '2', day: '3', year: '1980' },
      gender: 'female',
    });
    expect(toInitialAnswers({ state: null, dob: null, gender: null })).toEqual(EMPTY_ANSWERS);
  });
});

describe('step and selection params', () => {
  it('reads step indexes 0 to 3 only', () => {
    expect(['0', '1', '2', '3'].map(parseStepIndex)).toEqual([0, 1, 2, 3]);
    for (const bad of ['4', '01', '-1', 'x', '', undefined]) expect(parseStepIndex(bad)).toBeNull();
  });

  it('keeps only well-formed med_id, quantity and source_type', () => {
    expect(
      readSelectionParams(new URLSearchParams('med_id=12&quantity=30&source_type=subscription')),
    ).toEqual({ medId: 12, quantity: 30, sourceType: 'subscription' });
    expect(readSelectionParams(new URLSearchParams('med_id=abc&quantity=0&source_type=x'))).toEqual(
      {},
    );
  });

  it('writes the selection back as a query', () => {
    expect(toSearch({ medId: 12, quantity: 30, sourceType: 'cart' })).toBe(
      '?med_id=12&quantity=30&source_type=cart',
    );
    expect(toSearch({})).toBe('');
  });
});

describe('toVisitPatient', () => {
  it('keeps the state, and the date of birth and sex once they are real answers', () => {
    expect(toVisitPatient(EMPTY_ANSWERS, TODAY)).toBeNull();
    const partial = { ...EMPTY_ANSWERS, state: 'MO', dob: { month: '4', day: '', year: '' } };
    expect(toVisitPatient(partial, TODAY)).toEqual({ state: 'MO' });
    const full = {
      state: 'MO',
      dob: { month: '4', day: '12', year: '1975' },
      gender: 'male' as const,
    };
    expect(toVisitPatient(full, TODAY)).toEqual({
      state: 'MO',
      dob: '1975-04-12',
      gender: 'male',
    });
  });
});

describe('toVisitChoice', () => {
  it("answers the item's prescription question with the visit, keeping the other answers", () => {
    const cart = { confirmedPrescriptions: [5, 22], isBuyingConsultations: [] };
    expect(toVisitChoice(cart, { medId: 22, medNameId: 202 }, { state: 'MO' })).toEqual({
      confirmedPrescriptions: [5, 22],
      isBuyingConsultations: [202],
      visitPatient: { state: 'MO' },
    });
    expect(toVisitChoice(cart, { medId: 23, medNameId: 203 }, null)).toEqual({
      confirmedPrescriptions: [5, 22, 23],
      isBuyingConsultations: [203],
    });
  });
});
