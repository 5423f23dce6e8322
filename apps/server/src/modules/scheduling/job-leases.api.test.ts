import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { jobLeases } from '../../db/schema/index';
import { createTestDatabase } from '../../test/test-database';
import { createClock } from './clock';
import { createJobLeases } from './job-leases';
import { createJobScheduler, type ScheduledJob } from './job-scheduler';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** So long that a test never crosses from one tick period into the next. */
const ONE_PERIOD_FOR_CENTURIES_MS = 1e13;

let jobNumber = 0;
/** A job of its own name (the lease rows stay in the database between tests). */
function countingJob(): ScheduledJob & { runs: number } {
  jobNumber += 1;
  const job = {
    name: `counted-${jobNumber}`,
    runs: 0,
    run: async () => {
      job.runs += 1;
      return 1;
    },
  };
  return job;
}

/** A scheduler as one server process has it, sharing the database's leases. */
function startProcessScheduler(jobs: ScheduledJob[], options: { leaseTtlMs?: number } = {}) {
  const scheduler = createJobScheduler({
    clock: createClock(),
    tickMs: ONE_PERIOD_FOR_CENTURIES_MS,
    leases: createJobLeases(database.db),
    leaseRetryMs: 20,
    onError: vi.fn(),
    ...options,
  });
  for (const job of jobs) scheduler.register(job);
  return scheduler;
}

const readLease = (name: string) =>
  database.db
    .select()
    .from(jobLeases)
    .where(eq(jobLeases.name, name))
    .then(([row]) => row);

describe('job leases shared by several processes', () => {
  it('runs each job once when two processes tick at the same time, and not again that tick', async () => {
    const jobs = [countingJob(), countingJob()];
    const first = startProcessScheduler(jobs);
    const second = startProcessScheduler(jobs);

    const reports = await Promise.all([first.runDue(), second.runDue(), first.runDue()]);
    expect(jobs.map((job) => job.runs)).toEqual([1, 1]);
    expect(
      reports
        .flat()
        .map((report) => report.name)
        .sort(),
    ).toEqual(jobs.map((job) => job.name).sort());
    expect(await Promise.all([first.runDue(), second.runDue()])).toEqual([[], []]);
    expect(await readLease(jobs[0]?.name ?? '')).toMatchObject({
      holder: null,
      lockedUntil: null,
      runCount: 1,
    });

    // Asked for on purpose (the developer clock), every job runs again.
    expect(await second.runAll()).toEqual(jobs.map((job) => ({ name: job.name, handled: 1 })));
    expect(jobs.map((job) => job.runs)).toEqual([2, 2]);
  });

  it('waits for a job another process is running before running it on demand', async () => {
    const events: string[] = [];
    let finishFirstRun = () => {};
    const job: ScheduledJob = {
      name: countingJob().name,
      run: async () => {
        if (events.length === 0) {
          events.push('first run started');
          await new Promise<void>((resolve) => (finishFirstRun = resolve));
          events.push('first run finished');
        } else {
          events.push('second run');
        }
        return 0;
      },
    };
    const running = startProcessScheduler([job]).runAll();
    await vi.waitFor(() => expect(events).toEqual(['first run started']));

    const waiting = startProcessScheduler([job]).runAll();
    const held = await readLease(job.name);
    expect(held?.lockedUntil?.getTime()).toBeGreaterThan(Date.now() - 1000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events).toEqual(['first run started']);

    finishFirstRun();
    await Promise.all([running, waiting]);
    expect(events).toEqual(['first run started', 'first run finished', 'second run']);
  });

  it('lets a lease whose holder died expire, and keeps the lease of a long run alive', async () => {
    const job = countingJob();
    const leases = createJobLeases(database.db);
    const lease = {
      name: job.name,
      holder: 'a process that crashed',
      ttlMs: 300,
      periodMs: ONE_PERIOD_FOR_CENTURIES_MS,
      isForced: true,
    };
    expect(await leases.take(lease)).toBe(true);
    expect(await leases.take({ ...lease, holder: 'another' })).toBe(false);
    expect(await startProcessScheduler([job]).runDue()).toEqual([]);

    expect(await startProcessScheduler([job]).runAll()).toEqual([{ name: job.name, handled: 1 }]);
    expect(await readLease(job.name)).toMatchObject({ holder: null, runCount: 2 });

    let isRunning = false;
    let finishRun = () => {};
    const slow: ScheduledJob = {
      name: job.name,
      run: () =>
        new Promise((resolve) => {
          isRunning = true;
          finishRun = () => resolve(1);
        }),
    };
    const running = startProcessScheduler([slow], { leaseTtlMs: 300 }).runAll();
    await vi.waitFor(() => expect(isRunning).toBe(true));
    // Well past the lease's 300 ms, its holder still has it: it renews it while it runs.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await leases.take({ ...lease, holder: 'another' })).toBe(false);
    finishRun();
    expect(await running).toEqual([{ name: job.name, handled: 1 }]);
  });
});
