import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { sendRequest, type HttpError, type HttpRequest } from './http';

export type ApiArgs = string | Omit<HttpRequest, 'signal'>;

/** RTK Query base query over the shared http client. */
export const httpBaseQuery: BaseQueryFn<ApiArgs, unknown, HttpError> = async (args, { signal }) => {
  const request = typeof args === 'string' ? { path: args } : args;
  const result = await sendRequest({ ...request, signal });
  return result.error ? { error: result.error } : { data: result.data };
};

/** The one API slice; each feature adds its endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  /** Cache tags: a change to one of these refetches the queries that show it. */
  tagTypes: ['User', 'Profile', 'PatientProfile', 'Addresses', 'Cards', 'Wallet'],
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
