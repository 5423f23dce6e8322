import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  surveyParamsSchema,
  surveyQuestionParamsSchema,
  surveyQuestionResponseRequestSchema,
  surveyResponseSchema,
  surveyResponsesRequestSchema,
  surveysResponseSchema,
} from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { requireAccountId } from '../../plugins/authentication';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { requireAccountPatient } from './patient-access';
import { listAccountPatients } from './patient-repository';
import { plusErrors } from './plus-errors';
import type { SurveyService } from './survey-service';

const TAGS = ['pharmacy-plus'];

export interface SurveyRoutesContext {
  db: AppDatabase;
  surveys: SurveyService;
}

/** The pharmacy's surveys and the patient's answers. */
export function registerSurveyRoutes(app: FastifyInstance, { db, surveys }: SurveyRoutesContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  /** {id} in the path is the signed-in account; anyone else's is 404. */
  async function requireUserPatient(request: FastifyRequest, userId: string) {
    if (requireAccountId(request) !== userId) throw plusErrors.patientMissing();
    return requireAccountPatient(db, request);
  }

  typed.get(
    '/reverie/api/v1/surveys/',
    {
      schema: {
        tags: TAGS,
        summary: "The signed-in patient's pharmacy's surveys with the patient's answers so far",
        response: { 200: surveysResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const [patient] = await listAccountPatients(db, requireAccountId(request));
      return { surveys: patient ? await surveys.listForPatient(patient) : [] };
    },
  );

  typed.put(
    '/reverie/api/v1/users/:id/surveys/:surveyId/questions/:qid/responses/',
    {
      schema: {
        tags: TAGS,
        summary:
          'Answers one question (a rating 1-5, one of the choices, or text); {id} is the ' +
          'signed-in account',
        params: surveyQuestionParamsSchema,
        body: surveyQuestionResponseRequestSchema,
        response: { 200: surveyResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id, surveyId, qid } = request.params;
      const patient = await requireUserPatient(request, id);
      return { survey: await surveys.answerQuestion(patient, surveyId, qid, request.body.value) };
    },
  );

  typed.put(
    '/reverie/api/v1/users/:id/surveys/:surveyId/responses/',
    {
      schema: {
        tags: TAGS,
        summary: 'Answers the survey and completes it; nothing is saved when an answer is wrong',
        params: surveyParamsSchema,
        body: surveyResponsesRequestSchema,
        response: { 200: surveyResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id, surveyId } = request.params;
      const patient = await requireUserPatient(request, id);
      return {
        survey: await surveys.answerSurvey(patient, surveyId, request.body.responses),
      };
    },
  );
}
