import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_SUMMARY_ELEMENT_ID, ACCOUNT_SUMMARY_PATH } from '@fillwell/contracts';
import { APP_VERSION, toScriptJson } from '@fillwell/domain';
import { startRenderThreads, type AnswerFetch, type RenderThread } from './render-thread';
import type { ThreadFetchAnswer, ThreadFetchRequest } from './render-thread-protocol';
import type { VisitorPage, VisitorPages } from './visitor-pages';

export type RenderedPage =
  | { kind: 'page'; status: number; html: string | Buffer }
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
  options: { webDistDir: string; threadCount: number; visitorPages: VisitorPages },
): Promise<PageRenderer | null> {
  const file = path.join(options.webDistDir, RENDERER_FILE);
  if (!existsSync(file)) return null;
  const rendererUrl = pathToFileURL(file).href;
  const thread = await startRenderThreads({ rendererUrl }, options.threadCount);
  app.addHook('onClose', () => thread.close());
  return createPageRenderer(app, thread, options.visitorPages);
}

/**
 * Renders pages on the web build's renderer threads (render-thread.ts). The visitor's account
 * answer is sent in a data block of its own; the rest of a page rendered for a visitor without an
 * account is the same for all of them (its reads are made without their cookie), so it is kept
 * and sent again without rendering.
 */
function createPageRenderer(
  app: FastifyInstance,
  thread: RenderThread,
  visitorPages: VisitorPages,
): PageRenderer {
  return {
    async render(request, reply, template) {
      try {
        const key = toPageKey(request);
        const account = answerAccountSummary(app, request, reply);
        // Awaited below; a render that fails first must not leave its failure unheard.
        account.catch(() => undefined);
        const kept = visitorPages.find(key);
        if (kept && (await account).isVisitor) {
          return { kind: 'page', status: kept.status, html: joinPage(kept, await account) };
        }
        const url = new URL(request.url, 'http://localhost').href;
        const result = await thread.render(
          url,
          createRendererAnswers(app, request, reply, account),
        );
        if (result.kind !== 'page') return result;
        const [head, tail] = fillRootParts(template, result.html, result.stateScript);
        const { isVisitor } = await account;
        if (isVisitor && result.status === 200) {
          visitorPages.keep(key, { status: 200, head: Buffer.from(head), tail: Buffer.from(tail) });
        }
        return {
          kind: 'page',
          status: result.status,
          html: head + writeAccountScript(await account) + tail,
        };
      } catch (error) {
        request.log.error({ err: error }, 'rendering the page failed');
        return { kind: 'page', status: 500, html: fillRoot(template, thread.errorPage) };
      }
    },
  };
}

interface AccountSummary {
  answer: ThreadFetchAnswer;
  /** Answered, and names no account: the page is the one every such visitor gets. */
  isVisitor: boolean;
}

/** GET /api/v2/user as the page's visitor; a visitor without a session is given one. */
async function answerAccountSummary(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AccountSummary> {
  const answerAsVisitor = createPageAnswers(app, request, reply, false);
  const answer = await answerAsVisitor({
    method: 'GET',
    url: `${ACCOUNT_SUMMARY_PATH}?platform=web&app=${APP_VERSION}`,
    headers: { accept: 'application/json' },
    body: null,
  });
  return { answer, isVisitor: answer.status === 200 && !namesAccount(answer.body) };
}

function namesAccount(body: ArrayBuffer | null): boolean {
  if (body === null) return false;
  const summary = JSON.parse(Buffer.from(body).toString('utf8')) as { account?: unknown };
  return summary.account !== null;
}

/** The account answer as a data block the browser's app reads as the answer to its first call. */
function writeAccountScript({ answer }: AccountSummary): string {
  if (answer.status !== 200 || answer.body === null) return '';
  const json = toScriptJson(Buffer.from(answer.body).toString('utf8'));
  return `<script type="application/json" id="${ACCOUNT_SUMMARY_ELEMENT_ID}">${json}</script>`;
}

function isAccountSummaryCall(call: ThreadFetchRequest): boolean {
  return call.method === 'GET' && pathOf(call.url) === ACCOUNT_SUMMARY_PATH;
}

/** A copy for each call: an answer's bytes are handed over to the render thread. */
function copyAnswer(answer: ThreadFetchAnswer): ThreadFetchAnswer {
  return { ...answer, body: answer.body === null ? null : answer.body.slice(0) };
}

function joinPage(page: VisitorPage, account: AccountSummary): Buffer {
  return Buffer.concat([page.head, Buffer.from(writeAccountScript(account)), page.tail]);
}

/**
 * The renderer's calls, answered once the account answer (asked for as the render starts) is
 * in: the account call with it, the page's reads as the visitor, without their cookie when the
 * page is the one every visitor gets.
 */
function createRendererAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  account: Promise<AccountSummary>,
): AnswerFetch {
  return async (call) => {
    const { answer, isVisitor } = await account;
    if (isAccountSummaryCall(call)) return copyAnswer(answer);
    return createPageAnswers(app, request, reply, isVisitor)(call);
  };
}

/** Pages are kept by the address they were asked at, as the canonical link they carry is. */
function toPageKey(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${request.url}`;
}

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
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
  return fillRootParts(template, html, script).join('');
}

/** fillRoot's page in two parts: up to the end of `script`, and the rest. */
export function fillRootParts(template: string, html: string, script: string): [string, string] {
  const at = template.indexOf(ROOT_ELEMENT);
  if (at === -1) throw new Error('index.html has no root element');
  const title = findPageTitle(html);
  const head = template.slice(0, at);
  const body = title
    ? html.slice(0, title.index) + html.slice(title.index + title.element.length)
    : html;
  const before =
    (title ? head.replace(TITLE_ELEMENT, (template) => title.element + template) : head) +
    `<div id="root">${body}</div>${script}`;
  const after = template.slice(at + ROOT_ELEMENT.length);
  return [lowerScriptPriority(before), lowerScriptPriority(after)];
}

function lowerScriptPriority(html: string): string {
  return html.replace(APP_SCRIPT_TAGS, (tag) => `${tag} fetchpriority="low"`);
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
 * Answers the renderer's API calls in process, as if the page's visitor had made them (from their
 * address; with their cookies unless the page is rendered for every visitor); a session the API
 * starts is handed to the page's answer.
 */
function createPageAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  isForEveryVisitor: boolean,
): AnswerFetch {
  const cookie = isForEveryVisitor ? undefined : request.headers.cookie;
  return async (call) => {
    const answer = await app.inject({
      method: call.method as 'GET',
      url: call.url,
      headers: {
        ...call.headers,
        ...(cookie ? { cookie } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
      remoteAddress: request.ip,
      ...(call.body !== null ? { payload: call.body } : {}),
    });
    const setCookie = answer.headers['set-cookie'];
    if (setCookie && !isForEveryVisitor) reply.header('set-cookie', setCookie);
    const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304;
    return {
      status: answer.statusCode,
      contentType: String(answer.headers['content-type'] ?? ''),
      // A copy of its own, handed over to the render thread rather than copied again.
      body: hasBody ? new Uint8Array(answer.rawPayload).buffer : null,
    };
  };
}
