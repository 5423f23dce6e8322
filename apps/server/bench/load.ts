import autocannon from 'autocannon';

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
 * Loads the server with `connections` connections, at `rate` requests per second overall when
 * given (latencies then count the time a late request waited), else as fast as the server
 * answers. Without a rate the percentiles come from each answer's own time, to the microsecond:
 * autocannon's histogram keeps whole milliseconds, too coarse for routes that answer in one or
 * two, whose p99s the ratios to the trivial route compare.
 */
export async function load(
  baseUrl: string,
  setup: RequestSetup,
  options: LoadOptions,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
        connections: options.connections,
        ...('amount' in options ? { amount: options.amount } : { duration: options.seconds }),
        ...(options.rate ? { overallRate: options.rate } : {}),
        requests: [{ setupRequest: setup }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    if (options.rate) return;
    instance.on('response', (_client, statusCode, _bytes, milliseconds) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(milliseconds);
    });
  });
  const measured = options.rate ? result.latency : readPercentiles(latencies);
  return {
    p50: measured.p50,
    p99: measured.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

/** The 50th and 99th percentiles (nearest rank) of the latencies, in milliseconds. */
export function readPercentiles(latencies: readonly number[]): { p50: number; p99: number } {
  const sorted = Float64Array.from(latencies).sort();
  const at = (share: number) =>
    sorted.length === 0 ? 0 : (sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0);
  return { p50: at(0.5), p99: at(0.99) };
}
