import { createElement, type ReactElement } from 'react';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { Navigate, useLocation } from 'react-router';
import {
  DEFAULT_ERROR_MESSAGE,
  sendRequest,
  type HttpError,
  type HttpOptions,
  type HttpRequest,
} from './http';

export type ApiArgs = string | Omit<HttpRequest, 'signal'>;

/** The account summary (GET /v2/user), which provides the 'User' tag. */
const USER_ENDPOINT = 'getUser';

/**
 * RTK Query base query over the shared http client. The store's thunk argument, when given, is
 * the client's options: on the server, how to reach the API on behalf of the page's visitor.
 */
export const httpBaseQuery: BaseQueryFn<ApiArgs, unknown, HttpError> = async (
  args,
  { signal, dispatch, endpoint, type, extra },
) => {
  const request = typeof args === 'string' ? { path: args } : args;
  const result = await sendRequest({ ...request, signal }, (extra ?? {}) as HttpOptions);
  // A data load found the session over: refresh the account so the app knows it is signed out.
  if (result.error?.status === 401 && type === 'query' && endpoint !== USER_ENDPOINT) {
    dispatch(api.util.invalidateTags(['User']));
  }
  return result.error ? { error: result.error } : { data: result.data };
};

/** The one API slice; each feature adds its endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  /** Cache tags: a change to one of these refetches the queries that show it. */
  tagTypes: ['User', 'Profile', 'PatientProfile', 'Addresses', 'Cards', 'Wallet', 'Cart'],
  endpoints: () => ({}),
});

export function isHttpError(value: unknown): value is HttpError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    'message' in value &&
    'validationErrors' in value
  );
}

/** What to show for a failed call: the server's message, or the default one. */
export function getErrorMessage(error: unknown): string {
  return isHttpError(error) ? error.message : DEFAULT_ERROR_MESSAGE;
}

/** /login, coming back to `nextPath` after signing in. */
export function buildSignInPath(nextPath: string): string {
  return `/login?next=${encodeURIComponent(nextPath).replace(/%2F/gi, '/')}`;
}

/**
 * What a page renders when its data did not load: a 401 sends the user to sign in (and back
 * here afterwards); any other failure goes to the route's error screen.
 */
export function PageLoadFailure({ error }: { error: unknown }): ReactElement {
  const { pathname, search } = useLocation();
  if (isHttpError(error) && error.status === 401) {
    return createElement(Navigate, { to: buildSignInPath(pathname + search), replace: true });
  }
  if (error instanceof Error) throw error;
  throw new Error(getErrorMessage(error));
}
