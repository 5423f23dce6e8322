import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatMessageResponseSchema,
  clinicianDecisionRequestSchema,
  clinicianMessageRequestSchema,
  clinicianVisitParamsSchema,
  clinicianVisitResponseSchema,
  clinicianVisitsResponseSchema,
} from '@fillwell/contracts';
import { createMessageSender } from '../../adapters/messages/index';
import { createPaymentProvider } from '../../adapters/payments/index';
import { syncDemoClinician } from '../../db/seed/demo-clinician';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import type { CareModuleOptions } from '../care-module-options';
import { createFulfillmentService } from '../orders/index';
import { requireClinician } from './clinician-access';
import { createClinicianService } from './clinician-service';
import { createDecisionNotifier } from './decision-notifier';
import { createVisitDecisions } from './visit-decisions';

const TAGS = ['clinician'];
const ACCESS = '401 when signed out, 403 for anyone but a clinician';

/** The clinician view: visits awaiting review, one visit, the decision and chat replies. */
export const clinicianRoutes: FastifyPluginAsyncZod<CareModuleOptions> = async (app, options) => {
  const { db, config } = options;
  const provider = await createPaymentProvider(config, db, {
    onUnexpectedError: (error) => app.log.error({ err: error }, 'payment provider failed'),
  });
  const notifier = createDecisionNotifier({
    db,
    messages: createMessageSender(config, db),
    onSendFailed: (error) => app.log.warn({ err: error }, 'visit decision message not sent'),
  });
  const decisions = createVisitDecisions({
    ...options,
    provider,
    notifier,
    fulfillment: createFulfillmentService(db),
  });
  const clinicians = createClinicianService({ ...options, decisions });
  const siteUrlOf = (request: FastifyRequest) =>
    config.publicUrl ?? `${request.protocol}://${request.host}`;

  // The demo clinician follows its password setting once the database is seeded (ready() runs
  // after the seeding).
  app.addHook('onReady', async () => {
    const outcome = await syncDemoClinician(db, config.clinicianDemoPassword);
    if (outcome !== 'unchanged' && outcome !== 'absent') {
      app.log.info({ outcome }, 'demo clinician account ' + outcome);
    }
  });

  app.get(
    '/v2/clinician/visits',
    {
      schema: {
        tags: TAGS,
        summary: `Visits awaiting a doctor's review, the longest waiting first; ${ACCESS}`,
        response: { 200: clinicianVisitsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await requireClinician(db, request);
      return clinicians.listQueue();
    },
  );

  app.get(
    '/v2/clinician/visits/:id',
    {
      schema: {
        tags: TAGS,
        summary: `A visit with the patient's answers, decision and chat; ${ACCESS}`,
        params: clinicianVisitParamsSchema,
        response: { 200: clinicianVisitResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await requireClinician(db, request);
      return clinicians.getVisit(request.params.id);
    },
  );

  app.post(
    '/v2/clinician/visits/:id/decision',
    {
      schema: {
        tags: TAGS,
        summary:
          'Prescribes (the order moves to the pharmacy) or declines (the medication is refunded, ' +
          `not the visit fee) with a note to the patient; 409 once decided; ${ACCESS}`,
        params: clinicianVisitParamsSchema,
        body: clinicianDecisionRequestSchema,
        response: { 200: clinicianVisitResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const clinician = await requireClinician(db, request);
      return clinicians.decide(clinician, request.params.id, request.body, siteUrlOf(request));
    },
  );

  app.post(
    '/v2/clinician/visits/:id/messages',
    {
      schema: {
        tags: TAGS,
        summary: `Answers the patient in the visit's chat; ${ACCESS}`,
        params: clinicianVisitParamsSchema,
        body: clinicianMessageRequestSchema,
        response: { 200: chatMessageResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await requireClinician(db, request);
      return clinicians.sendMessage(request.params.id, request.body.body);
    },
  );
};
