import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './pglite-lock';

/** No process has this id: Linux pids stay below 2^22. */
const GONE_PID = 2 ** 30;

describe('lockDataDir', () => {
  let dataDir: string;
  let lockPath: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'fillwell-lock-'));
    lockPath = join(dataDir, LOCK_FILE_NAME);
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes the holder pid and removes the lock on release', () => {
    const lock = lockDataDir(dataDir);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses a folder a live process holds, naming its pid', () => {
    writeFileSync(lockPath, `${process.ppid}\n`);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${process.ppid}`);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.ppid));
  });

  it.each([
    ['a process that is gone', `${GONE_PID}\n`],
    ['an unreadable pid', 'not a pid'],
  ])('takes over a stale lock left by %s', (_case, content) => {
    writeFileSync(lockPath, content);
    const lock = lockDataDir(dataDir);
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('leaves a lock another process took over alone on release', () => {
    const lock = lockDataDir(dataDir);
    writeFileSync(lockPath, `${process.ppid}\n`);
    lock.release();
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.ppid));
  });
});
