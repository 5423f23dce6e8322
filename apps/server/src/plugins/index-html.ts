import { getPageMeta, type PageMeta, type PageMetaResolver } from './page-meta';

const TITLE_PATTERN = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION_PATTERN = /<meta\s+name=["']description["'][^>]*>/i;
const OG_TITLE_PATTERN = /<meta\s+property=["']og:title["'][^>]*>/i;
const OG_DESCRIPTION_PATTERN = /<meta\s+property=["']og:description["'][^>]*>/i;
const CANONICAL_PATTERN = /<link\s+rel=["']canonical["'][^>]*>/i;
const OG_URL_PATTERN = /<meta\s+property=["']og:url["'][^>]*>/i;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * Puts the page's title, description and their Open Graph twins into the built index.html, and,
 * given the page's address, its canonical link and Open Graph URL.
 */
export function injectPageMeta(template: string, meta: PageMeta, url?: string): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags: Array<[RegExp, string]> = [
    [TITLE_PATTERN, `<title>${title}</title>`],
    [DESCRIPTION_PATTERN, `<meta name="description" content="${description}">`],
    [OG_TITLE_PATTERN, `<meta property="og:title" content="${title}">`],
    [OG_DESCRIPTION_PATTERN, `<meta property="og:description" content="${description}">`],
  ];
  if (url !== undefined) {
    const href = escapeHtml(url);
    tags.push([CANONICAL_PATTERN, `<link rel="canonical" href="${href}">`]);
    tags.push([OG_URL_PATTERN, `<meta property="og:url" content="${href}">`]);
  }
  return tags.reduce((html, [pattern, tag]) => replaceOrAddTag(html, pattern, tag), template);
}

function replaceOrAddTag(html: string, pattern: RegExp, tag: string): string {
  return pattern.test(html)
    ? html.replace(pattern, () => tag)
    : html.replace('</head>', () => `${tag}</head>`);
}

/**
 * Returns `renderIndexHtml(path, origin)`: the app's index.html carrying the meta of the page at
 * `path`, whose canonical address is `origin` + `path` (no query).
 */
export function createIndexHtmlRenderer(
  template: string,
  resolvePageMeta: PageMetaResolver = getPageMeta,
): (path: string, origin?: string) => string {
  return function renderIndexHtml(path: string, origin?: string): string {
    const url = origin === undefined ? undefined : origin + path;
    return injectPageMeta(template, resolvePageMeta(path), url);
  };
}
