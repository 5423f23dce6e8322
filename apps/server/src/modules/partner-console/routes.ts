import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_EVENT_NAMES,
  advanceFulfillmentRequestSchema,
  partnerCatalogueQuerySchema,
  partnerCatalogueResponseSchema,
  partnerChatMessagesResponseSchema,
  partnerChatsResponseSchema,
  partnerConversationParamsSchema,
  partnerMeResponseSchema,
  partnerOrderParamsSchema,
  partnerOrderResponseSchema,
  partnerOrdersQuerySchema,
  partnerOrdersResponseSchema,
  partnerPatientParamsSchema,
  partnerPatientResponseSchema,
  partnerPatientsQuerySchema,
  partnerPatientsResponseSchema,
  partnerSurveyAnswersResponseSchema,
  partnerSurveyParamsSchema,
  partnerSurveyResponseSchema,
  partnerSurveysResponseSchema,
  pharmacyChatMessageResponseSchema,
  publishSurveyRequestSchema,
  registerPatientRequestSchema,
  registerPrescriptionRequestSchema,
  sendPatientLinkResponseSchema,
  sendPharmacyChatMessageRequestSchema,
  PARTNER_STAFF_ROLES,
} from '@fillwell/contracts';
import { syncDemoPartner } from '../../db/seed/demo-partner';
import { createNotFoundError } from '../../plugins/http-error';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import type { ModuleRoutesOptions } from '../module-options';
import {
  findPharmacy,
  openEventStream,
  toPharmacy,
  type PharmacyPlusServices,
} from '../pharmacy-plus/index';
import { createConsoleOrders } from './console-orders';
import { createPatientRegistry } from './patient-registry';
import { requirePartnerStaff } from './staff-access';

const TAGS = ['partner-console'];
const ACCESS = "401 signed out, 403 for anyone but a partner pharmacy's staff";
/** A staff member's event stream is renewed every half hour (the browser reconnects). */
const STAFF_STREAM_MS = 30 * 60 * 1000;

export interface PartnerConsoleRoutesOptions extends ModuleRoutesOptions {
  pharmacyPlus: PharmacyPlusServices;
}

/**
 * The partner pharmacy's console: its patients and prescriptions, links, orders and their
 * fulfillment, chats and surveys. A staff member reaches only their own pharmacy's records.
 */
