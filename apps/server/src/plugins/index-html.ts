import { getPageMeta, type PageMeta } from './page-meta';

const TITLE_PATTERN = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION_PATTERN = /<meta\s+name=["']description["'][^>]*>/i;

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

/** Puts the page's title and description into the built index.html (replacing or adding them). */
export function injectPageMeta(template: string, meta: PageMeta): string {
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(meta.description)}">`;
  let html = TITLE_PATTERN.test(template)
    ? template.replace(TITLE_PATTERN, () => title)
    : template.replace('</head>', () => `${title}</head>`);
  html = DESCRIPTION_PATTERN.test(html)
    ? html.replace(DESCRIPTION_PATTERN, () => description)
    : html.replace('</head>', () => `${description}</head>`);
  return html;
}

/** Returns `renderIndexHtml(path)`: the app's index.html carrying the meta of the page at `path`. */
export function createIndexHtmlRenderer(template: string): (path: string) => string {
  return function renderIndexHtml(path: string): string {
    return injectPageMeta(template, getPageMeta(path));
  };
}
