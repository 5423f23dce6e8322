/** A small HTTP client for preparing benchmark data through the public API, as the web app does. */

/** The client parameters every web request carries. */
export const CLIENT_QUERY = 'platform=web&app=5.0.12';
const CSRF_HEADERS = { 'x-requested-with': 'fillwell' };

/** `path` with the web client's parameters added to its query. */
export function withClientQuery(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${CLIENT_QUERY}`;
}

/** Who sends a request: a signed-in visitor's cookie and the address it comes from. */
export interface BenchVisitor {
  cookie: string;
  clientIp: string;
}

export interface BenchResponse {
  status: number;
  body: unknown;
  headers: Headers;
}

class BenchRequestError extends Error {
  override name = 'BenchRequestError';
}

/** Sends a request and reads its JSON answer, whatever its status. */
export async function send(
  baseUrl: string,
  request: {
    method: 'GET' | 'POST' | 'PATCH';
    path: string;
    body?: unknown;
    visitor?: BenchVisitor;
    headers?: Record<string, string>;
  },
): Promise<BenchResponse> {
  const headers: Record<string, string> = { ...CSRF_HEADERS, ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.visitor) {
    headers.cookie = request.visitor.cookie;
    headers['x-forwarded-for'] = request.visitor.clientIp;
  }
  const response = await fetch(baseUrl + request.path, {
    method: request.method,
    headers,
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: parseJson(text), headers: response.headers };
}

/** Like `send`, but anything other than 2xx is an error naming the call and its answer. */
export async function expectOk(
  baseUrl: string,
  request: Parameters<typeof send>[1],
): Promise<BenchResponse> {
  const response = await send(baseUrl, request);
  if (response.status < 200 || response.status >= 300) {
    const answer = JSON.stringify(response.body).slice(0, 300);
    throw new BenchRequestError(
      `${request.method} ${request.path} answered ${response.status}: ${answer}`,
    );
  }
  return response;
}

/** A GET of public data, its JSON answer typed by the caller (the wire is snake_case). */
export async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await expectOk(baseUrl, { method: 'GET', path: withClientQuery(path) });
  return response.body as T;
}

/** The session cookie a response sets, as a `cookie` header value (empty when none). */
export function readSessionCookie(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((cookie) => cookie.includes('='))
    .join('; ');
}

/** Runs `task` over the items with at most `limit` running at once; results in item order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}
