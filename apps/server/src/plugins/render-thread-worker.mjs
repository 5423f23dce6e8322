// @ts-check
/**
 * The thread pages are rendered on (see render-thread.ts): imports the web build's renderer,
 * then renders each page the server's thread asks for. Every API call the renderer makes is
 * sent to the server's thread, which answers it as the page's visitor. Plain JavaScript: a
 * worker thread has no TypeScript loader of its own, whoever started the server.
 */
import { parentPort, workerData } from 'node:worker_threads';

/** @typedef {import('./render-thread-protocol').ToRenderThread} ToRenderThread */
/** @typedef {import('./render-thread-protocol').FromRenderThread} FromRenderThread */
/** @typedef {import('./render-thread-protocol').RenderThreadOptions} RenderThreadOptions */
/** @typedef {import('./render-thread-protocol').ThreadFetchAnswer} ThreadFetchAnswer */

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const options = /** @type {RenderThreadOptions} */ (workerData);

/** @param {FromRenderThread} message */
const send = (message) => port.postMessage(message);

/** @type {Map<number, { resolve: (answer: ThreadFetchAnswer) => void, reject: (error: Error) => void }>} */
const pendingFetches = new Map();
let nextFetchId = 1;

/**
 * The renderer's `fetch` for one page: each call goes to the server's thread.
 * @param {number} renderId
 * @returns {typeof fetch}
 */
function createThreadFetch(renderId) {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const fetchId = nextFetchId;
    nextFetchId += 1;
    const answer = await new Promise((resolve, reject) => {
      pendingFetches.set(fetchId, { resolve, reject });
      send({
        type: 'fetch',
        renderId,
        fetchId,
        url,
        method: init?.method ?? 'GET',
        headers: init?.headers ? Object.fromEntries(new Headers(init.headers).entries()) : {},
        body: typeof init?.body === 'string' ? init.body : null,
      });
    });
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.contentType },
    });
  };
}

/** @param {AsyncIterable<string | Uint8Array>} stream */
async function readAll(stream) {
  /** @type {Uint8Array[]} */
  const chunks = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * @param {import('./render-thread-protocol').ServerRendererModule} renderer
 * @param {number} renderId
 * @param {string} url
 */
async function render(renderer, renderId, url) {
  try {
    const result = await renderer.renderPage({
      url,
      fetch: createThreadFetch(renderId),
      platform: 'web',
    });
    if (result.kind !== 'page') {
      send({ type: 'rendered', renderId, result });
      return;
    }
    const html = await readAll(result.html);
    send({
      type: 'rendered',
      renderId,
      result: { kind: 'page', status: result.status, html, stateScript: result.stateScript },
    });
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    send({ type: 'render-failed', renderId, message });
  }
}

async function start() {
  /** @type {Partial<import('./render-thread-protocol').ServerRendererModule>} */
  let renderer;
  try {
    renderer = await import(options.rendererUrl);
  } catch (error) {
    send({ type: 'load-failed', message: error instanceof Error ? error.message : String(error) });
    return;
  }
  const { renderPage, renderErrorPage } = renderer;
  if (typeof renderPage !== 'function' || typeof renderErrorPage !== 'function') {
    send({ type: 'load-failed', message: "it is not the web app's server renderer" });
    return;
  }
  const loaded = { renderPage, renderErrorPage };
  port.on('message', (/** @type {ToRenderThread} */ message) => {
    if (message.type === 'render') {
      void render(loaded, message.renderId, message.url);
      return;
    }
    const call = pendingFetches.get(message.fetchId);
    if (!call) return;
    pendingFetches.delete(message.fetchId);
    if (message.type === 'fetched') call.resolve(message);
    else call.reject(new Error(message.message));
  });
  send({ type: 'ready', errorPage: renderErrorPage() });
}

void start();
