import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  PartnerSurvey,
  PartnerSurveyAnswersResponse,
  PublishSurveyRequest,
  ReverieSurvey,
  SurveyQuestion,
} from '@fillwell/contracts';
import { SURVEY_RATING_MAX, surveyQuestionKindSchema } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { createRecordId } from '../../db/record-id';
import {
  partnerPatients,
  partnerSurveyAnswers,
  partnerSurveyCompletions,
  partnerSurveyQuestions,
  partnerSurveys,
  type PartnerPatientRow,
  type PartnerSurveyQuestionRow,
  type PartnerSurveyRow,
} from '../../db/schema/index';
import { createValidationError } from '../../plugins/http-error';
import { plusErrors } from './plus-errors';

function toQuestion(row: PartnerSurveyQuestionRow): SurveyQuestion {
  const kind = surveyQuestionKindSchema.safeParse(row.kind);
  return {
    id: row.id,
    text: row.text,
    kind: kind.success ? kind.data : 'text',
    options: row.options,
  };
}

/** Why an answer does not fit its question, or null. */
function checkAnswer(question: PartnerSurveyQuestionRow, value: string): string | null {
  if (question.kind === 'rating') {
    const rating = Number(value);
    return Number.isInteger(rating) && rating >= 1 && rating <= SURVEY_RATING_MAX
      ? null
      : `Please choose a rating from 1 to ${SURVEY_RATING_MAX}`;
  }
  if (question.kind === 'choice') {
    return question.options.includes(value) ? null : 'Please choose one of the answers';
  }
  return null;
}

