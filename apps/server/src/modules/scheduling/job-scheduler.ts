import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Clock } from './clock';
import type { JobLeases } from './job-leases';

/** Work that runs on a timer: it does whatever is due at `now` and says how much it did. */
export interface ScheduledJob {
  name: string;
  run: (now: Date) => Promise<number>;
}

export interface JobRunReport {
  name: string;
  /** Items handled (renewals charged, refills ordered…), or null when the job failed. */
  handled: number | null;
}

export interface JobSchedulerOptions {
  clock: Clock;
  tickMs?: number;
  onError: (error: unknown, job: string) => void;
  /**
   * Leases shared with the other processes on the database: each job then runs in one process
   * at a time, and once per tick across all of them. Without them jobs run in this process
   * alone, every tick.
   */
  leases?: JobLeases;
  /** How long a lease outlives a holder that stopped renewing it (e.g. a crashed process). */
  leaseTtlMs?: number;
  /** How often `runAll` asks again for a lease another process holds. */
  leaseRetryMs?: number;
}

export const DEFAULT_TICK_MS = 60_000;
const DEFAULT_LEASE_TTL_MS = 60_000;
const DEFAULT_LEASE_RETRY_MS = 200;

/**
 * Runs registered jobs one after another at the clock's time: every tick, each job that has not
 * run in this tick period in any process (`runDue`), and on demand every job at once (`runAll`,
 * which waits for a job another process is running). A process never runs two rounds at once.
 */
export function createJobScheduler(options: JobSchedulerOptions) {
  const { clock, leases } = options;
  const tickMs = options.tickMs ?? DEFAULT_TICK_MS;
  const ttlMs = options.leaseTtlMs ?? DEFAULT_LEASE_TTL_MS;
  const retryMs = options.leaseRetryMs ?? DEFAULT_LEASE_RETRY_MS;
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const jobs: ScheduledJob[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let isStopping = false;

  /** Takes the job's lease: once per period on a tick, or (forced) as soon as it is free. */
  async function takeLease(job: ScheduledJob, isForced: boolean): Promise<boolean> {
    if (!leases) return true;
    const request = { name: job.name, holder, ttlMs, periodMs: tickMs, isForced };
    while (!(await leases.take(request))) {
      if (!isForced || isStopping) return false;
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
    return true;
  }

  /** Runs the job under its lease; null when another process has it (or had it this period). */
  async function runJob(job: ScheduledJob, isForced: boolean): Promise<JobRunReport | null> {
    let isTaken: boolean;
    try {
      isTaken = await takeLease(job, isForced);
    } catch (error) {
      options.onError(error, job.name);
      return { name: job.name, handled: null };
    }
    // A tick leaves the job to the process that has it; a forced run only fails when stopping.
    if (!isTaken) return isForced ? { name: job.name, handled: null } : null;
    const heartbeat = leases ? keepLease(leases, job.name) : null;
    try {
      return { name: job.name, handled: await job.run(clock.now()) };
    } catch (error) {
      options.onError(error, job.name);
      return { name: job.name, handled: null };
    } finally {
      if (heartbeat) clearInterval(heartbeat);
      await leases?.release(job.name, holder).catch((error: unknown) => {
        options.onError(error, job.name);
      });
    }
  }

  /** Renews the lease while the job runs, so that only a dead holder loses it. */
  function keepLease(shared: JobLeases, name: string): NodeJS.Timeout {
    const heartbeat = setInterval(() => {
      shared.renew(name, holder, ttlMs).catch(() => undefined);
    }, ttlMs / 3);
    heartbeat.unref();
    return heartbeat;
  }

  /** One round at a time in this process: a round asked for meanwhile waits for it. */
  async function runInTurn(isForced: boolean): Promise<JobRunReport[]> {
    while (running) await running.catch(() => undefined);
    const round = (async () => {
      const reports: JobRunReport[] = [];
      for (const job of jobs) {
        const report = await runJob(job, isForced);
        if (report) reports.push(report);
      }
      return reports;
    })();
    running = round;
    try {
      return await round;
    } finally {
      running = null;
    }
  }

  return {
    register(job: ScheduledJob): void {
      jobs.push(job);
    },
    /** Runs every job now (waiting for any job another process is running) and reports each. */
    runAll: () => runInTurn(true),
    /** A tick: runs the jobs no process has run in this tick period; reports those it ran. */
    runDue: () => runInTurn(false),
    start(): void {
      isStopping = false;
      if (timer) return;
      timer = setInterval(() => void runInTurn(false), tickMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      isStopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}

export type JobScheduler = ReturnType<typeof createJobScheduler>;
