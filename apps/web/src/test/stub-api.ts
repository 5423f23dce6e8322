import { snakeCaseKeys } from '@fillwell/contracts';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Responder = (call: ApiCall) => Response | Promise<Response>;

/** A JSON response as the server sends it (snake_case keys). */
export function wireResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(snakeCaseKeys(body)), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function wireError(message: string, status: number, code = 'error'): Response {
  return wireResponse({ message, code, status, validationErrors: {}, errorDetails: null }, status);
}

/**
 * Replaces fetch with a table of `METHOD /api/path` responders (both parts are regular
 * expressions); anything unmatched answers 404. Returns the calls made.
 */
export function stubApi(routes: Record<string, Responder>): ApiCall[] {
  const calls: ApiCall[] = [];
  const table = Object.entries(routes).map(([key, respond]) => {
    const [method = 'GET', pattern = ''] = key.split(' ');
    return { method: new RegExp(`^${method}$`), pattern: new RegExp(`^${pattern}$`), respond };
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const call = { method, path: url.pathname, query: url.searchParams, body };
      calls.push(call);
      const route = table.find(
        (entry) => entry.method.test(method) && entry.pattern.test(url.pathname),
      );
      return route ? route.respond(call) : wireError('Not found', 404, 'not_found');
    }),
  );
  return calls;
}
