import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  drugInfoResponseSchema,
  drugSlugParamsSchema,
  metaTagQuerySchema,
  metaTagResponseSchema,
} from '@fillwell/contracts';
import { createNotFoundError } from '../../plugins/http-error';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { SESSIONLESS_ROUTE } from '../../plugins/session';
import { MEDICATION_NOT_FOUND, type CatalogueIndex } from '../catalog/index';
import { describeDrugInfo } from './drug-info';
import type { MetaTagResolver } from './drug-page-meta';

export interface ContentRoutesOptions {
  catalogue: CatalogueIndex;
  resolveMetaTag: MetaTagResolver;
}

/** CMS-style content the drug pages read: drug information and page meta tags. */
export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, options) => {
  app.get(
    '/cms/drug_info/:slug',
    {
      config: SESSIONLESS_ROUTE,
      schema: {
        tags: ['content'],
        summary: "A drug's class, common uses, category, forms and schedule",
        params: drugSlugParamsSchema,
        response: { 200: drugInfoResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const drug = options.catalogue.getDrugBySlug(request.params.slug);
      if (!drug) throw createNotFoundError(MEDICATION_NOT_FOUND);
      return { result: describeDrugInfo(drug) };
    },
  );

  app.get(
    '/cms/meta_tag',
    {
      config: SESSIONLESS_ROUTE,
      schema: {
        tags: ['content'],
        summary: 'The title and description of a page route',
        querystring: metaTagQuerySchema,
        response: { 200: metaTagResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ result: options.resolveMetaTag(request.query.route) }),
  );
};
