import { withClientQuery } from './bench-client';
import type { Row } from './bench-table';
import {
  FIXED_RATE_PER_SECOND,
  FIXED_RATE_SECONDS,
  FULL_LOAD_CONNECTIONS,
  FULL_LOAD_ROUNDS,
  FULL_LOAD_SECONDS,
  MAX_P99_RATIO,
  type BenchTarget,
} from './bench-targets';
import {
  createRequestCycle,
  getFromCycle,
  load,
  postFromCycle,
  WARM_UP,
  type LoadResult,
  type RequestCycle,
} from './load';

/** How varied a target's requests were in one run. */
export interface VarietyLine {
  database: string;
  target: string;
  /** Distinct requests the target cycles through. */
  distinct: number;
  /** Shares of each measured run's requests asked for the first time in the server's life. */
  firstAskedAtFixedRate: number;
  firstAskedAtFullLoad: number;
}

/** A returning visitor's session cookie, so a target measures reads rather than new sessions. */
async function fetchSessionCookie(baseUrl: string): Promise<string> {
  const response = await fetch(baseUrl + withClientQuery('/api/v2/user'));
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/**
 * Each target after a short warm-up at the fixed rate; then every target at full load, in
 * FULL_LOAD_ROUNDS rounds of all targets in turn (see bench-targets.ts).
 */
export async function measureCatalogue(
  label: string,
  baseUrl: string,
  targets: readonly BenchTarget[],
): Promise<{ rows: Row[]; variety: VarietyLine[] }> {
  const cookie = await fetchSessionCookie(baseUrl);
  const measured = targets.map((target) => {
    const cycle = createRequestCycle(target.bodies ?? target.paths);
    const send = target.bodies ? postFromCycle(target.paths[0] ?? '/', cycle) : getFromCycle(cycle);
    return { target, cycle, send, fullLoad: [] as FirstAsked[] };
  });
  const fixedRows: Row[] = [];
  const fixedFirstAsked = new Map<BenchTarget, number>();
  for (const { target, cycle, send } of measured) {
    await load(baseUrl, send, { ...WARM_UP, cookie });
    const fixed = await measureFirstAsked(cycle, () =>
      load(baseUrl, send, {
        rate: FIXED_RATE_PER_SECOND,
        seconds: FIXED_RATE_SECONDS,
        connections: FULL_LOAD_CONNECTIONS,
        cookie,
      }),
    );
    fixedFirstAsked.set(target, fixed.firstAsked);
    fixedRows.push({
      database: label,
      target: target.name,
      mode: `${FIXED_RATE_PER_SECOND} req/s`,
      ...fixed.result,
      ratio: '',
      verdict: describeBudget(target.budgetP99Ms, fixed.result.p99),
    });
  }
  for (let round = 0; round < FULL_LOAD_ROUNDS; round += 1) {
    for (const { cycle, send, fullLoad } of measured) {
      const options = { seconds: FULL_LOAD_SECONDS, connections: FULL_LOAD_CONNECTIONS, cookie };
      fullLoad.push(await measureFirstAsked(cycle, () => load(baseUrl, send, options)));
    }
  }
  const fullLoad = new Map(
    measured.map(({ target, fullLoad: rounds }) => [
      target,
      summarizeRounds(rounds.map((run) => run.result)),
    ]),
  );
  const variety = measured.map(({ target, cycle, fullLoad: rounds }) => ({
    database: label,
    target: target.name,
    distinct: cycle.size,
    firstAskedAtFixedRate: fixedFirstAsked.get(target) ?? 0,
    firstAskedAtFullLoad: median(rounds.map((run) => run.firstAsked)),
  }));
  return { rows: [...fixedRows, ...describeFullLoad(label, fullLoad)], variety };
}

interface FirstAsked {
  result: LoadResult;
  firstAsked: number;
}

/** The median of each figure over the rounds; errors are added up. */
export function summarizeRounds(rounds: readonly LoadResult[]): LoadResult {
  return {
    p50: median(rounds.map((run) => run.p50)),
    p99: median(rounds.map((run) => run.p99)),
    rps: median(rounds.map((run) => run.rps)),
    errors: rounds.reduce((sum, run) => sum + run.errors, 0),
  };
}

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  if (sorted.length === 0) return 0;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A run and the share of its requests that the cycle had not sent before. */
async function measureFirstAsked(
  cycle: RequestCycle,
  run: () => Promise<LoadResult>,
): Promise<FirstAsked> {
  const before = { sent: cycle.sent, distinct: cycle.sentDistinct };
  const result = await run();
  const sent = cycle.sent - before.sent;
  return { result, firstAsked: sent > 0 ? (cycle.sentDistinct - before.distinct) / sent : 0 };
}

function describeBudget(budget: number | null, p99: number): string {
  if (budget === null) return '';
  return p99 <= budget ? `ok (≤ ${budget} ms)` : `OVER ${budget} ms`;
}

function describeFullLoad(label: string, fullLoad: ReadonlyMap<BenchTarget, LoadResult>): Row[] {
  const trivial = [...fullLoad.entries()].find(([target]) => target.isTrivial)?.[1];
  return [...fullLoad].map(([target, measured]) => {
    const ratio = trivial && trivial.p99 > 0 ? measured.p99 / trivial.p99 : NaN;
    return {
      database: label,
      target: target.name,
      mode: `full load, ${FULL_LOAD_CONNECTIONS} conn, median of ${FULL_LOAD_ROUNDS}`,
      ...measured,
      ratio: Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : 'n/a',
      verdict: describeRatio(target, ratio),
    };
  });
}

/** The 3× rule applies to the routes with a budget (DESIGN §8); others show their ratio only. */
function describeRatio(target: BenchTarget, ratio: number): string {
  if (target.isTrivial) return 'floor';
  if (target.budgetP99Ms === null) return '';
  return ratio <= MAX_P99_RATIO ? 'ok (≤ 3×)' : 'OVER 3×';
}
