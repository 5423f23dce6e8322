import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelScheduleRequestSchema,
  delayScheduleRequestSchema,
  myMedsResponseSchema,
  orderMedsResponseSchema,
  scheduleParamsSchema,
  scheduleResponseSchema,
  schedulesResponseSchema,
} from '@fillwell/contracts';
import { createMessageSender } from '../../adapters/messages/index';
import { requireAccountId } from '../../plugins/authentication';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import type { CareModuleOptions } from '../care-module-options';
import { createMyMedications } from './my-medications';
import { createRefillEnrolment } from './refill-enrolment';
import { createRefillJob } from './refill-job';
import { createRefillNotifier } from './refill-notifications';
import { createRefillPricing } from './refill-pricing';
import { createScheduleService } from './schedule-service';

export type RefillsRoutesOptions = CareModuleOptions;

const TAGS = ['refills'];

/** Auto-refill schedules, my medications and pinned medications. */
export const refillsRoutes: FastifyPluginAsyncZod<RefillsRoutesOptions> = async (app, options) => {
  const { db, config, clock } = options;
  const pricing = createRefillPricing(options.catalogue);
  const enrolment = createRefillEnrolment({ db, clock });
  const schedules = createScheduleService({ db, clock, enrolment, pricing });
  const medications = createMyMedications({ db, enrolment, pricing });
  options.scheduler.register(
    createRefillJob({
      db,
      enrolment,
      pricing,
      standingOrders: options.standingOrders,
      notifier: createRefillNotifier({
        db,
        messages: createMessageSender(config, db),
        siteUrl: config.publicUrl ?? `http://localhost:${config.port}`,
        supportPhone: config.supportPhone,
        onSendFailed: (error) => app.log.warn({ err: error }, 'auto-refill message not sent'),
      }),
    }),
  );

  app.get(
    '/v1/schedules/',
    {
      schema: {
        tags: TAGS,
        summary:
          "The signed-in person's auto-refills, newest first (paid delivery items bought with " +
          'auto-refill are enrolled first), and the date the service calls today',
        response: { 200: schedulesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => schedules.list(requireAccountId(request)),
  );

  app.patch(
    '/v1/schedules/:id/cancel',
    {
      schema: {
        tags: TAGS,
        summary:
          'Cancels an auto-refill with the reason given (400 without one); 409 ' +
          'already_cancelled the second time',
        params: scheduleParamsSchema,
        body: cancelScheduleRequestSchema,
        response: { 200: scheduleResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      schedule: await schedules.cancel(
        requireAccountId(request),
        request.params.id,
        request.body.reason,
      ),
    }),
  );

  app.patch(
    '/v1/schedules/:id/date',
    {
      schema: {
        tags: TAGS,
        summary:
          'Moves the next refill to expected_date (after today and within 90 days, else 400); ' +
          'a paused auto-refill starts again; 409 for a cancelled one',
        params: scheduleParamsSchema,
        body: delayScheduleRequestSchema,
        response: { 200: scheduleResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      schedule: await schedules.delay(
        requireAccountId(request),
        request.params.id,
        request.body.expectedDate,
      ),
    }),
  );

  app.get(
    '/v2/user/my_meds',
    {
      schema: {
        tags: TAGS,
        summary:
          "The signed-in person's medications, one per drug: pinned ones first, then ordered, " +
          'on auto-refill or prescribed, with prices, prescription and order progress',
        response: { 200: myMedsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ meds: await medications.listMyMeds(requireAccountId(request)) }),
  );

  app.get(
    '/v2/order_meds',
    {
      schema: {
        tags: TAGS,
        summary:
          'The medications the signed-in person ordered (latest order of each), priced today in ' +
          'every category, with whether each is in the cart or on auto-refill',
        response: { 200: orderMedsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => medications.listOrderMeds(requireAccountId(request)),
  );
};
