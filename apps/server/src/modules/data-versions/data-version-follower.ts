import pg from 'pg';
import type { AppDatabase } from '../../db/client';
import { DATA_CHANGE_CHANNEL, readDataVersions, type DataSetName } from '../../db/data-versions';

/** How often each process looks at the versions, whether or not it heard of a change. */
export const DEFAULT_POLL_MS = 2_000;
const LISTEN_RETRY_MIN_MS = 2_000;
const LISTEN_RETRY_MAX_MS = 60_000;

export interface DataVersionFollowerOptions {
  db: AppDatabase;
  /** How to rebuild what this process holds of each data set. */
  reloaders: Partial<Record<DataSetName, () => Promise<void>>>;
  /** Called once the changed sets were reloaded (e.g. to forget counts kept in memory). */
  onChange?: (names: DataSetName[]) => void;
  /** A failed check, reload or announcement connection; the next check tries again. */
  onError: (error: unknown) => void;
  pollMs?: number;
  /** Whether to hear announced changes at once on PostgreSQL, not only at the next poll (yes). */
  isListening?: boolean;
}

export interface DataVersionFollower {
  /** Loads every data set, then follows their versions. Throws when the first load fails. */
  start(): Promise<void>;
  /** Looks at the versions now and reloads what changed. */
  check(): Promise<void>;
  /** Stops polling and listening; waits for a check under way. */
  stop(): Promise<void>;
}

/**
 * Keeps what this process holds in memory in step with the database when other processes (or
 * an import) change it: every write bumps its data set's version (db/data-versions.ts); this
 * looks at the versions every `pollMs`, and at once when PostgreSQL announces a change, and
 * reloads only the sets whose version moved. Checks never overlap.
 */
export function createDataVersionFollower(
  options: DataVersionFollowerOptions,
): DataVersionFollower {
  const { db, onError } = options;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const names = Object.keys(options.reloaders) as DataSetName[];
  const seen = new Map<DataSetName, number>();
  let checking: Promise<void> | null = null;
  let isCheckAgain = false;
  let isFailing = false;
  let isStopped = false;
  let timer: NodeJS.Timeout | null = null;
  const listener =
    options.isListening === false ? null : createChangeListener(db, requestCheck, onError);

  async function checkOnce(isStrict: boolean): Promise<void> {
    const versions = await readDataVersions(db);
    const changed = names.filter((name) => seen.get(name) !== (versions.get(name) ?? 0));
    const reloaded: DataSetName[] = [];
    await Promise.all(
      changed.map(async (name) => {
        try {
          await options.reloaders[name]?.();
          seen.set(name, versions.get(name) ?? 0);
          reloaded.push(name);
        } catch (error) {
          if (isStrict) throw error;
          onError(error);
        }
      }),
    );
    if (reloaded.length > 0) options.onChange?.(reloaded);
  }

  function requestCheck(): Promise<void> {
    if (checking) {
      isCheckAgain = true;
      return checking;
    }
    checking = (async () => {
      do {
        isCheckAgain = false;
        try {
          await checkOnce(false);
          isFailing = false;
        } catch (error) {
          // An outage fails every check: say so once, not every few seconds.
          if (!isFailing) onError(error);
          isFailing = true;
        }
      } while (isCheckAgain && !isStopped);
    })().finally(() => {
      checking = null;
    });
    return checking;
  }

  return {
    async start() {
      isStopped = false;
      await checkOnce(true);
      timer ??= setInterval(() => {
        void requestCheck();
        listener?.ensureConnected();
      }, pollMs);
      timer.unref();
      listener?.ensureConnected();
    },
    async check() {
      // A check under way may have read the versions before the caller's change.
      if (checking) await checking;
      await requestCheck();
    },
    async stop() {
      isStopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await listener?.close();
      await checking;
    },
  };
}

interface ChangeListener {
  /** Connects (or reconnects after a failure, with backoff) unless connected. */
  ensureConnected(): void;
  close(): Promise<void>;
}

/**
 * A PostgreSQL connection of its own that LISTENs for announced changes. It never takes the
 * process down: a lost connection is reported and made again later, and meanwhile the polls
 * still see every change.
 */
function createChangeListener(
  db: AppDatabase,
  onAnnouncement: () => void,
  onError: (error: unknown) => void,
): ChangeListener | null {
  const pool = readPool(db);
  if (!pool) return null;
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retryAt = 0;
  let retryMs = LISTEN_RETRY_MIN_MS;
  let isClosed = false;

  function drop(lost: pg.Client, error?: unknown): void {
    if (client !== lost) return;
    client = null;
    if (error && !isClosed) onError(error);
    void lost.end().catch(() => undefined);
  }

  async function connect(): Promise<void> {
    const candidate = new pg.Client(pool?.options);
    candidate.on('error', (error) => drop(candidate, error));
    candidate.on('end', () => drop(candidate));
    candidate.on('notification', () => onAnnouncement());
    client = candidate;
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${DATA_CHANGE_CHANNEL}`);
      retryMs = LISTEN_RETRY_MIN_MS;
      // A change announced before LISTEN took effect is found by looking now.
      onAnnouncement();
    } catch (error) {
      drop(candidate, error);
      retryAt = Date.now() + retryMs;
      retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
    }
    if (isClosed) await candidate.end().catch(() => undefined);
  }

  return {
    ensureConnected() {
      if (isClosed || client || connecting || Date.now() < retryAt) return;
      connecting = connect().finally(() => {
        connecting = null;
      });
    },
    async close() {
      isClosed = true;
      await connecting;
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}

/** The node-postgres pool under the database, if it is PostgreSQL (PGlite has none). */
function readPool(db: AppDatabase): pg.Pool | null {
  const client: unknown = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}
