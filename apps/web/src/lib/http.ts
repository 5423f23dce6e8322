import { camelCaseKeys, CSRF_HEADER, snakeCaseKeys } from '@fillwell/contracts';
import { APP_VERSION, LIMITS, type Platform } from '@fillwell/domain';
import { getCurrentPlatform } from './device';

export const API_BASE = '/api/';
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong, please try again';
export const NETWORK_ERROR_MESSAGE = 'Network Error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue =
  string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export interface HttpRequest {
  path: string;
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** A failed call as the app sees it (the wire error shape, camelCased, first message per field). */
export interface HttpError {
  message: string;
  code: string | null;
  status: number;
  validationErrors: Record<string, string>;
  errorDetails: unknown;
}

export type HttpResult<T> = { data: T; error?: undefined } | { data?: undefined; error: HttpError };

export interface HttpOptions {
  fetch?: typeof fetch;
  platform?: Platform;
}

const STATE_CHANGING_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `/api/` + path, with snake_case query names, arrays comma-joined, and platform/app added. */
export function buildApiUrl(path: string, query: HttpRequest['query'], platform: Platform): string {
  const params = new URLSearchParams();
  const wireQuery = (snakeCaseKeys(query ?? {}) ?? {}) as Record<string, QueryValue>;
  for (const [name, value] of Object.entries(wireQuery)) {
    if (value === undefined || value === null) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  params.set('platform', platform);
  params.set('app', APP_VERSION);
  return `${API_BASE}${path.replace(/^\/+/, '')}?${params.toString()}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pickFirstMessages(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const firstMessages: Record<string, string> = {};
  for (const [field, messages] of Object.entries(value)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') firstMessages[field] = first;
  }
  return firstMessages;
}

/** Maps an error body (already camelCased) and HTTP status to the app's error. */
export function toHttpError(body: unknown, status: number): HttpError {
  const source = isRecord(body) ? body : {};
  const message = typeof source.message === 'string' && source.message ? source.message : null;
  return {
    message: message ?? DEFAULT_ERROR_MESSAGE,
    code: typeof source.code === 'string' ? source.code : null,
    status: typeof source.status === 'number' ? source.status : status,
    validationErrors: pickFirstMessages(source.validationErrors),
    errorDetails: source.errorDetails ?? null,
  };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  if (!isJson) return text;
  try {
    return camelCaseKeys(JSON.parse(text));
  } catch {
    return text;
  }
}

function buildInit(request: HttpRequest, signal: AbortSignal): RequestInit {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (STATE_CHANGING_METHODS.has(method)) headers[CSRF_HEADER.name] = CSRF_HEADER.value;
  const init: RequestInit = { method, headers, credentials: 'include', signal };
  if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(snakeCaseKeys(request.body));
  }
  return init;
}

function linkAbort(source: AbortSignal | undefined, target: AbortController): void {
  if (!source) return;
  if (source.aborted) target.abort(source.reason);
  else source.addEventListener('abort', () => target.abort(source.reason), { once: true });
}

const TIMEOUT_ERROR: HttpError = {
  message: DEFAULT_ERROR_MESSAGE,
  code: 'timeout',
  status: 504,
  validationErrors: {},
  errorDetails: null,
};

const NETWORK_ERROR: HttpError = {
  message: NETWORK_ERROR_MESSAGE,
  code: null,
  status: 0,
  validationErrors: {},
  errorDetails: null,
};

/** The one way the web app talks to the API. Never throws for HTTP or network failures. */
export async function sendRequest<T = unknown>(
  request: HttpRequest,
  options: HttpOptions = {},
): Promise<HttpResult<T>> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const url = buildApiUrl(request.path, request.query, options.platform ?? getCurrentPlatform());
  const controller = new AbortController();
  linkAbort(request.signal, controller);
  let hasTimedOut = false;
  const timer = setTimeout(() => {
    hasTimedOut = true;
    controller.abort();
  }, request.timeoutMs ?? LIMITS.apiTimeoutMs);
  try {
    const response = await doFetch(url, buildInit(request, controller.signal));
    const body = await readBody(response);
    if (response.ok) return { data: body as T };
    return { error: toHttpError(body, response.status) };
  } catch (error) {
    if (hasTimedOut) return { error: TIMEOUT_ERROR };
    if (request.signal?.aborted) throw error;
    return { error: NETWORK_ERROR };
  } finally {
    clearTimeout(timer);
  }
}
