import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { startRenderThreads, type AnswerFetch, type RenderThread } from './render-thread';

export type RenderedPage =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'not-rendered' }
  /** What the address names does not exist (a read of its first screen answered 404). */
  | { kind: 'not-found' };

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
  threadCount: number,
): Promise<PageRenderer | null> {
  const file = path.join(webDistDir, RENDERER_FILE);
  if (!existsSync(file)) return null;
  const thread = await startRenderThreads({ rendererUrl: pathToFileURL(file).href }, threadCount);
  app.addHook('onClose', () => thread.close());
  return createPageRenderer(app, thread);
}

/** Renders pages on the web build's renderer threads (render-thread.ts). */
function createPageRenderer(app: FastifyInstance, thread: RenderThread): PageRenderer {
  return {
    async render(request, reply, template) {
      try {
        const url = new URL(request.url, 'http://localhost').href;
        const result = await thread.render(url, createVisitorAnswers(app, request, reply));
        if (result.kind !== 'page') return result;
        const page = fillRoot(template, result.html, result.stateScript);
        return { kind: 'page', status: result.status, html: page };
      } catch (error) {
        request.log.error({ err: error }, 'rendering the page failed');
        return { kind: 'page', status: 500, html: fillRoot(template, thread.errorPage) };
      }
    },
  };
}

/**
 * `template` with `html` inside its root element and `script` after it. The page's own title,
 * which React writes where the page renders it, goes first in the head, so a reader without
 * scripts (a search engine) sees it. The template's stays after it: the browser's app takes the
 * page's title over and removes it when the visitor moves to a page that sets none.
 * The page is readable as it is, so its scripts, which only make it respond, are fetched after
 * what draws it (the styles): on a slow connection they no longer share the bandwidth the first
 * paint waits for.
 */
export function fillRoot(template: string, html: string, script = ''): string {
  const at = template.indexOf(ROOT_ELEMENT);
  if (at === -1) throw new Error('index.html has no root element');
  const title = findPageTitle(html);
  const head = template.slice(0, at);
  const body = title
    ? html.slice(0, title.index) + html.slice(title.index + title.element.length)
    : html;
  const page =
    (title ? head.replace(TITLE_ELEMENT, (template) => title.element + template) : head) +
    `<div id="root">${body}</div>${script}` +
    template.slice(at + ROOT_ELEMENT.length);
  return page.replace(APP_SCRIPT_TAGS, (tag) => `${tag} fetchpriority="low"`);
}

const TITLE_ELEMENT = /<title>[^<]*<\/title>/;
const TITLE_ELEMENTS = new RegExp(TITLE_ELEMENT.source, 'g');

/** The page's title element: the first outside a drawing (an SVG's title names the drawing). */
function findPageTitle(html: string): { element: string; index: number } | undefined {
  for (const match of html.matchAll(TITLE_ELEMENTS)) {
    if (html.lastIndexOf('<svg', match.index) <= html.lastIndexOf('</svg>', match.index)) {
      return { element: match[0], index: match.index };
    }
  }
  return undefined;
}

/** The opening of the app's module script (a rendered page preloads none of its modules). */
const APP_SCRIPT_TAGS = /<script type="module"/g;

/**
 * Answers the renderer's API calls in process, as if the page's visitor had made them (their
 * cookies and address); a session the API starts is handed to the page's answer.
 */
function createVisitorAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): AnswerFetch {
  return async (call) => {
    const answer = await app.inject({
      method: call.method as 'GET',
      url: call.url,
      headers: {
        ...call.headers,
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
      remoteAddress: request.ip,
      ...(call.body !== null ? { payload: call.body } : {}),
    });
    const setCookie = answer.headers['set-cookie'];
    if (setCookie) reply.header('set-cookie', setCookie);
    const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304;
    return {
      status: answer.statusCode,
      contentType: String(answer.headers['content-type'] ?? ''),
      // A copy of its own, handed over to the render thread rather than copied again.
      body: hasBody ? new Uint8Array(answer.rawPayload).buffer : null,
    };
  };
}
