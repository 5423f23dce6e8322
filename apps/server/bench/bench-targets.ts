/**
 * What the benchmark measures: a trivial route (the floor) and routes that read the catalogue.
 * Each catalogue target cycles through many distinct requests made of real catalogue entries,
 * so that most of them miss the server's caches of recent answers and the numbers measure the
 * work behind the route.
 */
import { readdirSync, readFileSync } from 'node:fs';
import {
  BLOG_PATH,
  CITY_PAGES,
  CONTENT_PAGE_PATHS,
  LANDING_PAGES,
  US_STATE_CODES,
} from '@fillwell/domain';
import { listUsZipCodes } from '../src/db/seed/zip-code-data';
import { withClientQuery } from './bench-client';
import type { CatalogueSamples } from './catalogue-samples';
import { createRandom, listPrefixes, makeTypos, shuffle, spreadZipCodes } from './request-variety';

export interface BenchTarget {
  name: string;
  /** The requests (path and query) the target sends in turn; with `bodies`, the one POST path. */
  paths: readonly string[];
  /** JSON bodies POSTed in turn to the first path (a write such as a pharmacy's claim). */
  bodies?: readonly string[];
  /** The p99 budget in milliseconds at the fixed rate, where DESIGN §8 gives one. */
  budgetP99Ms: number | null;
  isTrivial?: boolean;
  /** A page's HTML rendered on the server, rather than an API answer. */
  isPage?: boolean;
}

export const FIXED_RATE_PER_SECOND = 200;
export const FIXED_RATE_SECONDS = 5;
export const FULL_LOAD_CONNECTIONS = 10;
export const FULL_LOAD_SECONDS = 5;
/**
 * Full-load runs of every target in turn, the trivial route included; each target's figures are
 * the medians of its rounds. A single five-second p99 moves by a factor of two or three from one
 * run to the next on this machine, and the trivial route's is the denominator of every ratio.
 */
export const FULL_LOAD_ROUNDS = 3;
/** Each route's p99 at full load must stay within this factor of the trivial route's. */
export const MAX_P99_RATIO = 3;

/** ZIP codes the pharmacy searches start from, spread over the 50 states and DC. */
const ZIP_CODE_COUNT = 3_000;
/** Pharmacy searches with a price: ZIP code and medication pairs. */
const PRICED_SEARCH_COUNT = 6_000;
const TYPOS_PER_NAME = 3;
const SUGGESTION_LIMIT = 4;

export function buildBenchTargets(samples: CatalogueSamples): BenchTarget[] {
  const zipCodes = spreadZipCodes(listUsZipCodes(), {
    count: ZIP_CODE_COUNT,
    stateCodes: US_STATE_CODES,
    minPerState: 10,
  });
  const prefixes = shuffle(
    listPrefixes(samples.realNames, { minLength: 2, maxLength: 6 }),
    createRandom(17),
  );
  const typos = shuffle(
    makeTypos(samples.realNames, createRandom(19), TYPOS_PER_NAME),
    createRandom(23),
  );
  return [
    { name: 'trivial (/healthz)', paths: ['/healthz'], budgetP99Ms: null, isTrivial: true },
    {
      name: 'returning visitor (/api/v2/user)',
      paths: [withClientQuery('/api/v2/user')],
      budgetP99Ms: null,
    },
    { name: 'catalogue counts (/readyz)', paths: ['/readyz'], budgetP99Ms: null },
    {
      name: 'pharmacies near a ZIP (/api/v2/pharmacies)',
      paths: zipCodes.map((zip) => withClientQuery(`/api/v2/pharmacies?zip_code=${zip}`)),
      budgetP99Ms: 25,
    },
    {
      name: 'pharmacies near a ZIP with prices',
      paths: pairPricedSearches(zipCodes, samples).map(({ zip, medId, quantity }) =>
        withClientQuery(`/api/v2/pharmacies?zip_code=${zip}&med_id=${medId}&quantity=${quantity}`),
      ),
      budgetP99Ms: 25,
    },
    {
      name: 'search suggestions (2–6 letter prefixes)',
      paths: prefixes.map((prefix) =>
        withClientQuery(
          `/api/medications?name=${encodeURIComponent(prefix)}&limit=${SUGGESTION_LIMIT}`,
        ),
      ),
      budgetP99Ms: 20,
    },
    {
      name: 'search with a typo (one letter changed)',
      paths: typos.map((typo) =>
        withClientQuery(`/api/v2/drugs/search/category/med_name?name=${encodeURIComponent(typo)}`),
      ),
      budgetP99Ms: 20,
    },
    {
      name: 'drug page with prices',
      paths: samples.pageSlugs.map((slug) => withClientQuery(`/api/v2/user/drugs/detail/${slug}`)),
      budgetP99Ms: 30,
    },
    {
      name: 'drug page HTML, rendered (/{slug})',
      paths: samples.pageSlugs.map((slug) => `/${slug}`),
      budgetP99Ms: 30,
      isPage: true,
    },
    {
      name: 'content, blog, landing and city pages, rendered',
      paths: listContentPagePaths(),
      budgetP99Ms: 20,
      isPage: true,
    },
    { name: 'sitemap.xml', paths: ['/sitemap.xml'], budgetP99Ms: 20 },
  ];
}

const BLOG_POSTS_DIR = new URL('../../../content/blog/posts/', import.meta.url);

/** Every content page, the blog's index and published posts, the landing and city pages. */
function listContentPagePaths(): string[] {
  const posts = readdirSync(BLOG_POSTS_DIR)
    .filter((file) => file.endsWith('.md'))
    .filter((file) => !/^draft:\s*true$/m.test(readFileSync(new URL(file, BLOG_POSTS_DIR), 'utf8')))
    .map((file) => `${BLOG_PATH}/${file.slice(0, -'.md'.length)}`);
  return [
    ...CONTENT_PAGE_PATHS.map((page) => page.path),
    BLOG_PATH,
    ...posts,
    ...[...LANDING_PAGES, ...CITY_PAGES].map((page) => `/${page.slug}`),
  ];
}

/** ZIP codes in turn, each with the next medication: every pair differs from the others. */
function pairPricedSearches(zipCodes: readonly string[], samples: CatalogueSamples) {
  const items = samples.pricedItems;
  if (zipCodes.length === 0 || items.length === 0) return [];
  return Array.from({ length: PRICED_SEARCH_COUNT }, (_, index) => ({
    zip: zipCodes[index % zipCodes.length] as string,
    ...(items[index % items.length] as CatalogueSamples['pricedItems'][number]),
  }));
}
