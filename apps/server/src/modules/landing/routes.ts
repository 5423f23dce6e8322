import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cityPageResponseSchema,
  landingPageResponseSchema,
  landingSlugParamsSchema,
} from '@fillwell/contracts';
import { CITY_PAGES, LANDING_PAGES } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import { telemedConditions } from '../../db/schema/index';
import { createNotFoundError } from '../../plugins/http-error';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { SESSIONLESS_ROUTE } from '../../plugins/session';
import type { CatalogueIndex } from '../catalog/index';
import type { ZipCodeIndex } from '../location/index';
import type { PharmacyIndex } from '../pharmacies/index';
import { describeCityPage } from './city-page';
import { describeLandingPage } from './landing-page';

export interface LandingRoutesOptions {
  db: AppDatabase;
  catalogue: CatalogueIndex;
  pharmacies: PharmacyIndex;
  zipCodes: ZipCodeIndex;
}

export const LANDING_PAGE_NOT_FOUND = 'Page not found';

/** Campaign landing pages and city pages, priced from the live catalogue and directory. */
export const landingRoutes: FastifyPluginAsyncZod<LandingRoutesOptions> = async (app, options) => {
  const { db, catalogue } = options;

  app.get(
    '/v2/landing/:slug',
    {
      config: SESSIONLESS_ROUTE,
      attachValidation: true,
      schema: {
        tags: ['content'],
        summary: "A campaign landing page, with its drugs' lowest prices now",
        params: landingSlugParamsSchema,
        response: { 200: landingPageResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const slug = request.validationError ? undefined : request.params.slug;
      const page = LANDING_PAGES.find((candidate) => candidate.slug === slug);
      if (!page) throw createNotFoundError(LANDING_PAGE_NOT_FOUND);
      const rows = await db
        .select({ slug: telemedConditions.slug, name: telemedConditions.name })
        .from(telemedConditions);
      const names = new Map(rows.map((row) => [row.slug, row.name]));
      return { result: describeLandingPage(page, catalogue, names) };
    },
  );

  app.get(
    '/v2/cities/:slug',
    {
      config: SESSIONLESS_ROUTE,
      attachValidation: true,
      schema: {
        tags: ['content'],
        summary: "A city's pharmacies and the lowest prices there for popular prescriptions",
        params: landingSlugParamsSchema,
        response: { 200: cityPageResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const slug = request.validationError ? undefined : request.params.slug;
      const city = CITY_PAGES.find((candidate) => candidate.slug === slug);
      const page = city ? describeCityPage(city, options) : null;
      if (!page) throw createNotFoundError(LANDING_PAGE_NOT_FOUND);
      return { result: page };
    },
  );
};
