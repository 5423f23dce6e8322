import { describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle, DatabaseTarget } from './client';
import { DatabaseUnreachableError, openDatabaseWhenReachable } from './wait-for-database';

const target: DatabaseTarget = { kind: 'postgres', url: 'postgres://app:secret@db.internal/shop' };
const handle = { kind: 'postgres' } as DatabaseHandle;
const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), {
  code: 'ECONNREFUSED',
});
const missing = Object.assign(new Error('database "shop" does not exist'), { code: '3D000' });

function createClock() {
  let time = 0;
  return {
    now: () => time,
    sleep: vi.fn(async (ms: number) => {
      time += ms;
    }),
  };
}

describe('openDatabaseWhenReachable', () => {
  it('retries an unreachable or missing database with growing delays, logging each wait', async () => {
    const clock = createClock();
    const open = vi
      .fn()
      .mockRejectedValueOnce(refused)
      .mockRejectedValueOnce(missing)
      .mockResolvedValue(handle);
    const log = vi.fn();
    const opened = await openDatabaseWhenReachable(
      target,
      {},
      { timeoutMs: 60_000, log, open, ...clock },
    );
    expect(opened).toBe(handle);
    expect(clock.sleep.mock.calls).toEqual([[1000], [2000]]);
    expect(log.mock.calls).toEqual([
      [
        'database not reachable at db.internal:5432/shop (connect ECONNREFUSED 10.0.0.5:5432); retrying in 1 s',
      ],
      [
        'database not reachable at db.internal:5432/shop (database "shop" does not exist); retrying in 2 s',
      ],
    ]);
  });

  it('gives up once the wait would pass the time allowed', async () => {
    const clock = createClock();
    const open = vi.fn().mockRejectedValue(refused);
    const waiting = openDatabaseWhenReachable(
      target,
      {},
      { timeoutMs: 20_000, log: () => undefined, open, ...clock },
    );
    await expect(waiting).rejects.toThrow(DatabaseUnreachableError);
    // 1 + 2 + 4 + 8 s waited; 15 s more would pass 20 s.
    expect(clock.sleep.mock.calls.flat()).toEqual([1000, 2000, 4000, 8000]);
  });

  it('does not wait on other failures, nor on PGlite', async () => {
    const clock = createClock();
    const denied = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    const options = { timeoutMs: 60_000, log: () => undefined, ...clock };
    await expect(
      openDatabaseWhenReachable(
        target,
        {},
        { ...options, open: vi.fn().mockRejectedValue(denied) },
      ),
    ).rejects.toBe(denied);
    await expect(
      openDatabaseWhenReachable(
        { kind: 'pglite', dataDir: '/data' },
        {},
        { ...options, open: vi.fn().mockRejectedValue(refused) },
      ),
    ).rejects.toBe(refused);
    expect(clock.sleep).not.toHaveBeenCalled();
  });
});
