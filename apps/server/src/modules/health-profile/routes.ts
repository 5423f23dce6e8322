import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allergenSearchResponseSchema,
  conditionSearchResponseSchema,
  healthSearchQuerySchema,
  patientProfileResponseSchema,
  savedPatientProfileResponseSchema,
  savePatientProfileRequestSchema,
} from '@fillwell/contracts';
import { requireAccountId } from '../../plugins/authentication';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { SESSIONLESS_ROUTE } from '../../plugins/session';
import type { ModuleRoutesOptions } from '../module-options';
import { createPatientProfileService } from './patient-profile-service';
import { createReferenceData } from './reference-data';

const TAGS = ['health-profile'];

/** The health profile (allergies, conditions, other medications) and its searches. */
export const healthProfileRoutes: FastifyPluginAsyncZod<ModuleRoutesOptions> = async (
  app,
  options,
) => {
  const reference = createReferenceData(options.db);
  const profiles = createPatientProfileService(options.db, reference);

  app.get(
    '/v2/allergens',
    {
      config: SESSIONLESS_ROUTE,
      schema: {
        tags: TAGS,
        summary: 'Allergens (drug groups, ingredients, foods, environmental) matching a term',
        querystring: healthSearchQuerySchema,
        response: { 200: allergenSearchResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { search, limit } = request.query;
      return { results: (await reference.allergens()).search.search(search, limit) };
    },
  );

  app.get(
    '/v2/medical_conditions',
    {
      config: SESSIONLESS_ROUTE,
      schema: {
        tags: TAGS,
        summary: 'ICD-10-CM conditions whose description or code matches a term',
        querystring: healthSearchQuerySchema,
        response: { 200: conditionSearchResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { search, limit } = request.query;
      return { results: (await reference.conditions()).search.search(search, limit) };
    },
  );

  app.get(
    '/v2/user/patient_profile',
    {
      schema: {
        tags: TAGS,
        summary: "The signed-in person's patient profile, or null before it is first saved",
        response: { 200: patientProfileResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ result: await profiles.read(requireAccountId(request)) }),
  );

  app.post(
    '/v2/user/patient_profile',
    {
      schema: {
        tags: TAGS,
        summary:
          'Saves the patient profile; a yes answer needs at least one entry, a no answer ' +
          'saves an empty list',
        body: savePatientProfileRequestSchema,
        response: { 200: savedPatientProfileResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const accountId = requireAccountId(request);
      return { result: await profiles.save(accountId, request.body) };
    },
  );
};
