/**
 * The public pages rendered on the server: the API server imports this module (built to
 * dist/.server/) and sends a page's HTML complete, with the state it was rendered from embedded
 * once, so the first screen is readable before any script runs and the browser's app takes it
 * over (main.tsx hydrates) without fetching the same data again.
 */
import { StrictMode, type ReactElement } from 'react';
import { setAutoFreeze } from 'immer';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { PassThrough, type Readable } from 'node:stream';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import type { Platform } from '@fillwell/domain';
import { accountApi } from '@/features/account';
import { api, isHttpError } from '@/lib/api';
import { hasFirstScreenLoader } from '@/lib/first-screen';
import { serializeForScript } from '@/lib/serialize-for-script';
import { AppProvider } from './app/provider';
import { createRoutes } from './app/router';
import { createRoutesByFirstSegment } from './app/routes/routes-by-first-segment';
import { createAppStore, type AppStore } from './app/store';
import {
  omitAccountSummary,
  SERVER_STATE_ELEMENT_ID,
  type ServerRenderedState,
} from './app/server-state';
import { pathChanged } from './app/shell/header/header-slice';
import { ErrorView } from './app/shell/screens/error-screen';

export interface ServerRenderRequest {
  /** The page's absolute URL. */
  url: string;
  /** Reaches the API as the page's visitor (their cookies and address). */
  fetch: typeof fetch;
  platform: Platform;
}

export type ServerRenderResult =
  | { kind: 'redirect'; status: number; location: string }
  /** A route failed to load: the page is left to the browser's app, which shows the error. */
  | { kind: 'not-rendered' }
  /** A read of the page's first screen answered 404: what the address names does not exist. */
  | { kind: 'not-found' }
  | {
      kind: 'page';
      status: number;
      /** The app's HTML, for inside the root element. */
      html: Readable;
      /** The script that hands the browser the state the HTML was rendered from. */
      stateScript: string;
    };

// A page's store lives for one render: freezing every answer put in it (immer's default) only
// costs time.
setAutoFreeze(false);

const routesFor = createRoutesByFirstSegment(createRoutes());
const handlers = new Map<string, StaticHandler>();

/**
 * The route table for a page: the app's routes that can match its path (routes-by-first-segment),
 * made once for each first segment. Making a table ranks its routes, and matching a path and
 * making a page's router cost in proportion to its size.
 */
function findHandler(url: string): StaticHandler {
  const { key, routes } = routesFor(new URL(url).pathname);
  let handler = handlers.get(key);
  if (!handler) {
    handler = createStaticHandler(routes);
    handlers.set(key, handler);
  }
  return handler;
}

export async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const { store } = createAppStore({
    storage: null,
    http: { fetch: request.fetch, platform: request.platform },
  });
  const { pathname, search } = new URL(request.url);
  store.dispatch(pathChanged({ path: pathname + search }));
  try {
    return await renderWithStore(store, request.url);
  } finally {
    // Ends the cache's timers (a read nobody holds is dropped after a minute), which would keep
    // every page's store alive that long.
    store.dispatch(api.util.resetApiState());
  }
}

async function renderWithStore(store: AppStore, url: string): Promise<ServerRenderResult> {
  // The visitor's account and the page's own reads side by side: each read is a round trip to
  // the server's thread.
  const handler = findHandler(url);
  const [context] = await Promise.all([
    handler.query(new Request(url)).then(async (queried) => {
      if (!(queried instanceof Response) && !queried.errors) await loadFirstScreen(store, queried);
      return queried;
    }),
    store.dispatch(accountApi.endpoints.getUser.initiate(undefined, { subscribe: false })),
  ]);
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
    };
  }
  if (context.errors) return { kind: 'not-rendered' };
  if (hasMissingFirstScreen(store)) return { kind: 'not-found' };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToStream(
    <StrictMode>
      <AppProvider store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    stateScript: buildStateScript(store, context),
  };
}

/** The error view, for a page whose rendering failed. */
export function renderErrorPage(): string {
  return renderToStaticMarkup(<ErrorView isFullPage />);
}

/** Every matched route's first-screen reads, side by side. */
async function loadFirstScreen(store: AppStore, context: StaticHandlerContext): Promise<void> {
  await Promise.all(
    context.matches.map((match) => {
      const handle: unknown = match.route.handle;
      if (!hasFirstScreenLoader(handle)) return undefined;
      return handle.loadFirstScreen(store.dispatch, {
        params: match.params,
        loaderData: context.loaderData[match.route.id],
      });
    }),
  );
}

/** Whether a first-screen read answered 404 (a treatment or document that does not exist). */
function hasMissingFirstScreen(store: AppStore): boolean {
  return Object.values(store.getState().api.queries).some(
    (query) => isHttpError(query?.error) && query.error.status === 404,
  );
}

/** The HTML once everything is rendered (no loading fallbacks), streamed as React writes it. */
function renderToStream(app: ReactElement): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const output = new PassThrough();
    const stream = renderToPipeableStream(app, {
      // Every boundary inline, however large: an outlined one is revealed by an inline script,
      // which the page's content security policy refuses (and a page without scripts never runs).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(output);
        resolve(output);
      },
      onShellError: reject,
      onError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/**
 * The store's state and the router's loader data, as a data block (never run, so the page's
 * content security policy allows it) that the browser's app reads at start. The visitor's own
 * account (and what is made of it alone) is left out: the server sends it in a block of its own,
 * so that this one is the same for every visitor without an account.
 */
function buildStateScript(store: AppStore, context: StaticHandlerContext): string {
  const state: ServerRenderedState = {
    store: omitAccountSummary(store.getState()),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  };
  return `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${serializeForScript(state)}</script>`;
}
