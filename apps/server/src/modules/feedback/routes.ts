import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FEEDBACK_MESSAGES,
  feedbackAnswerSchema,
  feedbackStatusResponseSchema,
  feedbackSurveyParamsSchema,
} from '@fillwell/contracts';
import { findFeedbackSurvey } from '@fillwell/domain';
import { feedbackAnswers } from '../../db/schema/index';
import { createValidationError, HttpError } from '../../plugins/http-error';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import type { ModuleRoutesOptions } from '../module-options';

export const FEEDBACK_ERROR_CODES = { alreadyAnswered: 'feedback_already_answered' } as const;

/** The /feedback surveys: a score and a comment, one answer per survey and session. */
export const feedbackRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async (app, { db }) => {
  app.get(
    '/v2/feedback/:surveyName',
    {
      schema: {
        tags: ['feedback'],
        summary: "Whether this visitor's session has answered the survey",
        params: feedbackSurveyParamsSchema,
        response: { 200: feedbackStatusResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const sessionId = request.session?.id;
      if (!sessionId) return { result: { hasAnswered: false } };
      const rows = await db
        .select({ id: feedbackAnswers.id })
        .from(feedbackAnswers)
        .where(
          and(
            eq(feedbackAnswers.survey, request.params.surveyName),
            eq(feedbackAnswers.sessionId, sessionId),
          ),
        );
      return { result: { hasAnswered: rows.length > 0 } };
    },
  );

  app.post(
    '/v2/feedback/:surveyName',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Answers the survey: once per session (409 on a second answer)',
        params: feedbackSurveyParamsSchema,
        body: feedbackAnswerSchema,
        response: { 201: feedbackStatusResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { surveyName } = request.params;
      const survey = findFeedbackSurvey(surveyName);
      const { score, comment } = request.body;
      if (!survey || score < survey.minScore || score > survey.maxScore) {
        throw createValidationError({ score: [FEEDBACK_MESSAGES.scoreRequired] });
      }
      const session = await app.sessions.ensure(request, reply);
      const inserted = await db
        .insert(feedbackAnswers)
        .values({ survey: surveyName, sessionId: session.id, score, comment })
        .onConflictDoNothing()
        .returning({ id: feedbackAnswers.id });
      if (inserted.length === 0) {
        throw new HttpError(
          409,
          FEEDBACK_ERROR_CODES.alreadyAnswered,
          FEEDBACK_MESSAGES.alreadyAnswered,
        );
      }
      return reply.code(201).send({ result: { hasAnswered: true } });
    },
  );
};
