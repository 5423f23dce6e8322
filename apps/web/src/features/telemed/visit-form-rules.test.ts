import { describe, expect, it } from 'vitest';
import type { VisitQuestion } from '@fillwell/contracts';
import { buildAnswers, findMissingAnswers, listShownQuestions } from './visit-form-rules';

function makeQuestion(overrides: Partial<VisitQuestion> & { id: string }): VisitQuestion {
  return {
    text: overrides.id,
    kind: 'choice',
    options: ['Yes', 'No'],
    isRequired: true,
    hint: null,
    showWhen: null,
    ...overrides,
  };
}

const QUESTIONS = [
  makeQuestion({ id: 'allergies' }),
  makeQuestion({
    id: 'allergies-list',
    kind: 'text',
    options: [],
    showWhen: { questionId: 'allergies', answers: ['Yes'] },
  }),
  makeQuestion({ id: 'anything-else', kind: 'text', options: [], isRequired: false }),
];

describe('visit form rules', () => {
  it('shows a follow-up only after its trigger answer', () => {
    const ids = (answers: Record<string, string>) =>
      listShownQuestions(QUESTIONS, answers).map((question) => question.id);
    expect(ids({})).toEqual(['allergies', 'anything-else']);
    expect(ids({ allergies: 'Yes' })).toEqual(['allergies', 'allergies-list', 'anything-else']);
  });

  it('asks for every shown required answer, not optional or hidden ones', () => {
    expect(findMissingAnswers(QUESTIONS, {})).toEqual({
      allergies: 'Please answer this question',
    });
    expect(findMissingAnswers(QUESTIONS, { allergies: 'Yes', 'allergies-list': ' ' })).toEqual({
      'allergies-list': 'Please answer this question',
    });
    expect(findMissingAnswers(QUESTIONS, { allergies: 'No' })).toEqual({});
  });

  it('sends the shown, non-empty answers trimmed', () => {
    expect(
      buildAnswers(QUESTIONS, {
        allergies: 'No',
        'allergies-list': 'Penicillin',
        'anything-else': '  Thanks ',
      }),
    ).toEqual([
      { questionId: 'allergies', answer: 'No' },
      { questionId: 'anything-else', answer: 'Thanks' },
    ]);
  });
});
