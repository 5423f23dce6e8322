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
/** How long a written sitemap is kept: a drug added to the catalogue is listed within it. */
const SITEMAP_KEPT_MS = 5 * 60 * 1000;
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
  const sitemaps = createSitemapWriter(() => listSitemapPaths(sources));

  app.get('/sitemap.xml', async (request, reply) => {
    const body = await sitemaps.write(originOf(request), 0);
    return reply.type('application/xml; charset=utf-8').send(body);
  });

  app.get('/sitemaps/:part', async (request, reply) => {
    const parsed = sitemapPartParams.safeParse(request.params);
    const part = parsed.success ? Number.parseInt(parsed.data.part, 10) : 0;
    const body = part >= 1 ? await sitemaps.write(originOf(request), part) : null;
    if (body === null) throw createNotFoundError('Sitemap not found');
    return reply.type('application/xml; charset=utf-8').send(body);
  });

  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(writeRobots(originOf(request))),
  );
};

/**
 * Writes the sitemap (part 0: the sitemap itself, or the index of its parts past 50,000
 * addresses) and keeps what it wrote for a few minutes, for the last origin asked: a crawler
 * fetches it often, and writing it means listing every drug. Null for a part that does not exist.
 */
function createSitemapWriter(listPaths: () => Promise<string[]>) {
  let kept: { origin: string; writtenAt: number; bodies: Map<number, string> } | null = null;
  let paths: Promise<string[]> | null = null;
  let listedAt = 0;

  const readPaths = () => {
    if (!paths || Date.now() - listedAt > SITEMAP_KEPT_MS) {
      listedAt = Date.now();
      paths = listPaths().catch((error: unknown) => {
        paths = null;
        throw error;
      });
    }
    return paths;
  };

  return {
    async write(origin: string, part: number): Promise<string | null> {
      const all = await readPaths();
      if (!kept || kept.origin !== origin || kept.writtenAt !== listedAt) {
        kept = { origin, writtenAt: listedAt, bodies: new Map() };
      }
      const body = kept.bodies.get(part) ?? writePart(origin, all, part);
      if (body !== null) kept.bodies.set(part, body);
      return body;
    },
  };
}

function writePart(origin: string, paths: readonly string[], part: number): string | null {
  if (part === 0) {
    return paths.length <= SITEMAP_MAX_URLS
      ? writeUrlSet(origin, paths)
      : writeSitemapIndex(origin, Math.ceil(paths.length / SITEMAP_MAX_URLS));
  }
  const start = (part - 1) * SITEMAP_MAX_URLS;
  return start < paths.length
    ? writeUrlSet(origin, paths.slice(start, start + SITEMAP_MAX_URLS))
    : null;
}
