import {
  TELEMED_ERROR_CODES,
  type Money,
  type Visit,
  type VisitAnswersRequest,
  type VisitDecisionView,
  type VisitResponse,
} from '@fillwell/contracts';
import { CONSULTATION_MESSAGES, VISIT_DECISIONS, type VisitDecision } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import type { ConsultationRow, VisitRecordRow } from '../../db/schema/index';
import { createValidationError, HttpError } from '../../plugins/http-error';
import { toMoney } from '../cart/index';
import type { ConsultationReader } from './consultation-reader';
import {
  listItemRefunds,
  listVisitRecords,
  moveConsultationStatus,
  readAccountNames,
  saveSubmittedAnswers,
} from './consultation-repository';
import { checkVisitAnswers } from './visit-answers';
import {
  answerFromProfile,
  listQuestionsToAsk,
  mergeVisitAnswers,
  readVisitHealthProfile,
} from './visit-health-answers';
import { listVisitQuestions, toVisitQuestion } from './visit-questions';

export const VISIT_MESSAGES = {
  alreadySubmitted: 'You already sent this visit to the doctor.',
} as const;

export interface VisitServiceOptions {
  db: AppDatabase;
  reader: ConsultationReader;
}

function readDecision(value: string | null): VisitDecision | null {
  return (VISIT_DECISIONS as readonly string[]).includes(value ?? '')
    ? (value as VisitDecision)
    : null;
}

/** The decision as the patient reads it, with the reviewing clinician's name. */
export async function describeDecision(
  db: AppDatabase,
  record: VisitRecordRow | undefined,
): Promise<VisitDecisionView | null> {
  const value = readDecision(record?.decision ?? null);
  if (!record || !value || !record.reviewedAt) return null;
  const names = await readAccountNames(db, record.clinicianId ? [record.clinicianId] : []);
  return {
    value,
    note: record.clinicianNote ?? '',
    clinicianName: names.get(record.clinicianId ?? '') ?? 'Your clinician',
    decidedOn: record.reviewedAt.toISOString(),
  };
}

/** The built-in visit: its questionnaire, the patient's answers and the clinician's decision. */
export function createVisitService({ db, reader }: VisitServiceOptions) {
  /** What went back to the card for the medication of a declined visit. */
  async function readRefund(row: ConsultationRow): Promise<Money | null> {
    if (row.status !== 'not_prescribed' || !row.orderItemId) return null;
    const refunds = await listItemRefunds(db, [row.orderItemId]);
    const cents = refunds
      .filter((refund) => !refund.providerReference.startsWith('pending:'))
      .reduce((sum, refund) => sum + refund.amountCents, 0);
    return cents > 0 ? toMoney(cents) : null;
  }

  /** The questions the patient is asked: not the health ones their patient profile answers. */
  async function listAskedQuestions(row: ConsultationRow) {
    const profile = await readVisitHealthProfile(db, row.accountId);
    return { profile, questions: listQuestionsToAsk(listVisitQuestions(row.condition), profile) };
  }

  async function describeVisit(row: ConsultationRow): Promise<Visit> {
    const [record] = await listVisitRecords(db, [row.id]);
    const [consultation, decision, refund, asked] = await Promise.all([
      reader.toView(row),
      describeDecision(db, record),
      readRefund(row),
      listAskedQuestions(row),
    ]);
    return {
      consultation,
      questions: asked.questions.map(toVisitQuestion),
      answers: record?.answers ?? [],
      decision,
      refund,
    };
  }

  async function getVisit(accountId: string, id: string): Promise<VisitResponse> {
    return { result: await describeVisit(await reader.findOwned(accountId, id)) };
  }

  /** Sends the questionnaire to the doctor: answers checked and kept, status awaiting review. */
  async function submitAnswers(
    accountId: string,
    id: string,
    request: VisitAnswersRequest,
  ): Promise<VisitResponse> {
    const row = await reader.findOwned(accountId, id);
    if (row.creationStatus !== 'created') {
      throw new HttpError(
        409,
        TELEMED_ERROR_CODES.setupFailed,
        CONSULTATION_MESSAGES.issueSettingUp,
      );
    }
    if (row.status !== 'incomplete') throw createAlreadySubmittedError();
    const { profile, questions } = await listAskedQuestions(row);
    const check = checkVisitAnswers(questions, request.answers);
    if (!check.isValid) throw createValidationError(check.errors);
    const answers = mergeVisitAnswers(listVisitQuestions(row.condition), [
      ...check.answers,
      ...(profile ? answerFromProfile(profile) : []),
    ]);
    await db.transaction(async (tx) => {
      const isMoved = await moveConsultationStatus(tx, id, 'incomplete', 'awaiting_doctor_review');
      if (!isMoved) throw createAlreadySubmittedError();
      await saveSubmittedAnswers(tx, id, accountId, answers);
    });
    return { result: await describeVisit({ ...row, status: 'awaiting_doctor_review' }) };
  }

  return { getVisit, submitAnswers };
}

function createAlreadySubmittedError(): HttpError {
  return new HttpError(409, TELEMED_ERROR_CODES.alreadySubmitted, VISIT_MESSAGES.alreadySubmitted);
}

export type VisitService = ReturnType<typeof createVisitService>;
