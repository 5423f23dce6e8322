import type { PatientProfile, VisitAnswer } from '@fillwell/contracts';
import { HEALTH_LIST_QUESTIONS, HEALTH_QUESTIONS } from '@fillwell/domain';
import type { Executor } from '../../db/client';
import {
  AUDIT_ACTIONS,
  readPatientProfile,
  recordAudit,
  toPatientProfile,
} from '../health-profile/patient-profile-repository';
import type { VisitQuestionDefinition } from './visit-questions';

type HealthTopic = keyof typeof HEALTH_QUESTIONS;

/** The visit's own health questions, each standing for a patient profile question. */
const TOPIC_QUESTIONS: Readonly<Record<HealthTopic, { questionId: string; listId: string }>> = {
  allergies: { questionId: 'allergies', listId: 'allergies-list' },
  otherMedications: { questionId: 'other-medications', listId: 'other-medications-list' },
  medicalConditions: { questionId: 'other-conditions', listId: 'other-conditions-list' },
};

const ANSWERED_BY_PROFILE = new Set(
  Object.values(TOPIC_QUESTIONS).flatMap(({ questionId, listId }) => [questionId, listId]),
);

/**
 * The person's patient profile, for their own visit (read on their behalf, so recorded as their
 * read); null when they never answered its questions.
 */
export async function readVisitHealthProfile(
  db: Executor,
  accountId: string,
): Promise<PatientProfile | null> {
  const row = await readPatientProfile(db, accountId);
  if (!row) return null;
  await recordAudit(db, {
    subjectAccountId: accountId,
    actorAccountId: accountId,
    action: AUDIT_ACTIONS.read,
  });
  return toPatientProfile(row);
}

/** Health questions are asked once: with a patient profile, the visit does not ask them. */
export function listQuestionsToAsk(
  questions: readonly VisitQuestionDefinition[],
  profile: PatientProfile | null,
): VisitQuestionDefinition[] {
  return profile
    ? questions.filter((question) => !ANSWERED_BY_PROFILE.has(question.id))
    : [...questions];
}

function answerTopic(
  topic: HealthTopic,
  isYes: boolean,
  entries: readonly { description: string }[],
): VisitAnswer[] {
  const { questionId, listId } = TOPIC_QUESTIONS[topic];
  const answers: VisitAnswer[] = [
    { questionId, question: HEALTH_QUESTIONS[topic], answer: isYes ? 'Yes' : 'No' },
  ];
  if (isYes && entries.length > 0) {
    const list = entries.map((entry) => entry.description).join(', ');
    answers.push({ questionId: listId, question: HEALTH_LIST_QUESTIONS[topic], answer: list });
  }
  return answers;
}

/** The profile's answers, as the visit's answers to the health questions it did not ask. */
export function answerFromProfile(profile: PatientProfile): VisitAnswer[] {
  return [
    ...answerTopic('otherMedications', profile.hasOtherMedications, profile.otherMedications),
    ...answerTopic('allergies', profile.hasAllergies, profile.allergies),
    ...answerTopic('medicalConditions', profile.hasMedicalConditions, profile.medicalConditions),
  ];
}

/** The answers given and the ones taken from the profile, in the questionnaire's order. */
export function mergeVisitAnswers(
  questions: readonly VisitQuestionDefinition[],
  answers: readonly VisitAnswer[],
): VisitAnswer[] {
  const order = new Map(questions.map((question, index) => [question.id, index]));
  const position = (answer: VisitAnswer) => order.get(answer.questionId) ?? questions.length;
  return [...answers].sort((left, right) => position(left) - position(right));
}
