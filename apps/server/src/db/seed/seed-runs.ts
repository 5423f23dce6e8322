import { seedRuns } from '../schema/catalog';
import type { SeedExecutor } from './table-writes';

export interface SeedRunRecord {
  name: string;
  version: string;
  scale: string;
  rowCounts: Record<string, number>;
}

/** Records (or replaces) what was loaded for one dataset. */
export async function recordSeedRun(executor: SeedExecutor, run: SeedRunRecord): Promise<void> {
  const finishedAt = new Date();
  await executor
    .insert(seedRuns)
    .values({ ...run, finishedAt })
    .onConflictDoUpdate({
      target: seedRuns.name,
      set: { version: run.version, scale: run.scale, rowCounts: run.rowCounts, finishedAt },
    });
}
