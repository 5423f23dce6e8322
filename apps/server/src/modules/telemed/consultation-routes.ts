import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatMessageResponseSchema,
  chatsQuerySchema,
  chatsResponseSchema,
  consultationQuerySchema,
  consultationResponseSchema,
  consultationsResponseSchema,
  sendChatMessageRequestSchema,
  startChatRequestSchema,
  startChatResponseSchema,
  startConsultationRequestSchema,
  telemedOrderParamsSchema,
  telemedOrderPharmacyRequestSchema,
  telemedOrderPharmacyResponseSchema,
  visitAnswersRequestSchema,
  visitParamsSchema,
  visitResponseSchema,
} from '@fillwell/contracts';
import { requireAccountId } from '../../plugins/authentication';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import type { CareModuleOptions } from '../care-module-options';
import { createChatService } from './chat-service';
import { createConsultationReader } from './consultation-reader';
import { createConsultationService } from './consultation-service';
import { createVisitService } from './visit-service';

const TAGS = ['telemed'];
const INVALID_VISIT = "404 'Invalid Visit Id' for an unknown id or another person's";

/** The person's doctor visits: consultations, the built-in visit and its chat. */
export const consultationRoutes: FastifyPluginAsyncZod<CareModuleOptions> = async (
  app,
  options,
) => {
  const reader = createConsultationReader(options);
  const consultations = createConsultationService({ ...options, reader });
  const visits = createVisitService({ db: options.db, reader });
  const chats = createChatService({ db: options.db, reader });

  app.post(
    '/v2/telemed/consultation',
    {
      schema: {
        tags: TAGS,
        summary: `Starts the doctor visit of a consultation and answers it; ${INVALID_VISIT}`,
        body: startConsultationRequestSchema,
        response: { 200: consultationResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      consultations.startConsultation(requireAccountId(request), request.body.consultationId),
  );

  app.get(
    '/v2/telemed/consultation',
    {
      schema: {
        tags: TAGS,
        summary: `A consultation by visit_id or consultation_id (the same id); ${INVALID_VISIT}`,
        querystring: consultationQuerySchema,
        response: { 200: consultationResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => consultations.getConsultation(requireAccountId(request), request.query),
  );

  app.get(
    '/v2/telemed/consultations',
    {
      schema: {
        tags: TAGS,
        summary: "The signed-in person's consultations, newest first",
        response: { 200: consultationsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => consultations.listConsultations(requireAccountId(request)),
  );

  app.patch(
    '/v2/telemed/order/:id/pharmacy',
    {
      schema: {
        tags: TAGS,
        summary:
          "The pharmacy an order's doctor visits send the prescription to, until the doctor " +
          "decides (409 after); 400 'Provide non-empty newPharmacyId' for an empty id",
        params: telemedOrderParamsSchema,
        body: telemedOrderPharmacyRequestSchema,
        response: { 200: telemedOrderPharmacyResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      consultations.setOrderPharmacy(
        requireAccountId(request),
        request.params.id,
        request.body.pharmacyId,
      ),
  );

  app.get(
    '/v2/telemed/visits/:id',
    {
      schema: {
        tags: TAGS,
        summary: `The built-in visit: questions, answers and the decision; ${INVALID_VISIT}`,
        params: visitParamsSchema,
        response: { 200: visitResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => visits.getVisit(requireAccountId(request), request.params.id),
  );

  app.post(
    '/v2/telemed/visits/:id/answers',
    {
      schema: {
        tags: TAGS,
        summary:
          'Sends the questionnaire to the doctor (status awaiting_doctor_review); 400 names each ' +
          'question at fault, 409 when already sent',
        params: visitParamsSchema,
        body: visitAnswersRequestSchema,
        response: { 200: visitResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      visits.submitAnswers(requireAccountId(request), request.params.id, request.body),
  );

  app.get(
    '/v2/telemed/chats',
    {
      schema: {
        tags: TAGS,
        summary: "Messages with the care team, oldest first (one visit's with consultation_id)",
        querystring: chatsQuerySchema,
        response: { 200: chatsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => chats.listChats(requireAccountId(request), request.query.consultationId),
  );

  app.post(
    '/v2/telemed/chat',
    {
      schema: {
        tags: TAGS,
        summary: "Opens a visit's chat with the care team and answers its address (chat_url)",
        body: startChatRequestSchema,
        response: { 200: startChatResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => chats.startChat(requireAccountId(request), request.body.consultationId),
  );

  app.post(
    '/v2/telemed/chats',
    {
      schema: {
        tags: TAGS,
        summary: 'Sends a message to the care team about a visit',
        body: sendChatMessageRequestSchema,
        response: { 200: chatMessageResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => chats.sendMessage(requireAccountId(request), request.body),
  );
};
