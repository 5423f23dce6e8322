import autocannon from 'autocannon';
import { Agent, request as httpRequest, type OutgoingHttpHeaders } from 'node:http';

export interface LoadResult {
  p50: number;
  p99: number;
  rps: number;
  /** Connection errors (timeouts included) and answers other than 2xx. */
  errors: number;
}

/** The next request to send; autocannon asks for one each time a connection sends. */
export type RequestSetup = (request: autocannon.Request) => autocannon.Request;

/** Requests (paths, or bodies of a POST) sent in turn from a list, counting how many were asked for. */
export interface RequestCycle {
  /** Distinct requests in the list. */
  readonly size: number;
  readonly sent: number;
  /** Distinct requests sent so far. */
  readonly sentDistinct: number;
  nextPath(): string;
}

export function createRequestCycle(paths: readonly string[]): RequestCycle {
  let sent = 0;
  const asked = new Set<string>();
  return {
    size: new Set(paths).size,
    get sent() {
      return sent;
    },
    get sentDistinct() {
      return asked.size;
    },
    nextPath() {
      const path = paths[sent % paths.length] ?? '/';
      sent++;
      asked.add(path);
      return path;
    },
  };
}

/** A GET of each path of the cycle in turn. */
export function getFromCycle(cycle: RequestCycle): RequestSetup {
  return (request) => ({ ...request, method: 'GET', path: cycle.nextPath() });
}

/** A POST of each JSON body of the cycle in turn to one path (no session or CSRF header). */
export function postFromCycle(path: string, cycle: RequestCycle): RequestSetup {
  return (request) => ({
    ...request,
    method: 'POST',
    path,
    headers: { ...request.headers, 'content-type': 'application/json' },
    body: cycle.nextPath(),
  });
}

/** How a load runs: for a time or for a number of requests; at a rate or as fast as answered. */
export type LoadOptions = ({ seconds: number } | { amount: number }) & {
  connections: number;
  rate?: number;
  cookie?: string;
};

/**
 * A short run before measuring, so the route's code is compiled; few enough requests that the
 * measured runs still find most of theirs asked for the first time.
 */
export const WARM_UP = { amount: 300, connections: 2 } as const;

/**
 * Loads the server with `connections` connections: at `rate` requests per second overall when
 * given (see loadAtRate), else as fast as the server answers. Without a rate the percentiles
 * come from each answer's own time, to the microsecond: autocannon's histogram keeps whole
 * milliseconds, too coarse for routes that answer in one or two, whose p99s the ratios to the
 * trivial route compare.
 */
export async function load(
  baseUrl: string,
  setup: RequestSetup,
  options: LoadOptions,
): Promise<LoadResult> {
  if (options.rate) return loadAtRate(baseUrl, setup, { ...options, rate: options.rate });
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
        connections: options.connections,
        ...('amount' in options ? { amount: options.amount } : { duration: options.seconds }),
        requests: [{ setupRequest: setup }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, milliseconds) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(milliseconds);
    });
  });
  return {
    ...readPercentiles(latencies),
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

/**
 * Requests sent at evenly spaced moments, one every 1/rate s, over at most `connections` kept-alive
 * connections, whether or not earlier ones were answered (an open load, as visitors arrive). A
 * request's latency runs from the moment it was due, so a late start (every connection busy, or
 * the server slow to accept) counts against the server. autocannon's own rate limit was not used:
 * it lets each connection send its whole second's share back to back and then wait, so "200 req/s"
 * measured bursts of full load for a fraction of each second.
 */
export async function loadAtRate(
  baseUrl: string,
  setup: RequestSetup,
  options: LoadOptions & { rate: number },
): Promise<LoadResult> {
  const total = 'amount' in options ? options.amount : Math.round(options.rate * options.seconds);
  const intervalMs = 1000 / options.rate;
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const answers: Array<Promise<void>> = [];
  await new Promise<void>((resolve) => {
    let next = 0;
    const sendDue = () => {
      const now = performance.now();
      while (next < total && started + next * intervalMs <= now) {
        const dueAt = started + next * intervalMs;
        answers.push(
          sendOnce(baseUrl, agent, setup, options.cookie).then(
            (status) => {
              if (status >= 200 && status < 300) latencies.push(performance.now() - dueAt);
              else errors += 1;
            },
            () => {
              errors += 1;
            },
          ),
        );
        next += 1;
      }
      if (next >= total) resolve();
      else setTimeout(sendDue, Math.max(0, started + next * intervalMs - performance.now()));
    };
    sendDue();
  });
  await Promise.all(answers);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { ...readPercentiles(latencies), rps: Math.round(latencies.length / seconds), errors };
}

/** One request as the setup describes it; answers its status once the whole body has arrived. */
function sendOnce(
  baseUrl: string,
  agent: Agent,
  setup: RequestSetup,
  cookie: string | undefined,
): Promise<number> {
  const described = setup({ method: 'GET', path: '/', headers: {} } as autocannon.Request);
  const url = new URL(described.path ?? '/', baseUrl);
  const headers: OutgoingHttpHeaders = { ...described.headers };
  if (cookie && !headers.cookie) headers.cookie = cookie;
  const { body } = described;
  if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method: described.method ?? 'GET', headers, agent },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The 50th and 99th percentiles (nearest rank) of the latencies, in milliseconds. */
export function readPercentiles(latencies: readonly number[]): { p50: number; p99: number } {
  const sorted = Float64Array.from(latencies).sort();
  const at = (share: number) =>
    sorted.length === 0 ? 0 : (sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0);
  return { p50: at(0.5), p99: at(0.99) };
}
