import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { AppDatabase } from '../../db/client';
import { telemedConditions } from '../../db/schema/index';
import { createNotFoundError } from '../../plugins/http-error';
import type { CatalogueIndex } from '../catalog/index';
import type { ContentStore } from '../content/index';
import {
  listSitemapPaths,
  SITEMAP_MAX_URLS,
  writeRobots,
  writeSitemapIndex,
  writeUrlSet,
} from './sitemap';

export interface SeoRoutesOptions {
  db: AppDatabase;
  config: Pick<AppConfig, 'publicUrl'>;
  catalogue: CatalogueIndex;
  content: ContentStore;
}

const DIRECTORY_LETTERS = [...'abcdefghijklmnopqrstuvwxyz', '0'];
const sitemapPartParams = z.strictObject({ part: z.string().regex(/^\d{1,4}\.xml$/) });

/** sitemap.xml (an index of parts past 50,000 addresses) and robots.txt, for search engines. */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, options) => {
  const sources = {
    content: options.content,
    listDrugSlugs: () =>
      DIRECTORY_LETTERS.flatMap((letter) =>
        options.catalogue.listMedicationsByLetter(letter).map((drug) => drug.slug),
      ),
    listConditionSlugs: async () =>
      (await options.db.select({ slug: telemedConditions.slug }).from(telemedConditions)).map(
        (row) => row.slug,
      ),
  };
  const originOf = (request: FastifyRequest) =>
    options.config.publicUrl ?? `${request.protocol}://${request.host}`;

  app.get('/sitemap.xml', async (request, reply) => {
    const paths = await listSitemapPaths(sources);
    const origin = originOf(request);
    const body =
      paths.length <= SITEMAP_MAX_URLS
        ? writeUrlSet(origin, paths)
        : writeSitemapIndex(origin, Math.ceil(paths.length / SITEMAP_MAX_URLS));
    return reply.type('application/xml; charset=utf-8').send(body);
  });

  app.get('/sitemaps/:part', async (request, reply) => {
    const parsed = sitemapPartParams.safeParse(request.params);
    const part = parsed.success ? Number.parseInt(parsed.data.part, 10) : 0;
    const paths = await listSitemapPaths(sources);
    const start = (part - 1) * SITEMAP_MAX_URLS;
    if (part < 1 || start >= paths.length) throw createNotFoundError('Sitemap not found');
    const body = writeUrlSet(originOf(request), paths.slice(start, start + SITEMAP_MAX_URLS));
    return reply.type('application/xml; charset=utf-8').send(body);
  });

  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(writeRobots(originOf(request))),
  );
};
