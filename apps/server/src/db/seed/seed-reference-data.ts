import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client';
import { recordDataChange } from '../data-versions';
import { seedRuns } from '../schema/catalog';
import {
  listReferenceDatasets,
  type RecordedRun,
  type ReferenceDataset,
  type SeedScale,
} from './reference-datasets';
import { recordSeedRun } from './seed-runs';

export type { SeedScale } from './reference-datasets';

export interface DatasetReport {
  name: string;
  version: string;
  /** 'loaded' when rows were written by this call, 'unchanged' when they were already there. */
  status: 'loaded' | 'unchanged';
  rowCounts: Record<string, number>;
  durationMs: number;
}

export interface SeedReport {
  scale: SeedScale;
  datasets: DatasetReport[];
  /** True when nothing had to be written. */
  isNoOp: boolean;
  durationMs: number;
}

export interface SeedOptions {
  scale: SeedScale;
  log?: (message: string) => void;
}

/**
 * Loads the reference catalogue (ZIP codes, drugs, pharmacies, prescribers, allergens,
 * medical conditions, telemedicine conditions) for a scale. Idempotent: `seed_runs` records
 * each dataset's version and scale, and a dataset already loaded is skipped. Each dataset is
 * written in its own transaction, under an advisory lock so that several processes starting
 * together do not load it twice; the transaction also bumps the version of what running
 * processes hold in memory of it, so that they reload it.
 */
export async function seedReferenceData(
  db: AppDatabase,
  options: SeedOptions,
): Promise<SeedReport> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const recorded = await readRecordedRuns(db);
  const reports: DatasetReport[] = [];
  for (const dataset of listReferenceDatasets(options.scale)) {
    const run = recorded.get(dataset.name);
    reports.push(
      run && dataset.isSatisfiedBy(run)
        ? describeUnchanged(dataset.name, run)
        : await loadDataset(db, dataset, options.scale, log),
    );
  }
  const isNoOp = reports.every((report) => report.status === 'unchanged');
  return { scale: options.scale, datasets: reports, isNoOp, durationMs: elapsedSince(started) };
}

type StoredRun = RecordedRun & { rowCounts: Record<string, number> };

function describeUnchanged(name: string, run: StoredRun): DatasetReport {
  return {
    name,
    version: run.version,
    status: 'unchanged',
    rowCounts: run.rowCounts,
    durationMs: 0,
  };
}

async function readRecordedRuns(db: AppDatabase): Promise<Map<string, StoredRun>> {
  const rows = await db.select().from(seedRuns);
  return new Map(rows.map((row) => [row.name, row]));
}

async function loadDataset(
  db: AppDatabase,
  dataset: ReferenceDataset,
  scale: SeedScale,
  log: (message: string) => void,
): Promise<DatasetReport> {
  const started = performance.now();
  const outcome = await db.transaction(async (tx) => {
    // The lock waits while another process loads the dataset, longer than a statement may take.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`seed:${dataset.name}`}))`);
    const [current] = await tx.select().from(seedRuns).where(eq(seedRuns.name, dataset.name));
    if (current && dataset.isSatisfiedBy(current)) {
      return {
        status: 'unchanged' as const,
        version: current.version,
        rowCounts: current.rowCounts,
      };
    }
    const rowCounts = await dataset.load(tx);
    await recordDataChange(tx, dataset.dataSets);
    await recordSeedRun(tx, {
      name: dataset.name,
      version: dataset.version,
      scale: dataset.scale,
      rowCounts,
    });
    return { status: 'loaded' as const, version: dataset.version, rowCounts };
  });
  const report = { name: dataset.name, ...outcome, durationMs: elapsedSince(started) };
  if (report.status === 'loaded') log(describeLoad(report, scale));
  return report;
}

function describeLoad(report: DatasetReport, scale: SeedScale): string {
  const counts = Object.entries(report.rowCounts)
    .map(([table, rows]) => `${rows} ${table}`)
    .join(', ');
  return `Seeded ${report.name} (${scale}): ${counts} in ${report.durationMs} ms`;
}

function elapsedSince(started: number): number {
  return Math.round(performance.now() - started);
}
