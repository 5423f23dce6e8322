import type { VisitAnswer } from '@fillwell/contracts';
import type { VisitQuestionDefinition } from './visit-questions';

export interface GivenAnswer {
  questionId: string;
  answer: string;
}

export type AnswerCheck =
  { isValid: true; answers: VisitAnswer[] } | { isValid: false; errors: Record<string, string[]> };

export const VISIT_ANSWER_MESSAGES = {
  required: 'Please answer this question',
  notAnOption: 'Please choose one of the answers',
  unknownQuestion: 'This question is not part of the visit',
  duplicate: 'Answer each question once',
} as const;

/** A follow-up shows only after its trigger answer; other questions always show. */
export function isQuestionShown(
  question: Pick<VisitQuestionDefinition, 'showWhen'>,
  given: ReadonlyMap<string, string>,
): boolean {
  const condition = question.showWhen;
  return !condition || condition.answers.includes(given.get(condition.questionId) ?? '');
}

function readGiven(
  questions: readonly VisitQuestionDefinition[],
  input: readonly GivenAnswer[],
  errors: Record<string, string[]>,
): Map<string, string> {
  const known = new Set(questions.map((question) => question.id));
  const given = new Map<string, string>();
  for (const { questionId, answer } of input) {
    if (!known.has(questionId)) errors[questionId] = [VISIT_ANSWER_MESSAGES.unknownQuestion];
    else if (given.has(questionId)) errors[questionId] = [VISIT_ANSWER_MESSAGES.duplicate];
    else given.set(questionId, answer.trim());
  }
  return given;
}

function checkOne(question: VisitQuestionDefinition, answer: string): string | null {
  if (!answer) return question.isRequired ? VISIT_ANSWER_MESSAGES.required : null;
  if (question.kind === 'choice' && !question.options.includes(answer)) {
    return VISIT_ANSWER_MESSAGES.notAnOption;
  }
  return null;
}

/**
 * Checks a questionnaire: every shown, required question answered, choices among the options,
 * no unknown questions. Answers to hidden follow-ups and empty optional ones are dropped; the
 * answers kept carry the question as shown.
 */
export function checkVisitAnswers(
  questions: readonly VisitQuestionDefinition[],
  input: readonly GivenAnswer[],
): AnswerCheck {
  const errors: Record<string, string[]> = {};
  const given = readGiven(questions, input, errors);
  const answers: VisitAnswer[] = [];
  for (const question of questions) {
    if (!isQuestionShown(question, given)) continue;
    const answer = given.get(question.id) ?? '';
    const problem = checkOne(question, answer);
    if (problem) errors[question.id] = [problem];
    else if (answer) answers.push({ questionId: question.id, question: question.text, answer });
  }
  return Object.keys(errors).length ? { isValid: false, errors } : { isValid: true, answers };
}

/** An answer the clinician should look at twice (e.g. nitrates with an ED medication). */
export function isAnswerFlagged(
  questions: readonly VisitQuestionDefinition[],
  answer: VisitAnswer,
): boolean {
  const question = questions.find((candidate) => candidate.id === answer.questionId);
  return question?.flaggedAnswers.includes(answer.answer) ?? false;
}
