import {
  BLOG_PATH,
  CAREERS_PATH,
  CITY_PAGES,
  CONTENT_PAGE_PATHS,
  LANDING_PAGES,
  PARTNER_CONSOLE_PATH,
  PHARMACY_PLUS_ACCOUNT_PATH,
  STAFF_PATH_PREFIX,
} from '@fillwell/domain';
import type { ContentStore } from '../content/index';

/** The most addresses one sitemap file may list (the sitemaps protocol's limit). */
export const SITEMAP_MAX_URLS = 50_000;

const DIRECTORY_SEGMENTS = ['popular', ...'abcdefghijklmnopqrstuvwxyz', '0-9'];

export interface SitemapSources {
  content: ContentStore;
  /** Every drug page's slug. */
  listDrugSlugs(): string[];
  /** Every treatment's condition slug. */
  listConditionSlugs(): Promise<string[]>;
}

/** Every public page's path: home, directory, drugs, treatments, content pages and the blog. */
export async function listSitemapPaths(sources: SitemapSources): Promise<string[]> {
  const { content } = sources;
  return [
    '/',
    ...DIRECTORY_SEGMENTS.map((segment) => `/medications/${segment}`),
    ...CONTENT_PAGE_PATHS.map((page) => page.path),
    ...[...LANDING_PAGES, ...CITY_PAGES].map((page) => `/${page.slug}`),
    ...content.listDepartments().map((department) => `${CAREERS_PATH}/${department.id}`),
    BLOG_PATH,
    ...content.listBlogCategories().map((category) => `${BLOG_PATH}/category/${category.slug}`),
    ...content.listBlogPosts().map((post) => `${BLOG_PATH}/${post.slug}`),
    ...(await sources.listConditionSlugs()).map((slug) => `/treatments/${slug}`),
    ...sources.listDrugSlugs().map((slug) => `/${slug}`),
  ];
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** A sitemap listing `paths` under `origin`. */
export function writeUrlSet(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`);
  return `${XML_HEAD}<urlset ${SITEMAP_NAMESPACE}>\n${urls.join('\n')}\n</urlset>\n`;
}

/** A sitemap index naming `count` sitemap files, /sitemaps/1.xml onward. */
export function writeSitemapIndex(origin: string, count: number): string {
  const maps = Array.from(
    { length: count },
    (_, index) =>
      `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${index + 1}.xml`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex ${SITEMAP_NAMESPACE}>\n${maps.join('\n')}\n</sitemapindex>\n`;
}

/** robots.txt: the visitor's own pages and the API are not for crawlers. */
export function writeRobots(origin: string): string {
  const closed = [
    '/api/',
    '/account',
    '/cart',
    '/checkout',
    STAFF_PATH_PREFIX,
    PARTNER_CONSOLE_PATH,
    PHARMACY_PLUS_ACCOUNT_PATH,
    '/blog/preview/',
    '/dev/',
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...closed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
