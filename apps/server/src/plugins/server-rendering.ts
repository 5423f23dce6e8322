import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the web build's server renderer (apps/web/src/entry-server.tsx, built to
 * dist/.server/entry-server.js) offers: the HTML of a public page and the state it was rendered
 * from, made by calling the API as the page's visitor.
 */
export interface ServerRendererModule {
  renderPage(request: {
    url: string;
    fetch: typeof fetch;
    platform: 'web';
  }): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'not-rendered' }
    | { kind: 'page'; status: number; html: Readable; stateScript: string }
  >;
  /** The error view, as HTML. */
  renderErrorPage(): string;
}

export type RenderedPage =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'not-rendered' };

export interface PageRenderer {
  /** The page's whole HTML, inside `template` (the app's index.html with the page's meta). */
  render(request: FastifyRequest, reply: FastifyReply, template: string): Promise<RenderedPage>;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const RENDERER_FILE = path.join('.server', 'entry-server.js');

/** The renderer of the web build in `webDistDir`, or null when the build has none. */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
): Promise<PageRenderer | null> {
  const file = path.join(webDistDir, RENDERER_FILE);
  if (!existsSync(file)) return null;
  const loaded = (await import(pathToFileURL(file).href)) as Partial<ServerRendererModule>;
  if (typeof loaded.renderPage !== 'function' || typeof loaded.renderErrorPage !== 'function') {
    throw new Error(`${file} is not the web app's server renderer: rebuild the web app`);
  }
  return createPageRenderer(app, loaded as ServerRendererModule);
}

export function createPageRenderer(
  app: FastifyInstance,
  renderer: ServerRendererModule,
): PageRenderer {
  return {
    async render(request, reply, template) {
      try {
        const result = await renderer.renderPage({
          url: new URL(request.url, 'http://localhost').href,
          fetch: createVisitorFetch(app, request, reply),
          platform: 'web',
        });
        if (result.kind !== 'page') return result;
        const html = await readAll(result.html);
        const page = fillRoot(template, html, result.stateScript);
        return { kind: 'page', status: result.status, html: page };
      } catch (error) {
        request.log.error({ err: error }, 'rendering the page failed');
        return { kind: 'page', status: 500, html: fillRoot(template, renderer.renderErrorPage()) };
      }
    },
  };
}

/**
 * `template` with `html` inside its root element and `script` after it. The page is readable
 * as it is, so its scripts, which only make it respond, are fetched after what draws it (the
 * styles): on a slow connection they no longer share the bandwidth the first paint waits for.
 */
export function fillRoot(template: string, html: string, script = ''): string {
  const at = template.indexOf(ROOT_ELEMENT);
  if (at === -1) throw new Error('index.html has no root element');
  const page =
    template.slice(0, at) +
    `<div id="root">${html}</div>${script}` +
    template.slice(at + ROOT_ELEMENT.length);
  return page.replace(APP_SCRIPT_TAGS, (tag) => `${tag} fetchpriority="low"`);
}

/** The opening of the app's module script and of the links that preload its modules. */
const APP_SCRIPT_TAGS = /<script type="module"|<link rel="modulepreload"/g;

/**
 * The renderer's fetch: each API call is answered in process, as if the page's visitor had made
 * it (their cookies and address); a session the API starts is handed to the page's answer.
 */
function createVisitorFetch(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: {
        ...toHeaderRecord(init?.headers),
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
      remoteAddress: request.ip,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const setCookie = answer.headers['set-cookie'];
    if (setCookie) reply.header('set-cookie', setCookie);
    const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304;
    return new Response(hasBody ? answer.rawPayload : null, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };
}

function toHeaderRecord(headers: ConstructorParameters<typeof Headers>[0]): Record<string, string> {
  return headers ? Object.fromEntries(new Headers(headers).entries()) : {};
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks).toString('utf8');
}
