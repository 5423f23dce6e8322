import type { FuzzCase } from './fuzz-cases';

/**
 * Sends fuzz cases and judges each answer: never a 5xx, errors in the one error shape, and no
 * internals (stack traces, file paths, SQL, database driver text) in any answer.
 */

export interface FuzzFinding {
  /** The operation, e.g. `GET /api/v2/orders/{id}`. */
  operation: string;
  request: string;
  attack: string;
  status: number;
  problem: string;
  excerpt: string;
}

export interface FuzzReport {
  tried: number;
  serverErrors: number;
  findings: FuzzFinding[];
  statuses: Record<number, number>;
}

export interface FuzzSession {
  /** The Cookie header to send (empty when signed out). */
  cookie(): string;
  /** Called after a case that may have ended or replaced the session. */
  restore?(): Promise<void>;
  /** Extra headers for every request (e.g. a client address behind a trusted proxy). */
  headers?(): Record<string, string>;
}

/** Stack frames, source paths and database text: never in an answer. */
const ANYWHERE_PATTERNS: Array<[string, RegExp]> = [
  ['stack trace', /\bat (?:async )?[\w.<>]+ \(|\bat [^\s()]+:\d+:\d+/],
  [
    'source path',
    /(?:\/(?:work|home|usr|opt|app|srv|tmp|src|node_modules)\/[\w./-]+)|[\w-]+\.(?:ts|js|mjs|cjs):\d+/,
  ],
  [
    'SQL error',
    /syntax error at or near|relation "[^"]*"|column "[^"]*"|violates [\w ]+constraint/i,
  ],
  [
    'database error',
    /invalid input syntax for|out of range for type|invalid byte sequence|unterminated|Failed query/i,
  ],
];
/** Words that only internals would put in an error message. */
const ERROR_PATTERNS: Array<[string, RegExp]> = [
  ['driver name', /drizzle|pglite|node-postgres|\bpg\b|postgres|sqlstate/i],
  ['SQL text', /\b(?:select\b[\s\S]*\bfrom|insert into|update\b[\s\S]*\bset|delete from)\b/i],
  [
    'runtime error',
    /TypeError|ReferenceError|RangeError|Maximum call stack|undefined is not|cannot read propert/i,
  ],
];

/** Paths whose calls can end or replace the session. */
const SESSION_CHANGING = /\/account(?:\/|$)/;

export async function runFuzzCases(
  baseUrl: string,
  cases: readonly FuzzCase[],
  session: FuzzSession = { cookie: () => '' },
): Promise<FuzzReport> {
  const report: FuzzReport = { tried: 0, serverErrors: 0, findings: [], statuses: {} };
  for (const fuzzCase of cases) {
    const { status, text } = await sendFuzzCase(baseUrl, fuzzCase, session);
    report.tried += 1;
    report.statuses[status] = (report.statuses[status] ?? 0) + 1;
    if (status >= 500) report.serverErrors += 1;
    for (const problem of judgeAnswer(fuzzCase, status, text)) {
      report.findings.push({
        operation: `${fuzzCase.method} ${fuzzCase.operation.path}`,
        request: `${fuzzCase.method} ${fuzzCase.url.slice(0, 200)}`,
        attack: fuzzCase.attack,
        status,
        problem,
        excerpt: text.slice(0, 300),
      });
    }
    if (session.restore && fuzzCase.method !== 'GET' && SESSION_CHANGING.test(fuzzCase.url)) {
      await session.restore();
    }
  }
  return report;
}

async function sendFuzzCase(
  baseUrl: string,
  fuzzCase: FuzzCase,
  session: FuzzSession,
): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = {
    'x-requested-with': 'fillwell',
    ...session.headers?.(),
    ...fuzzCase.headers,
  };
  const cookie = session.cookie();
  if (cookie) headers.cookie = cookie;
  try {
    const response = await fetch(`${baseUrl}${fuzzCase.url}`, {
      method: fuzzCase.method,
      headers,
      body: fuzzCase.body,
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    // The server cut the connection: as bad as a 5xx.
    return { status: 599, text: `connection failed: ${String(error)}` };
  }
}

/** What is wrong with an answer, if anything. */
export function judgeAnswer(fuzzCase: FuzzCase, status: number, text: string): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`server error ${status}`);
  const answer = withoutEchoes(text, fuzzCase.payloads);
  for (const [name, pattern] of ANYWHERE_PATTERNS) {
    if (pattern.test(answer)) problems.push(`leaks ${name}`);
  }
  if (status >= 400) {
    if (!isErrorShape(text, status)) problems.push('error not in the one error shape');
    const message = errorMessages(text);
    for (const [name, pattern] of ERROR_PATTERNS) {
      if (pattern.test(withoutEchoes(message, fuzzCase.payloads))) problems.push(`leaks ${name}`);
    }
  }
  return problems;
}

/** An answer may repeat what was sent (e.g. a field name); only the rest is judged. */
function withoutEchoes(text: string, payloads: readonly string[]): string {
  let rest = text;
  for (const payload of payloads) {
    if (payload.length < 3) continue;
    for (const form of [
      payload,
      JSON.stringify(payload).slice(1, -1),
      encodeURIComponent(payload),
    ]) {
      rest = rest.split(form).join('');
    }
  }
  return rest;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isErrorShape(text: string, status: number): boolean {
  const body = parseJson(text);
  if (typeof body !== 'object' || body === null) return false;
  const error = body as Record<string, unknown>;
  // The card gateway answers in its provider's own shape ({ error: { type, code, message } }).
  if (typeof error.error === 'object' && error.error !== null) return true;
  return (
    typeof error.message === 'string' &&
    typeof error.code === 'string' &&
    error.status === status &&
    typeof error.validation_errors === 'object'
  );
}

/** The error's message and field messages (not its field names, which the client chose). */
function errorMessages(text: string): string {
  const body = parseJson(text);
  if (typeof body !== 'object' || body === null) return text;
  const error = body as Record<string, unknown>;
  const fieldMessages =
    typeof error.validation_errors === 'object' && error.validation_errors !== null
      ? Object.values(error.validation_errors as Record<string, unknown>).flat()
      : [];
  const gatewayMessage =
    typeof error.error === 'object' && error.error !== null
      ? (error.error as Record<string, unknown>).message
      : undefined;
  return [error.message, gatewayMessage, ...fieldMessages].map(String).join('\n');
}

/** One line per kind of finding (problem, attack and operation) with its count and an example. */
export function describeFindings(findings: readonly FuzzFinding[], limit = 40): string {
  const groups = new Map<string, { count: number; example: FuzzFinding }>();
  for (const finding of findings) {
    const key = `${finding.problem} [${finding.attack}] ${finding.operation}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { count: 1, example: finding });
  }
  return [...groups]
    .slice(0, limit)
    .map(
      ([key, { count, example }]) =>
        `${count}× ${key}\n    e.g. ${example.request}: ${example.excerpt}`,
    )
    .join('\n');
}

/** e.g. `500 requests, 0 5xx (200: 41, 400: 380, 404: 79)`. */
export function describeReport(report: FuzzReport): string {
  const statuses = Object.entries(report.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  return `${report.tried} requests, ${report.serverErrors} 5xx (${statuses})`;
}