/** Surveys a pharmacy publishes and its patients answer. */
export function createSurveyService(db: AppDatabase) {
  async function listQuestions(surveyIds: readonly string[]): Promise<PartnerSurveyQuestionRow[]> {
    if (surveyIds.length === 0) return [];
    return db
      .select()
      .from(partnerSurveyQuestions)
      .where(inArray(partnerSurveyQuestions.surveyId, [...surveyIds]))
      .orderBy(asc(partnerSurveyQuestions.position));
  }

  async function requireSurvey(
    partnerPharmacyId: string,
    surveyId: string,
  ): Promise<PartnerSurveyRow> {
    const [survey] = await db
      .select()
      .from(partnerSurveys)
      .where(
        and(
          eq(partnerSurveys.id, surveyId),
          eq(partnerSurveys.partnerPharmacyId, partnerPharmacyId),
        ),
      )
      .limit(1);
    if (!survey) throw plusErrors.surveyMissing();
    return survey;
  }

  async function describeForPatient(
    patient: PartnerPatientRow,
    surveys: readonly PartnerSurveyRow[],
  ): Promise<ReverieSurvey[]> {
    const ids = surveys.map((survey) => survey.id);
    if (ids.length === 0) return [];
    const [questions, answers, completions] = await Promise.all([
      listQuestions(ids),
      db
        .select()
        .from(partnerSurveyAnswers)
        .where(
          and(
            inArray(partnerSurveyAnswers.surveyId, ids),
            eq(partnerSurveyAnswers.patientId, patient.id),
          ),
        ),
      db
        .select()
        .from(partnerSurveyCompletions)
        .where(
          and(
            inArray(partnerSurveyCompletions.surveyId, ids),
            eq(partnerSurveyCompletions.patientId, patient.id),
          ),
        ),
    ]);
    return surveys.map((survey) => {
      const own = questions.filter((question) => question.surveyId === survey.id);
      return {
        id: survey.id,
        title: survey.title,
        description: survey.description,
        publishedOn: survey.publishedAt.toISOString(),
        questions: own.map(toQuestion),
        responses: own.flatMap((question) => {
          const answer = answers.find((row) => row.questionId === question.id);
          return answer ? [{ questionId: question.id, value: answer.value }] : [];
        }),
        isCompleted: completions.some((row) => row.surveyId === survey.id),
      };
    });
  }

  async function describeForPharmacy(
    surveys: readonly PartnerSurveyRow[],
  ): Promise<PartnerSurvey[]> {
    const ids = surveys.map((survey) => survey.id);
    if (ids.length === 0) return [];
    const questions = await listQuestions(ids);
    const counts = await db
      .select({ surveyId: partnerSurveyCompletions.surveyId, count: sql<number>`count(*)::int` })
      .from(partnerSurveyCompletions)
      .where(inArray(partnerSurveyCompletions.surveyId, ids))
      .groupBy(partnerSurveyCompletions.surveyId);
    return surveys.map((survey) => ({
      id: survey.id,
      title: survey.title,
      description: survey.description,
      publishedOn: survey.publishedAt.toISOString(),
      questions: questions.filter((row) => row.surveyId === survey.id).map(toQuestion),
      responseCount: Number(counts.find((row) => row.surveyId === survey.id)?.count ?? 0),
    }));
  }

  async function saveAnswer(
    patient: PartnerPatientRow,
    surveyId: string,
    question: PartnerSurveyQuestionRow,
    value: string,
  ): Promise<void> {
    await db
      .insert(partnerSurveyAnswers)
      .values({ questionId: question.id, patientId: patient.id, surveyId, value })
      .onConflictDoUpdate({
        target: [partnerSurveyAnswers.questionId, partnerSurveyAnswers.patientId],
        set: { value, answeredAt: new Date() },
      });
  }

  async function patientSurvey(
    patient: PartnerPatientRow,
    surveyId: string,
  ): Promise<ReverieSurvey> {
    const survey = await requireSurvey(patient.partnerPharmacyId, surveyId);
    const [described] = await describeForPatient(patient, [survey]);
    if (!described) throw plusErrors.surveyMissing();
    return described;
  }

  return {
    async listForPatient(patient: PartnerPatientRow): Promise<ReverieSurvey[]> {
      const surveys = await db
        .select()
        .from(partnerSurveys)
        .where(eq(partnerSurveys.partnerPharmacyId, patient.partnerPharmacyId))
        .orderBy(desc(partnerSurveys.publishedAt))
        .limit(50);
      return describeForPatient(patient, surveys);
    },

    async answerQuestion(
      patient: PartnerPatientRow,
      surveyId: string,
      questionId: string,
      value: string,
    ): Promise<ReverieSurvey> {
      await requireSurvey(patient.partnerPharmacyId, surveyId);
      const question = (await listQuestions([surveyId])).find((row) => row.id === questionId);
      if (!question) throw plusErrors.questionMissing();
      const problem = checkAnswer(question, value);
      if (problem) throw plusErrors.answerInvalid(problem);
      await saveAnswer(patient, surveyId, question, value);
      return patientSurvey(patient, surveyId);
    },

    /** Every answer at once; the survey is then complete. Nothing is saved if one is wrong. */
    async answerSurvey(
      patient: PartnerPatientRow,
      surveyId: string,
      responses: ReadonlyArray<{ questionId: string; value: string }>,
    ): Promise<ReverieSurvey> {
      await requireSurvey(patient.partnerPharmacyId, surveyId);
      const questions = await listQuestions([surveyId]);
      const problems: Record<string, string[]> = {};
      const accepted = responses.flatMap((response, index) => {
        const question = questions.find((row) => row.id === response.questionId);
        const problem = question ? checkAnswer(question, response.value) : 'Question not found';
        if (problem || !question) {
          problems[`responses.${index}.value`] = [problem ?? 'Question not found'];
          return [];
        }
        return [{ question, value: response.value }];
      });
      if (Object.keys(problems).length > 0) throw createValidationError(problems);
      await db.transaction(async (tx) => {
        for (const { question, value } of accepted) {
          await tx
            .insert(partnerSurveyAnswers)
            .values({ questionId: question.id, patientId: patient.id, surveyId, value })
            .onConflictDoUpdate({
              target: [partnerSurveyAnswers.questionId, partnerSurveyAnswers.patientId],
              set: { value, answeredAt: new Date() },
            });
        }
        await tx
          .insert(partnerSurveyCompletions)
          .values({ surveyId, patientId: patient.id })
          .onConflictDoNothing();
      });
      return patientSurvey(patient, surveyId);
    },

    async publish(
      partnerPharmacyId: string,
      request: PublishSurveyRequest,
    ): Promise<PartnerSurvey> {
      const problems: Record<string, string[]> = {};
      request.questions.forEach((question, index) => {
        const optionCount = question.options?.length ?? 0;
        if (question.kind === 'choice' && optionCount < 2) {
          problems[`questions.${index}.options`] = ['Please give at least two choices'];
        }
      });
      if (Object.keys(problems).length > 0) throw createValidationError(problems);
      const surveyId = createRecordId('sv');
      await db.transaction(async (tx) => {
        await tx.insert(partnerSurveys).values({
          id: surveyId,
          partnerPharmacyId,
          title: request.title.trim(),
          description: request.description?.trim() || null,
        });
        await tx.insert(partnerSurveyQuestions).values(
          request.questions.map((question, position) => ({
            id: createRecordId('sq'),
            surveyId,
            text: question.text.trim(),
            kind: question.kind,
            options:
              question.kind === 'choice' ? (question.options ?? []).map((o) => o.trim()) : [],
            position,
          })),
        );
      });
      const [described] = await describeForPharmacy([
        await requireSurvey(partnerPharmacyId, surveyId),
      ]);
      if (!described) throw plusErrors.surveyMissing();
      return described;
    },

    async listForPharmacy(partnerPharmacyId: string): Promise<PartnerSurvey[]> {
      const surveys = await db
        .select()
        .from(partnerSurveys)
        .where(eq(partnerSurveys.partnerPharmacyId, partnerPharmacyId))
        .orderBy(desc(partnerSurveys.publishedAt))
        .limit(100);
      return describeForPharmacy(surveys);
    },

    async readAnswers(
      partnerPharmacyId: string,
      surveyId: string,
    ): Promise<PartnerSurveyAnswersResponse> {
      const survey = await requireSurvey(partnerPharmacyId, surveyId);
      const [described] = await describeForPharmacy([survey]);
      if (!described) throw plusErrors.surveyMissing();
      const answers = await db
        .select({ answer: partnerSurveyAnswers, patient: partnerPatients })
        .from(partnerSurveyAnswers)
        .innerJoin(partnerPatients, eq(partnerPatients.id, partnerSurveyAnswers.patientId))
        .where(eq(partnerSurveyAnswers.surveyId, surveyId));
      const completions = await db
        .select()
        .from(partnerSurveyCompletions)
        .where(eq(partnerSurveyCompletions.surveyId, surveyId));
      const patientIds = [...new Set(answers.map((row) => row.patient.id))];
      return {
        survey: described,
        answers: patientIds.flatMap((patientId) => {
          const own = answers.filter((row) => row.patient.id === patientId);
          const first = own[0];
          if (!first) return [];
          const completion = completions.find((row) => row.patientId === patientId);
          return [
            {
              patient: {
                id: first.patient.id,
                firstName: first.patient.firstName,
                lastName: first.patient.lastName,
              },
              completedOn: completion?.completedAt.toISOString() ?? null,
              responses: own.map((row) => ({
                questionId: row.answer.questionId,
                value: row.answer.value,
              })),
            },
          ];
        }),
      };
    },
  };
}

export type SurveyService = ReturnType<typeof createSurveyService>;
