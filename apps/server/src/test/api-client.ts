import { APP_VERSION } from '@fillwell/domain';
import { CSRF_HEADER } from '@fillwell/contracts';

export interface ApiRequestOptions {
  query?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (with a JSON content type unless `headers` says otherwise). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Leave out the CSRF header (default: sent). */
  isCsrfHeaderOmitted?: boolean;
  /** Leave out the platform and app query parameters (default: sent). */
  areClientParamsOmitted?: boolean;
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or null when the body is not JSON. */
  body: T;
  text: string;
}

/**
 * A small HTTP client for API tests that behaves like the web app: keeps the session cookie,
 * sends the CSRF header and the platform/app query parameters.
 */
export function createApiClient(baseUrl: string) {
  const cookies = new Map<string, string>();

  async function request<T = unknown>(
    method: string,
    path: string,
    options: ApiRequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const response = await fetch(buildUrl(baseUrl, path, options), {
      method,
      headers: buildHeaders(options, cookies),
      body:
        options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    storeCookies(cookies, response.headers.getSetCookie());
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: parseJson(text) as T, text };
  }

  return {
    cookies,
    request,
    get: <T = unknown>(path: string, options?: ApiRequestOptions) =>
      request<T>('GET', path, options),
    post: <T = unknown>(path: string, body?: unknown, options?: ApiRequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    put: <T = unknown>(path: string, body?: unknown, options?: ApiRequestOptions) =>
      request<T>('PUT', path, { ...options, body }),
    patch: <T = unknown>(path: string, body?: unknown, options?: ApiRequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T = unknown>(path: string, options?: ApiRequestOptions) =>
      request<T>('DELETE', path, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

function buildUrl(baseUrl: string, path: string, options: ApiRequestOptions): string {
  const url = new URL(path, baseUrl);
  if (!options.areClientParamsOmitted) {
    url.searchParams.set('platform', 'web');
    url.searchParams.set('app', APP_VERSION);
  }
  for (const [name, value] of Object.entries(options.query ?? {}))
    url.searchParams.set(name, value);
  return url.toString();
}

function buildHeaders(options: ApiRequestOptions, cookies: Map<string, string>): Headers {
  const headers = new Headers();
  if (options.body !== undefined || options.rawBody !== undefined) {
    headers.set('content-type', 'application/json');
  }
  if (!options.isCsrfHeaderOmitted) headers.set(CSRF_HEADER.name, CSRF_HEADER.value);
  if (cookies.size > 0) {
    headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
}

function storeCookies(cookies: Map<string, string>, setCookieHeaders: string[]): void {
  for (const header of setCookieHeaders) {
    const [pair = '', ...attributes] = header.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const isExpired = attributes.some(isExpiryInPast);
    if (isExpired || value === '') cookies.delete(name);
    else cookies.set(name, value);
  }
}

function isExpiryInPast(attribute: string): boolean {
  const [name = '', value = ''] = attribute.split('=').map((part) => part.trim());
  if (/^max-age$/i.test(name)) return Number(value) <= 0;
  if (/^expires$/i.test(name)) return Date.parse(value) <= Date.now();
  return false;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