export const partnerConsoleRoutes: FastifyPluginAsyncZod<PartnerConsoleRoutesOptions> = async (
  app,
  options,
) => {
  const { db, config, pharmacyPlus } = options;
  const { catalogue, clock, messages, onboarding, chats, hub, surveys } = pharmacyPlus;
  const registry = createPatientRegistry({ db, catalogue, clock });
  const orders = createConsoleOrders({
    db,
    catalogue,
    messages,
    onMessageFailed: (error) => app.log.warn({ err: error }, 'order message not sent'),
  });
  const originOf = (request: FastifyRequest) =>
    config.publicUrl ?? `${request.protocol}://${request.host}`;

  app.addHook('onReady', async () => {
    const outcome = await syncDemoPartner(db, config.partnerDemoPassword);
    if (outcome !== 'unchanged' && outcome !== 'absent') {
      app.log.info({ outcome }, 'demo partner staff account ' + outcome);
    }
  });

  app.get(
    '/v2/partner/me',
    {
      schema: {
        tags: TAGS,
        summary: `The staff member and their pharmacy; ${ACCESS}`,
        response: { 200: partnerMeResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const staff = await requirePartnerStaff(db, request);
      const pharmacy = await findPharmacy(db, staff.partnerPharmacyId);
      if (!pharmacy) throw createNotFoundError();
      const role = PARTNER_STAFF_ROLES.find((entry) => entry === staff.membership.role);
      return {
        staff: {
          accountId: staff.account.id,
          email: staff.account.email,
          firstName: staff.account.firstName,
          lastName: staff.account.lastName,
          role: role ?? 'technician',
        },
        pharmacy: toPharmacy(pharmacy),
      };
    },
  );

  app.get(
    '/v2/partner/catalogue',
    {
      schema: {
        tags: TAGS,
        summary: `Medications of the catalogue by name, with their strengths and quantities; ${ACCESS}`,
        querystring: partnerCatalogueQuerySchema,
        response: { 200: partnerCatalogueResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await requirePartnerStaff(db, request);
      const found = catalogue.search(request.query.q, 10);
      return {
        drugs: found.flatMap((result) => {
          const drug = catalogue.getDrugBySlug(result.slug);
          if (!drug) return [];
          return [
            {
              medNameId: drug.medNameId,
              name: drug.name,
              slug: drug.slug,
              medications: drug.medications.map((medication) => ({
                medId: medication.medId,
                description: `${medication.displayDosage} ${medication.displayForm.toLowerCase()}`,
                quantities: medication.quantities,
              })),
            },
          ];
        }),
      };
    },
  );

  app.post(
    '/v2/partner/patients',
    {
      schema: {
        tags: TAGS,
        summary: `Registers a patient of the pharmacy (201); ${ACCESS}`,
        body: registerPatientRequestSchema,
        response: { 201: partnerPatientResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const staff = await requirePartnerStaff(db, request);
      const created = await registry.register(staff.partnerPharmacyId, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/v2/partner/patients',
    {
      schema: {
        tags: TAGS,
        summary: `The pharmacy's patients, newest first, by name or phone (q); ${ACCESS}`,
        querystring: partnerPatientsQuerySchema,
        response: { 200: partnerPatientsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const staff = await requirePartnerStaff(db, request);
      return { patients: await registry.list(staff.partnerPharmacyId, request.query.q) };
    },
  );

  app.get(
    '/v2/partner/patients/:patientId',
    {
      schema: {
        tags: TAGS,
        summary: `A patient with their prescriptions; another pharmacy's is 404; ${ACCESS}`,
        params: partnerPatientParamsSchema,
        response: { 200: partnerPatientResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const staff = await requirePartnerStaff(db, request);
      const patient = await registry.requirePatient(
        staff.partnerPharmacyId,
        request.params.patientId,
      );
      return registry.describe(patient);
    },
  );

  app.post(
    '/v2/partner/patients/:patientId/prescriptions',
    {
      schema: {
        tags: TAGS,
        summary:
          'Adds a prescription (a medication of the catalogue, quantities with prices, refills, ' +
          `auto-refill); answers the patient (201); ${ACCESS}`,
        params: partnerPatientParamsSchema,
        body: registerPrescriptionRequestSchema,
        response: { 201: partnerPatientResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const staff = await requirePartnerStaff(db, request);
      const answer = await registry.addPrescription(
        staff.partnerPharmacyId,
        request.params.patientId,
        request.body,
      );
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/v2/partner/patients/:patientId/link',
    {
      schema: {
        tags: TAGS,
        summary: `Texts the patient a new link and its code (valid 7 days); ${ACCESS}`,
        params: partnerPatientParamsSchema,
        response: { 200: sendPatientLinkResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const staff = await requirePartnerStaff(db, request);
      const patient = await registry.requirePatient(
        staff.partnerPharmacyId,
        request.params.patientId,
      );
      const pharmacy = await findPharmacy(db, staff.partnerPharmacyId);
      return onboarding.sendLink(patient, pharmacy?.name ?? 'Your pharmacy', originOf(request));
    },
  );

  app.get(
    '/v2/partner/orders',
    {
      schema: {
        tags: TAGS,
        summary: `The pharmacy's orders: open (being built) or submitted, newest first; ${ACCESS}`,
        querystring: partnerOrdersQuerySchema,
        response: { 200: partnerOrdersResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const staff = await requirePartnerStaff(db, request);
      return { orders: await orders.list(staff.partnerPharmacyId, request.query.status) };
    },
  );

  app.get(
    '/v2/partner/orders/:orderId',
    {
      schema: {
        tags: TAGS,
        summary: `One order; another pharmacy's is 404; ${ACCESS}`,
        params: partnerOrderParamsSchema,
        response: { 200: partnerOrderResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const staff = await requirePartnerStaff(db, request);
      return { order: await orders.read(staff.partnerPharmacyId, request.params.orderId) };
    },
  );

  app.post(
    '/v2/partner/orders/:orderId/fulfillment',
    {
      schema: {
        tags: TAGS,
        summary:
          'Moves a submitted order one step along the fulfillment timeline (409 otherwise); ' +
          `the patient is texted when it is ready for pickup or shipped; ${ACCESS}`,
        params: partnerOrderParamsSchema,
        body: advanceFulfillmentRequestSchema,
        response: { 200: partnerOrderResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const staff = await requirePartnerStaff(db, request);
      return {
        order: await orders.advance(staff.partnerPharmacyId, request.params.orderId, request.body),
      };
    },
  );

  app.get(
    '/v2/partner/chats',
    {
      schema: {
        tags: TAGS,
        summary: `Conversations with patients, latest first; ${ACCESS}`,
        response: { 200: partnerChatsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const staff = await requirePartnerStaff(db, request);
      return { conversations: await chats.listConversations(staff.partnerPharmacyId) };
    },
  );

  app.get(
    '/v2/partner/chats/events',
    {
      // An event stream answers GET only: a HEAD request would hold a connection open.
      exposeHeadRoute: false,
      schema: {
        tags: TAGS,
        summary:
          'Server-sent events (text/event-stream): `message` for each new message of any of ' +
          `the pharmacy's conversations, with patient_id; ${ACCESS}`,
        response: { 200: z.null().describe('text/event-stream'), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const staff = await requirePartnerStaff(db, request);
      const stream = openEventStream(request, reply, STAFF_STREAM_MS);
      stream.onClose(
        hub.subscribeToPharmacy(staff.partnerPharmacyId, (event) =>
          stream.send(CHAT_EVENT_NAMES.message, { ...event.message, patientId: event.patientId }),
        ),
      );
    },
  );

  app.get(
    '/v2/partner/chats/:conversationId/messages',
    {
      schema: {
        tags: TAGS,
        summary: `A conversation's messages, oldest first; another pharmacy's is 404; ${ACCESS}`,
        params: partnerConversationParamsSchema,
        response: { 200: partnerChatMessagesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const staff = await requirePartnerStaff(db, request);
      const chat = await chats.requirePharmacyChat(
        staff.partnerPharmacyId,
        request.params.conversationId,
      );
      const conversation = (await chats.listConversations(staff.partnerPharmacyId)).find(
        (entry) => entry.id === chat.id,
      );
      if (!conversation) throw createNotFoundError();
      return { conversation, messages: await chats.listMessages(chat) };
    },
  );

  app.post(
    '/v2/partner/chats/:conversationId/messages',
    {
      schema: {
        tags: TAGS,
        summary: `Answers the patient; ${ACCESS}`,
        params: partnerConversationParamsSchema,
        body: sendPharmacyChatMessageRequestSchema,
        response: { 200: pharmacyChatMessageResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const staff = await requirePartnerStaff(db, request);
      const chat = await chats.requirePharmacyChat(
        staff.partnerPharmacyId,
        request.params.conversationId,
      );
      const message = await chats.postMessage(
        chat,
        { kind: 'pharmacy', staffAccountId: staff.account.id },
        request.body.body,
      );
      return { message };
    },
  );

  app.post(
    '/v2/partner/surveys',
    {
      schema: {
        tags: TAGS,
        summary: `Publishes a survey to the pharmacy's patients (201); ${ACCESS}`,
        body: publishSurveyRequestSchema,
        response: { 201: partnerSurveyResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const staff = await requirePartnerStaff(db, request);
      const survey = await surveys.publish(staff.partnerPharmacyId, request.body);
      return reply.code(201).send({ survey });
    },
  );

  app.get(
    '/v2/partner/surveys',
    {
      schema: {
        tags: TAGS,
        summary: `The pharmacy's surveys, newest first, with how many patients completed each; ${ACCESS}`,
        response: { 200: partnerSurveysResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const staff = await requirePartnerStaff(db, request);
      return { surveys: await surveys.listForPharmacy(staff.partnerPharmacyId) };
    },
  );

  app.get(
    '/v2/partner/surveys/:surveyId/responses',
    {
      schema: {
        tags: TAGS,
        summary: `Each patient's answers to a survey; another pharmacy's is 404; ${ACCESS}`,
        params: partnerSurveyParamsSchema,
        response: { 200: partnerSurveyAnswersResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const staff = await requirePartnerStaff(db, request);
      return surveys.readAnswers(staff.partnerPharmacyId, request.params.surveyId);
    },
  );
};
