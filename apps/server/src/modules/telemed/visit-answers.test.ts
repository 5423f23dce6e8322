import { describe, expect, it } from 'vitest';
import { checkVisitAnswers, isAnswerFlagged, VISIT_ANSWER_MESSAGES } from './visit-answers';
import { listVisitQuestions } from './visit-questions';

const ED = listVisitQuestions('erectile-dysfunction');

/** Every required question answered: No, else the first option. */
function answerAll(overrides: Record<string, string> = {}) {
  return ED.filter((question) => question.showWhen === null && question.isRequired).map(
    (question) => ({
      questionId: question.id,
      answer:
        overrides[question.id] ??
        (question.options.includes('No') ? 'No' : question.options[0]) ??
        'Something',
    }),
  );
}

describe('visit questionnaires', () => {
  it('asks condition questions first and the common ones after', () => {
    const ids = ED.map((question) => question.id);
    expect(ids[0]).toBe('ed-duration');
    expect(ids).toContain('ed-nitrates');
    expect(ids).toContain('blood-pressure');
    expect(ids.slice(-7)).toEqual([
      'other-medications',
      'other-medications-list',
      'allergies',
      'allergies-list',
      'other-conditions',
      'other-conditions-list',
      'anything-else',
    ]);
  });

  it('has questions of its own for every telemedicine condition', () => {
    const common = listVisitQuestions('unknown').length;
    for (const slug of [
      'erectile-dysfunction',
      'hair-loss',
      'birth-control',
      'cold-sores',
      'cholesterol',
      'acid-reflux',
      'seasonal-allergies',
    ]) {
      expect(listVisitQuestions(slug).length, slug).toBeGreaterThan(common);
    }
  });
});

describe('checking visit answers', () => {
  it('keeps the answers with the questions as shown', () => {
    const check = checkVisitAnswers(ED, answerAll());
    expect(check.isValid).toBe(true);
    if (!check.isValid) return;
    expect(check.answers[0]).toEqual({
      questionId: 'ed-duration',
      question: 'How long have you had trouble getting or keeping an erection?',
      answer: 'Less than 3 months',
    });
  });

  it('asks for every required question that shows', () => {
    const check = checkVisitAnswers(ED, answerAll().slice(1));
    expect(check).toEqual({
      isValid: false,
      errors: { 'ed-duration': [VISIT_ANSWER_MESSAGES.required] },
    });
  });

  it('asks for a follow-up only after its trigger answer', () => {
    const withYes = checkVisitAnswers(ED, answerAll({ allergies: 'Yes' }));
    expect(withYes).toEqual({
      isValid: false,
      errors: { 'allergies-list': [VISIT_ANSWER_MESSAGES.required] },
    });
    const withNo = checkVisitAnswers(ED, [
      ...answerAll({ allergies: 'No' }),
      { questionId: 'allergies-list', answer: 'Penicillin' },
    ]);
    expect(withNo.isValid && withNo.answers.map((a) => a.questionId)).not.toContain(
      'allergies-list',
    );
  });

  it('refuses answers that are not among the options, and unknown questions', () => {
    const check = checkVisitAnswers(ED, [
      ...answerAll({ 'ed-nitrates': 'Maybe' }),
      { questionId: 'favourite-colour', answer: 'Blue' },
    ]);
    expect(check).toEqual({
      isValid: false,
      errors: {
        'ed-nitrates': [VISIT_ANSWER_MESSAGES.notAnOption],
        'favourite-colour': [VISIT_ANSWER_MESSAGES.unknownQuestion],
      },
    });
  });

  it('refuses a question answered twice', () => {
    const answers = answerAll();
    const check = checkVisitAnswers(ED, [...answers, { questionId: 'ed-duration', answer: 'x' }]);
    expect(check.isValid ? null : check.errors['ed-duration']).toEqual([
      VISIT_ANSWER_MESSAGES.duplicate,
    ]);
  });

  it('drops empty optional answers and trims the others', () => {
    const check = checkVisitAnswers(ED, [
      ...answerAll(),
      { questionId: 'anything-else', answer: '  ' },
    ]);
    expect(check.isValid && check.answers.map((a) => a.questionId)).not.toContain('anything-else');
  });

  it('flags answers the clinician should look at twice', () => {
    const nitrates = { questionId: 'ed-nitrates', question: '', answer: 'Yes' };
    expect(isAnswerFlagged(ED, nitrates)).toBe(true);
    expect(isAnswerFlagged(ED, { ...nitrates, answer: 'No' })).toBe(false);
    expect(isAnswerFlagged(ED, { ...nitrates, questionId: 'gone' })).toBe(false);
  });
});
