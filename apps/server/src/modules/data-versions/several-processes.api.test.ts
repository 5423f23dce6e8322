import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { recordDataChange } from '../../db/data-versions';
import { jobLeases, medications, pharmacies } from '../../db/schema/index';
import { replacePharmacyDirectory } from '../../db/seed/pharmacy-directory';
import { createApiClient } from '../../test/api-client';
import { advanceClock, expectOk } from '../../test/api-helpers';
import {
  createSharedDatabase,
  startServerProcess,
  type ServerProcess,
  type SharedDatabase,
} from '../../test/server-process';
import { getTestDatabaseKind } from '../../test/test-database';
import { listOrderCharges } from '../orders/orders-test-helpers';
import { REFILL_JOB_NAME } from '../refills/refill-job';
import {
  buyWithAutoRefill,
  getOnlySchedule,
  listRefillOrders,
} from '../refills/refills-test-helpers';

const PROCESS_COUNT = 2;
/** Atorvastatin 20 mg tablets (ids are stable hashes of the catalogue entry). */
const ATORVASTATIN_20_MG = 240139578;
const ST_LOUIS_ZIP = '63103';
const REACH_TIMEOUT_MS = 15_000;

type PriceSearchBody = { results: Array<{ price: { amount_cents: number } | null }> };

/** Real server processes, not apps in this one: each has its own memory, timers and pool. */
describe.skipIf(getTestDatabaseKind() !== 'postgres')(
  'several server processes on one PostgreSQL database',
  () => {
    let database: SharedDatabase;
    let handle: DatabaseHandle;
    let processes: ServerProcess[] = [];

    beforeAll(async () => {
      database = await createSharedDatabase('postgres');
      // Scheduled jobs tick every second, so that a few seconds hold several ticks.
      processes = await Promise.all(
        Array.from({ length: PROCESS_COUNT }, () =>
          startServerProcess(database, { env: { JOB_TICK_SECONDS: '1' } }),
        ),
      );
      handle = await openDatabase({ kind: 'postgres', url: database.url ?? '' });
    }, 180_000);
    afterAll(async () => {
      await Promise.all(processes.map((server) => server.stop()));
      await handle?.close();
      await database?.drop();
    });

    const waitForEvery = (check: (server: ServerProcess) => Promise<void>) =>
      Promise.all(
        processes.map((server) =>
          vi.waitFor(() => check(server), { timeout: REACH_TIMEOUT_MS, interval: 100 }),
        ),
      );

    it('all answer with an imported pharmacy directory and a new price within seconds', async () => {
      const rows = await handle.db.select().from(pharmacies);
      const kept = rows.filter((row) => !row.isMailOrder);
      const [model] = kept;
      if (!model) throw new Error('the test seed has no pharmacy');
      const added = { ...model, id: 'rx-999000222', npi: '1999000222', name: 'Riverfront Rx' };
      const readAdded = (server: ServerProcess) =>
        createApiClient(server.baseUrl).get(`/api/v2/pharmacies/preferred/${added.id}`);
      for (const server of processes) expect((await readAdded(server)).status).toBe(404);

      await replacePharmacyDirectory(handle.db, [...kept, added], 'npidata.csv');
      await waitForEvery(async (server) => {
        expect((await readAdded(server)).body).toMatchObject({ result: { name: added.name } });
      });

      const readPrice = async (server: ServerProcess) => {
        const response = await createApiClient(server.baseUrl).get<PriceSearchBody>(
          '/api/v2/pharmacies',
          {
            query: {
              zip_code: ST_LOUIS_ZIP,
              radius: '150',
              limit: '1',
              med_id: String(ATORVASTATIN_20_MG),
              quantity: '30',
            },
          },
        );
        return response.body.results[0]?.price?.amount_cents ?? 0;
      };
      const oldPrices = await Promise.all(processes.map(readPrice));
      expect(new Set(oldPrices).size).toBe(1);
      await handle.db.transaction(async (tx) => {
        await tx
          .update(medications)
          .set({ unitCostMicrodollars: sql`${medications.unitCostMicrodollars} * 10` })
          .where(eq(medications.medId, ATORVASTATIN_20_MG));
        await recordDataChange(tx, ['catalogue']);
      });
      await waitForEvery(async (server) => {
        expect(await readPrice(server)).toBeGreaterThan(oldPrices[0] ?? Infinity);
      });
    });

    it('runs each scheduled job once a tick across the processes', async () => {
      // A run counts itself and records its tick period in one update of the job's lease.
      const readLease = async () => {
        const [row] = await handle.db
          .select({ runs: jobLeases.runCount, period: jobLeases.lastPeriod })
          .from(jobLeases)
          .where(eq(jobLeases.name, REFILL_JOB_NAME));
        if (!row) throw new Error('the auto-refill job has not run yet');
        return row;
      };
      const before = await vi.waitFor(readLease, { timeout: 30_000, interval: 250 });
      const after = await vi.waitFor(
        async () => {
          const lease = await readLease();
          expect(lease.runs).toBeGreaterThanOrEqual(before.runs + 4);
          return lease;
        },
        { timeout: 30_000, interval: 250 },
      );
      // One run a tick at most, whichever process took it: without the lease, both would run.
      expect(after.runs - before.runs).toBeLessThanOrEqual(after.period - before.period);
      for (const server of processes) {
        expect(server.readOutput()).not.toContain('scheduled job failed');
      }
    });

    it('orders a due auto-refill once when both processes run their jobs at the same time', async () => {
      const [first, second] = processes;
      if (!first || !second) throw new Error('two processes are needed');
      const buyer = await buyWithAutoRefill(first.baseUrl);
      // Enrolled now, at today's date (a process whose clock was moved would enrol it later).
      const schedule = await getOnlySchedule(buyer.client);
      const elsewhere = createApiClient(second.baseUrl);
      const reports = await Promise.all([
        advanceClock(buyer.client, 31),
        expectOk(elsewhere.post<{ jobs: unknown[] }>('/api/dev/clock', { advance_days: 31 })),
      ]);
      for (const report of reports) {
        expect(report.jobs).toContainEqual({ name: REFILL_JOB_NAME, handled: expect.any(Number) });
      }
      const refills = await listRefillOrders(handle.db, buyer.accountId);
      expect(refills.map((order) => order.idempotencyKey)).toEqual([
        `refill:${schedule.id}:${schedule.next_execution_on}`,
      ]);
      expect(await listOrderCharges(handle.db, refills[0]?.id ?? '')).toHaveLength(1);
    });
  },
);
