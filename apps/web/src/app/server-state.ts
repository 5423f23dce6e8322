import type { HydrationState } from 'react-router';
import { ACCOUNT_SUMMARY_ELEMENT_ID, ACCOUNT_SUMMARY_PATH } from '@fillwell/contracts';
import type { RootState, ServerState } from './store';

/** The data block where a server-rendered page leaves the state its HTML was rendered from. */
export const SERVER_STATE_ELEMENT_ID = 'fillwell-state';

export interface ServerRenderedState {
  store: ServerState;
  router: HydrationState;
}

/** The state the page was rendered from on the server, if it was. */
export function readServerState(): ServerRenderedState | null {
  const text = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerRenderedState;
  } catch {
    return null;
  }
}

type ApiState = RootState['api'];

/**
 * The state a page is rendered from, without the visitor's own account (the account read and
 * the session made of it), which the server sends in a block of its own: what is left is the
 * same for every visitor without an account.
 */
export function omitAccountSummary(state: RootState): ServerState {
  const { session: _session, ...rendered } = state;
  return { ...rendered, api: selectQueries(rendered.api, (name) => name !== ACCOUNT_SUMMARY_READ) };
}

/**
 * The state the page's HTML was rendered from, for hydrating it: what the server sent, with the
 * visitor's own account (read from their block at start) put back. An area the browser's store
 * holds with the same content (a persisted area with nothing saved, which only gained its
 * persistence marker) is the store's own object, so nothing that reads it draws again once the
 * page is taken over.
 */
export function prepareHydrationState(rendered: ServerState, state: RootState): ServerState {
  const withAccount: Record<string, unknown> = { ...rendered, session: state.session };
  if (rendered.api) {
    const account = selectQueries(state.api, (name) => name === ACCOUNT_SUMMARY_READ).queries;
    withAccount.api = { ...rendered.api, queries: { ...rendered.api.queries, ...account } };
  }
  const live: Record<string, unknown> = { ...state };
  for (const [name, area] of Object.entries(withAccount)) {
    if (isSameContent(area, live[name])) withAccount[name] = live[name];
  }
  return withAccount as ServerState;
}

/** Whether the store's area holds what was rendered, leaving aside its persistence marker. */
function isSameContent(rendered: unknown, live: unknown): boolean {
  if (rendered === live) return true;
  if (typeof live !== 'object' || live === null) return false;
  const { _persist: _marker, ...content } = live as Record<string, unknown>;
  return JSON.stringify(content) === JSON.stringify(rendered);
}

const ACCOUNT_SUMMARY_READ = 'getUser';

function selectQueries(api: ApiState, isKept: (endpointName: string) => boolean): ApiState {
  const queries = Object.entries(api.queries).filter(([, query]) =>
    isKept(query?.endpointName ?? ''),
  );
  return { ...api, queries: Object.fromEntries(queries) };
}

/** The visitor's account answer (GET /api/v2/user) the server sent with a rendered page, as sent. */
export function readAccountSummary(): string | null {
  return document.getElementById(ACCOUNT_SUMMARY_ELEMENT_ID)?.textContent ?? null;
}

/**
 * A fetch that answers the app's first account call with the answer the page was sent with, and
 * sends every other call (and any later account call) on.
 */
export function createHandedOverFetch(
  accountSummary: string,
  send: typeof fetch = (input, init) => globalThis.fetch(input, init),
): typeof fetch {
  let isHandedOver = false;
  return (input, init) => {
    if (!isHandedOver && isAccountSummaryCall(input, init)) {
      isHandedOver = true;
      const headers = { 'content-type': 'application/json' };
      return Promise.resolve(new Response(accountSummary, { status: 200, headers }));
    }
    return send(input, init);
  };
}

function isAccountSummaryCall(input: RequestInfo | URL, init: RequestInit | undefined): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  return (
    method.toUpperCase() === 'GET' &&
    new URL(url, 'http://localhost').pathname === ACCOUNT_SUMMARY_PATH
  );
}
