import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkTelemedEligibilityRequestSchema,
  telemedConditionParamsSchema,
  telemedConditionResponseSchema,
  telemedEligibilityCheckResponseSchema,
  telemedEligibilityResponseSchema,
  telemedicineMarketingResponseSchema,
  telemedMedParamsSchema,
  telemedMedResponseSchema,
  telemedMedsResponseSchema,
  telemedStepParamsSchema,
  telemedStepQuerySchema,
  telemedStepResponseSchema,
} from '@fillwell/contracts';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { SESSIONLESS_ROUTE } from '../../plugins/session';
import type { CareModuleOptions } from '../care-module-options';
import { createTelemedCatalogService, type CatalogActor } from './telemed-catalog-service';
import { buildTreatmentStep } from './treatment-steps';

export type TelemedCatalogRoutesOptions = CareModuleOptions;

const TAGS = ['telemed'];

const readActor = (request: FastifyRequest): CatalogActor => ({
  sessionId: request.session?.id ?? null,
  accountId: request.session?.accountId ?? null,
});

/** What online visits treat: conditions, their medications and steps, and visit eligibility. */
export const telemedCatalogRoutes: FastifyPluginAsyncZod<TelemedCatalogRoutesOptions> = async (
  app,
  options,
) => {
  const catalog = createTelemedCatalogService({
    db: options.db,
    catalogue: options.catalogue,
    now: () => options.clock.now(),
  });

  app.get(
    '/v2/telemed/eligibility',
    {
      schema: {
        tags: TAGS,
        summary:
          "The caller's online-visit eligibility per condition, from what is known: the " +
          "account's date of birth, sex and telemed state, else the session location's state",
        response: { 200: telemedEligibilityResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ result: await catalog.judgeKnown(readActor(request)) }),
  );

  app.post(
    '/v2/telemed/eligibility',
    {
      schema: {
        tags: TAGS,
        summary:
          'Whether a person (state, and date of birth and sex when given) can have an online ' +
          "visit for a condition or consultation type; signed in, the state becomes the account's " +
          'telemed state',
        body: checkTelemedEligibilityRequestSchema,
        response: { 200: telemedEligibilityCheckResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      result: await catalog.checkEligibility(readActor(request), request.body),
    }),
  );

  app.get(
    '/v2/drugs/telemedicine_marketing',
    {
      config: SESSIONLESS_ROUTE,
      schema: {
        tags: TAGS,
        summary: 'Telemedicine drugs with their "from" prices, grouped by condition',
        response: { 200: telemedicineMarketingResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async () => ({ result: await catalog.listMarketing() }),
  );

  app.get(
    '/v2/telemed/:condition',
    {
      config: SESSIONLESS_ROUTE,
      schema: {
        tags: TAGS,
        summary: 'A condition online visits treat: what it is, who it is for, how a visit works',
        params: telemedConditionParamsSchema,
        response: { 200: telemedConditionResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ result: await catalog.getCondition(request.params.condition) }),
  );

  app.get(
    '/v2/telemed/:condition/meds',
    {
      config: SESSIONLESS_ROUTE,
      schema: {
        tags: TAGS,
        summary: "The medications a condition's visit prescribes, with their lowest delivery price",
        params: telemedConditionParamsSchema,
        response: { 200: telemedMedsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ result: await catalog.listMeds(request.params.condition) }),
  );

  app.get(
    '/v2/telemed/:condition/meds/:med',
    {
      config: SESSIONLESS_ROUTE,
      schema: {
        tags: TAGS,
        summary:
          'One medication of a condition: the forms, dosages, quantities and prices a visit ' +
          'can prescribe',
        params: telemedMedParamsSchema,
        response: { 200: telemedMedResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      result: await catalog.getMed(request.params.condition, request.params.med),
    }),
  );

  app.get(
    '/v2/telemed/:condition/meds/:med/steps/:step',
    {
      schema: {
        tags: TAGS,
        summary:
          'A step of the treatment flow (0 about, 1 dosage and quantity, 2 eligibility, ' +
          '3 how to get it) for the dosage med_id at quantity, bought by source_type',
        params: telemedStepParamsSchema,
        querystring: telemedStepQuerySchema,
        response: { 200: telemedStepResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      result: await buildTreatmentStep(catalog, {
        conditionSlug: request.params.condition,
        medSlug: request.params.med,
        step: request.params.step,
        query: request.query,
        actor: readActor(request),
      }),
    }),
  );
};
