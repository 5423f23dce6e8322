import {
  openDatabase,
  type DatabaseHandle,
  type DatabaseOptions,
  type DatabaseTarget,
} from './client';
import { isDatabaseMissing, isDatabaseUnavailable } from './errors';

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 15_000;

/** Raised when the database stayed unreachable for the whole wait. */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

export interface WaitOptions {
  /** Gives up (rethrows) once waiting longer would pass this; 0 tries once. */
  timeoutMs: number;
  log: (line: string) => void;
  open?: typeof openDatabase;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/**
 * Opens the database, waiting for a PostgreSQL server that is not up yet (a restart, a
 * container starting alongside, a database still being created): retries with a doubling delay
 * up to 15 s, logging each wait, instead of exiting into a supervisor's restart loop.
 */
export async function openDatabaseWhenReachable(
  target: DatabaseTarget,
  databaseOptions: DatabaseOptions,
  options: WaitOptions,
): Promise<DatabaseHandle> {
  const open = options.open ?? openDatabase;
  const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const deadline = now() + options.timeoutMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await open(target, databaseOptions);
    } catch (error) {
      if (target.kind !== 'postgres' || !isWorthWaitingFor(error)) throw error;
      const delayMs = Math.min(FIRST_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
      const where = describeAddress(target.url);
      if (now() + delayMs > deadline) {
        throw new DatabaseUnreachableError(
          `database not reachable at ${where}: ${describeError(error)}`,
          { cause: error },
        );
      }
      options.log(
        `database not reachable at ${where} (${describeError(error)}); ` +
          `retrying in ${delayMs / 1000} s`,
      );
      await sleep(delayMs);
    }
  }
}

function isWorthWaitingFor(error: unknown): boolean {
  return isDatabaseUnavailable(error) || isDatabaseMissing(error);
}

/** host:port/database, without the credentials. */
export function describeAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}${parsed.pathname}`;
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code } = error as { code?: unknown };
  return error.message || (typeof code === 'string' ? code : error.name);
}
