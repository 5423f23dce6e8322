/**
 * The messages between the server's thread and the thread that renders pages
 * (render-thread-worker.mjs). The renderer reaches the API through the server's thread, which
 * answers each of its calls as the page's visitor.
 */
import type { Readable } from 'node:stream';

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
    | { kind: 'not-found' }
    | { kind: 'page'; status: number; html: Readable; stateScript: string }
  >;
  /** The error view, as HTML. */
  renderErrorPage(): string;
}

/** What the web build's renderer answers for a page, its HTML read whole. */
export type ThreadRenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'not-rendered' }
  | { kind: 'not-found' }
  | { kind: 'page'; status: number; html: string; stateScript: string };

/** An API call the renderer makes, with what `fetch` was given. */
export interface ThreadFetchRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
}

/** The API's answer to one of the renderer's calls. */
export interface ThreadFetchAnswer {
  status: number;
  contentType: string;
  /** Absent for answers without a body (204, 304). */
  body: ArrayBuffer | null;
}

export type ToRenderThread =
  | { type: 'render'; renderId: number; url: string }
  | ({ type: 'fetched'; fetchId: number } & ThreadFetchAnswer)
  | { type: 'fetch-failed'; fetchId: number; message: string };

export type FromRenderThread =
  | { type: 'ready'; errorPage: string }
  | { type: 'load-failed'; message: string }
  | ({ type: 'fetch'; renderId: number; fetchId: number } & ThreadFetchRequest)
  | { type: 'rendered'; renderId: number; result: ThreadRenderResult }
  | { type: 'render-failed'; renderId: number; message: string };

export interface RenderThreadOptions {
  /** The absolute file URL of the web build's renderer (dist/.server/entry-server.js). */
  rendererUrl: string;
}
