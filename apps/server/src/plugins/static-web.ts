import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { API_ERROR_CODES } from '@fillwell/contracts';
import { describePagePath, type PagePathDescription } from '@fillwell/domain';
import { isApiPath } from './api-paths';
import { sendApiError } from './error-handler';
import { createNotFoundError, HttpError } from './http-error';
import { toApiError } from './error-mapper';
import { createIndexHtmlRenderer, injectPageMeta } from './index-html';
import { NOT_FOUND_PAGE_META, type PageMetaResolver } from './page-meta';
import { readAppStartChunks } from './app-chunks';
import { loadPageRenderer, type PageRenderer } from './server-rendering';
import type { VisitorPages } from './visitor-pages';

export interface StaticWebOptions {
  webDistDir: string;
  /** How many threads render the public pages. */
  renderThreads: number;
  /** The title and description of a page path; the static defaults when absent. */
  resolvePageMeta?: PageMetaResolver;
  /** Whether the catalogue has a drug page at this slug (case-insensitive). */
  hasDrugPage: (slug: string) => boolean;
  /** The site's address for canonical links; the address a request came to when null. */
  publicUrl: string | null;
  /** Where public pages rendered for visitors are kept. */
  visitorPages: VisitorPages;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const PROBE_PATHS = new Set(['/healthz', '/readyz']);
/** The app's shell file itself, which the service worker caches for offline start. */
const APP_SHELL_PATH = '/index.html';

/**
 * Serves the built web app: hashed files under /assets/ cached for a year, other files and
 * index.html revalidated; any other page path answers index.html (client-side routing), 200
 * for a page of the app's route table and 404 (the not-found screen) for anything else.
 * Unknown /api paths answer a JSON 404 instead.
 */
async function registerStaticWeb(app: FastifyInstance, options: StaticWebOptions): Promise<void> {
  const indexFile = path.join(options.webDistDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (template === null) {
    app.setNotFoundHandler((request, reply) =>
      sendApiError(
        reply,
        toApiError(isPageRequest(request) ? createNotBuiltError() : createNotFoundError()),
      ),
    );
    return;
  }
  await registerFiles(app, options.webDistDir);
  const renderIndexHtml = createIndexHtmlRenderer(template, options.resolvePageMeta);
  const asAppShell = createAppShellWriter(options.webDistDir);
  const notFoundHtml = asAppShell(injectPageMeta(template, NOT_FOUND_PAGE_META));
  const pageRenderer = await loadPageRenderer(app, {
    webDistDir: options.webDistDir,
    threadCount: options.renderThreads,
    visitorPages: options.visitorPages,
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageRequest(request)) return sendApiError(reply, toApiError(createNotFoundError()));
    const pathname = pathOf(request.url);
    const page = describePage(pathname);
    if (!isExistingPage(page, options.hasDrugPage)) return sendPage(reply, 404, notFoundHtml);
    const origin = options.publicUrl ?? `${request.protocol}://${request.host}`;
    const html = renderIndexHtml(pathname, origin);
    if (pageRenderer && request.method === 'GET' && page.isServerRendered) {
      return sendRenderedPage(request, reply, pageRenderer, { html, asAppShell, notFoundHtml });
    }
    return sendPage(reply, 200, asAppShell(html));
  });
}

/**
 * Makes index.html the shell of a page the browser's app draws: it preloads the app's start
 * chunks beside the entry, which would otherwise find them only once it runs. A page the server
 * renders has none, so that nothing shares the bandwidth its first paint waits for.
 */
function createAppShellWriter(webDistDir: string): (html: string) => string {
  const links = (readAppStartChunks(webDistDir)?.appFiles ?? [])
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return (html) => (links ? html.replace('</head>', `${links}</head>`) : html);
}

/** A public page as complete HTML; the app's shell alone when the renderer leaves it. */
async function sendRenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  renderer: PageRenderer,
  templates: { html: string; asAppShell: (html: string) => string; notFoundHtml: string },
): Promise<FastifyReply> {
  const page = await renderer.render(request, reply, templates.html);
  if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
  if (page.kind === 'not-rendered')
    return sendPage(reply, 200, templates.asAppShell(templates.html));
  if (page.kind === 'not-found') return sendPage(reply, 404, templates.notFoundHtml);
  return sendPage(reply, page.status, page.html);
}

/** The app's shell file is a page of its own, never rendered on the server. */
function describePage(pathname: string): PagePathDescription {
  if (pathname === APP_SHELL_PATH) return { resolution: { kind: 'page' }, isServerRendered: false };
  return describePagePath(pathname);
}

function isExistingPage(
  { resolution }: PagePathDescription,
  hasDrugPage: (slug: string) => boolean,
): boolean {
  return resolution.kind === 'drug' ? hasDrugPage(resolution.slug) : resolution.kind === 'page';
}

async function registerFiles(app: FastifyInstance, root: string): Promise<void> {
  const assetsDir = path.join(root, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root,
    // The file list is read once at start: restart after a rebuild.
    wildcard: false,
    // The server writes these itself, for the address it is reached at (modules/seo).
    globIgnore: ['robots.txt', 'sitemap.xml', 'sitemaps/**'],
    index: false,
    decorateReply: false,
    cacheControl: false,
    // The web build writes .br and .gz beside each asset; they are sent when the browser accepts.
    preCompressed: true,
    // index.html is always rendered with the page's meta, never sent raw; the build's dot-folders
    // (.server/, the renderer; .vite/, its list of chunks) are the server's own.
    allowedPath: (pathname) => pathname !== '/index.html' && !pathname.startsWith('/.'),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });
}

function isPageRequest(request: FastifyRequest): boolean {
  const pathname = pathOf(request.url);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(pathname) &&
    !PROBE_PATHS.has(pathname) &&
    !pathname.startsWith('/assets/')
  );
}

function sendPage(reply: FastifyReply, status: number, html: string | Buffer): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', REVALIDATE)
    .send(html);
}

function createNotBuiltError(): HttpError {
  return new HttpError(
    503,
    API_ERROR_CODES.unavailable,
    'The web app is not built: run npm run build',
  );
}

function pathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

export const staticWebPlugin = fp(registerStaticWeb, { name: 'static-web' });
