import type { Clock } from './clock';

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
}

/**
 * Runs registered jobs one after another, every tick, at the clock's time. Jobs must be
 * idempotent: several processes may run the same job at once.
 */
export function createJobScheduler(options: JobSchedulerOptions) {
  const { clock } = options;
  const tickMs = options.tickMs ?? 60_000;
  const jobs: ScheduledJob[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<JobRunReport[]> | null = null;

  async function runJob(job: ScheduledJob): Promise<JobRunReport> {
    try {
      return { name: job.name, handled: await job.run(clock.now()) };
    } catch (error) {
      options.onError(error, job.name);
      return { name: job.name, handled: null };
    }
  }

  async function runAllNow(): Promise<JobRunReport[]> {
    const reports: JobRunReport[] = [];
    for (const job of jobs) reports.push(await runJob(job));
    return reports;
  }

  /** Runs every job once; a run under way is waited for rather than overlapped. */
  async function runAll(): Promise<JobRunReport[]> {
    while (running) await running;
    running = runAllNow();
    try {
      return await running;
    } finally {
      running = null;
    }
  }

  return {
    register(job: ScheduledJob): void {
      jobs.push(job);
    },
    runAll,
    start(): void {
      if (timer) return;
      timer = setInterval(() => void runAll(), tickMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type JobScheduler = ReturnType<typeof createJobScheduler>;
