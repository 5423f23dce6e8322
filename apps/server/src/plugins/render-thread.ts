import { Worker } from 'node:worker_threads';
import type {
  FromRenderThread,
  RenderThreadOptions,
  ThreadFetchAnswer,
  ThreadFetchRequest,
  ThreadRenderResult,
  ToRenderThread,
} from './render-thread-protocol';

/** Answers one of the renderer's API calls, as the visitor of the page being rendered. */
export type AnswerFetch = (request: ThreadFetchRequest) => Promise<ThreadFetchAnswer>;

export interface RenderThread {
  /** The error view, rendered once at start. */
  errorPage: string;
  render(url: string, answerFetch: AnswerFetch): Promise<ThreadRenderResult>;
  close(): Promise<void>;
}

interface PendingRender {
  answerFetch: AnswerFetch;
  resolve(result: ThreadRenderResult): void;
  reject(error: Error): void;
}

const workerUrl = new URL('./render-thread-worker.mjs', import.meta.url);

/**
 * The web build's renderer on a thread of its own. Rendering a page is several milliseconds of
 * JavaScript that never yields; on the server's thread every page would hold up every request.
 * Here the server parses, answers the renderer's API calls and sends pages while a second core
 * renders. A thread that ends is started again for the next page.
 */
export async function startRenderThread(options: RenderThreadOptions): Promise<RenderThread> {
  let running = await openThread(options);
  let reopening: Promise<OpenedThread> | null = null;
  let isClosed = false;

  /** The running thread; the first page to find it ended starts the next, the others wait. */
  function findRunning(): OpenedThread | Promise<OpenedThread> {
    if (!running.hasEnded()) return running;
    reopening ??= openThread(options)
      .then((opened) => (running = opened))
      .finally(() => (reopening = null));
    return reopening;
  }

  return {
    errorPage: running.errorPage,
    async render(url, answerFetch) {
      if (isClosed) throw new Error('The render thread is closed');
      return (await findRunning()).render(url, answerFetch);
    },
    async close() {
      isClosed = true;
      await reopening?.catch(() => undefined);
      await running.terminate();
    },
  };
}

type OpenedThread = Awaited<ReturnType<typeof openThread>>;

async function openThread(options: RenderThreadOptions) {
  const worker = new Worker(workerUrl, { workerData: options });
  const pending = new Map<number, PendingRender>();
  let nextRenderId = 1;
  let hasEnded = false;
  const post = (message: ToRenderThread, transfer: ArrayBuffer[] = []) =>
    worker.postMessage(message, transfer);

  const failAll = (error: Error) => {
    hasEnded = true;
    for (const render of pending.values()) render.reject(error);
    pending.clear();
  };

  const ready = new Promise<string>((resolve, reject) => {
    worker.on('message', (message: FromRenderThread) => {
      if (message.type === 'ready') resolve(message.errorPage);
      else if (message.type === 'load-failed') {
        reject(new Error(`${options.rendererUrl}: ${message.message}: rebuild the web app`));
      } else handleMessage(message);
    });
    worker.on('error', (error) => {
      reject(error);
      failAll(error);
    });
    worker.on('exit', (code) => {
      const error = new Error(`The render thread ended (exit code ${code})`);
      reject(error);
      failAll(error);
    });
  });

  function handleMessage(message: Exclude<FromRenderThread, { type: 'ready' | 'load-failed' }>) {
    const render = pending.get(message.renderId);
    if (!render) return;
    if (message.type === 'fetch') {
      const { url, method, headers, body } = message;
      void answer(render, message.fetchId, { url, method, headers, body });
      return;
    }
    pending.delete(message.renderId);
    if (pending.size === 0) worker.unref();
    if (message.type === 'rendered') render.resolve(message.result);
    else render.reject(new Error(message.message));
  }

  async function answer(render: PendingRender, fetchId: number, request: ThreadFetchRequest) {
    try {
      const answered = await render.answerFetch(request);
      post({ type: 'fetched', fetchId, ...answered }, answered.body ? [answered.body] : []);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      post({ type: 'fetch-failed', fetchId, message });
    }
  }

  const errorPage = await ready.catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  // An idle thread does not keep the process alive; a page being rendered does.
  worker.unref();
  return {
    errorPage,
    hasEnded: () => hasEnded,
    render(url: string, answerFetch: AnswerFetch): Promise<ThreadRenderResult> {
      const renderId = nextRenderId;
      nextRenderId += 1;
      if (pending.size === 0) worker.ref();
      return new Promise((resolve, reject) => {
        pending.set(renderId, { answerFetch, resolve, reject });
        post({ type: 'render', renderId, url });
      });
    },
    async terminate() {
      hasEnded = true;
      await worker.terminate();
    },
  };
}

/** Several render threads, each page sent to the one with the fewest pages in hand. */
export async function startRenderThreads(
  options: RenderThreadOptions,
  count: number,
): Promise<RenderThread> {
  const threads = await Promise.all(
    Array.from({ length: Math.max(1, count) }, () => startRenderThread(options)),
  );
  const inHand = threads.map(() => 0);
  return {
    errorPage: (threads[0] as RenderThread).errorPage,
    async render(url, answerFetch) {
      const index = inHand.indexOf(Math.min(...inHand));
      inHand[index] = (inHand[index] ?? 0) + 1;
      try {
        return await (threads[index] as RenderThread).render(url, answerFetch);
      } finally {
        inHand[index] = (inHand[index] ?? 1) - 1;
      }
    },
    async close() {
      await Promise.all(threads.map((thread) => thread.close()));
    },
  };
}
