import type { VisitQuestion } from '@fillwell/contracts';

export type AnswerMap = Readonly<Record<string, string>>;

export const REQUIRED_ANSWER_MESSAGE = 'Please answer this question';

/** A follow-up shows only after its trigger answer (the server's rule too). */
export function isQuestionShown(question: VisitQuestion, answers: AnswerMap): boolean {
  const condition = question.showWhen;
  return !condition || condition.answers.includes(answers[condition.questionId] ?? '');
}

export function listShownQuestions(
  questions: readonly VisitQuestion[],
  answers: AnswerMap,
): VisitQuestion[] {
  return questions.filter((question) => isQuestionShown(question, answers));
}

/** A message per shown, required question still unanswered. */
export function findMissingAnswers(
  questions: readonly VisitQuestion[],
  answers: AnswerMap,
): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const question of listShownQuestions(questions, answers)) {
    if (question.isRequired && !(answers[question.id] ?? '').trim()) {
      missing[question.id] = REQUIRED_ANSWER_MESSAGE;
    }
  }
  return missing;
}

/** What is sent: the shown questions' non-empty answers, in questionnaire order. */
export function buildAnswers(questions: readonly VisitQuestion[], answers: AnswerMap) {
  return listShownQuestions(questions, answers).flatMap((question) => {
    const answer = (answers[question.id] ?? '').trim();
    return answer ? [{ questionId: question.id, answer }] : [];
  });
}
