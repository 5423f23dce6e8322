import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The lock file's name inside the PGlite data folder; it holds the owning process's id. */
export const LOCK_FILE_NAME = 'server.lock';

export interface DataDirLock {
  /** Removes the lock file if this process still holds it; safe to call more than once. */
  release(): void;
}

/** Raised when another live process holds the data folder. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';

  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${holderPid}: PGlite allows one process ` +
        `per folder. Stop that process, or set DATA_DIR to another folder (or DATABASE_URL to ` +
        `share a PostgreSQL database). If no such process is running, delete ` +
        `${join(dataDir, LOCK_FILE_NAME)}.`,
    );
  }
}

const MAX_ATTEMPTS = 3;

/**
 * Takes the data folder for this process: creates the lock file with this process's id, or
 * refuses when a live process holds it. A lock left by a process that is gone (killed, crashed)
 * is stale and taken over. Released on `release()` and, as a last resort, when the process
 * exits.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (tryCreateLockFile(lockPath)) return holdLock(lockPath);
    const holderPid = readHolderPid(lockPath);
    if (holderPid !== null && holderPid !== process.pid && isProcessAlive(holderPid)) {
      throw new DataDirLockedError(dataDir, holderPid);
    }
    // Stale: its holder is gone (or is this process's earlier life, as in a restarted container).
    rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not take the lock ${lockPath}; another process keeps taking it`);
}

/** Written whole to a file of its own, then linked into place: never seen half-written. */
function tryCreateLockFile(lockPath: string): boolean {
  const draftPath = `${lockPath}.${process.pid}`;
  writeFileSync(draftPath, `${process.pid}\n`);
  try {
    linkSync(draftPath, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draftPath, { force: true });
  }
}

function holdLock(lockPath: string): DataDirLock {
  let isHeld = true;
  const release = () => {
    if (!isHeld) return;
    isHeld = false;
    process.off('exit', release);
    if (readHolderPid(lockPath) === process.pid) rmSync(lockPath, { force: true });
  };
  process.on('exit', release);
  return { release };
}

/** The pid in the lock file; null when it is unreadable or empty (a crash while writing it). */
function readHolderPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
