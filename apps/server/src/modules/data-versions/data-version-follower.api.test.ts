import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { readDataVersions, recordDataChange, type DataSetName } from '../../db/data-versions';
import { medications, pharmacies } from '../../db/schema/index';
import { replacePharmacyDirectory } from '../../db/seed/pharmacy-directory';
import { createApiClient } from '../../test/api-client';
import { getTestDatabaseKind } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { createDataVersionFollower, type DataVersionFollower } from './data-version-follower';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
});
afterAll(async () => {
  await server?.close();
});

const HOUR_MS = 60 * 60 * 1000;
const isPglite = getTestDatabaseKind() === 'pglite';

/** A follower whose reloads only count, so a test sees which sets it reloaded. */
function followCounting(options: { pollMs: number; isListening: boolean }) {
  const reloads: Record<DataSetName, number> = { catalogue: 0, pharmacies: 0, 'zip-codes': 0 };
  const count = (name: DataSetName) => async () => {
    reloads[name] += 1;
  };
  const onError = vi.fn();
  const follower = createDataVersionFollower({
    db: server.db,
    reloaders: {
      catalogue: count('catalogue'),
      pharmacies: count('pharmacies'),
      'zip-codes': count('zip-codes'),
    },
    onError,
    ...options,
  });
  return { follower, reloads, onError };
}

async function withFollower<T>(follower: DataVersionFollower, use: () => Promise<T>): Promise<T> {
  await follower.start();
  try {
    return await use();
  } finally {
    await follower.stop();
  }
}

describe('the data version follower', () => {
  it('loads every set at start, then reloads only a set whose version changed', async () => {
    const { follower, reloads, onError } = followCounting({ pollMs: HOUR_MS, isListening: false });
    await withFollower(follower, async () => {
      expect(reloads).toEqual({ catalogue: 1, pharmacies: 1, 'zip-codes': 1 });
      await follower.check();
      expect(reloads).toEqual({ catalogue: 1, pharmacies: 1, 'zip-codes': 1 });

      const before = await readDataVersions(server.db);
      await server.db.transaction((tx) => recordDataChange(tx, ['pharmacies']));
      expect((await readDataVersions(server.db)).get('pharmacies')).toBe(
        (before.get('pharmacies') ?? 0) + 1,
      );
      await follower.check();
      expect(reloads).toEqual({ catalogue: 1, pharmacies: 2, 'zip-codes': 1 });
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('tries a failed reload again at the next check', async () => {
    let isFailing = true;
    let loads = 0;
    const onError = vi.fn();
    const follower = createDataVersionFollower({
      db: server.db,
      reloaders: {
        catalogue: async () => {
          loads += 1;
          if (isFailing && loads > 1) throw new Error('the database went away');
        },
      },
      onError,
      pollMs: HOUR_MS,
      isListening: false,
    });
    await withFollower(follower, async () => {
      await recordDataChange(server.db, ['catalogue']);
      await follower.check();
      expect(onError).toHaveBeenCalledTimes(1);
      isFailing = false;
      await follower.check();
      expect(loads).toBe(3);
      await follower.check();
      expect(loads).toBe(3);
    });
  });

  it('sees a change at the next poll without being told', async () => {
    const { follower, reloads } = followCounting({ pollMs: 50, isListening: false });
    await withFollower(follower, async () => {
      await recordDataChange(server.db, ['zip-codes']);
      await vi.waitFor(() => expect(reloads['zip-codes']).toBe(2), { timeout: 10_000 });
    });
  });

  it.skipIf(isPglite)('hears a change announced by PostgreSQL at once', async () => {
    const { follower, reloads, onError } = followCounting({ pollMs: HOUR_MS, isListening: true });
    await withFollower(follower, async () => {
      // The listening connection is made in the background: an announcement it missed is
      // found by the look it takes once connected.
      await server.db.transaction((tx) => recordDataChange(tx, ['catalogue']));
      await vi.waitFor(() => expect(reloads.catalogue).toBe(2), { timeout: 10_000 });
      await server.db.transaction((tx) => recordDataChange(tx, ['catalogue']));
      await vi.waitFor(() => expect(reloads.catalogue).toBe(3), { timeout: 10_000 });
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('records nothing for a change that was rolled back', async () => {
    const before = await readDataVersions(server.db);
    await expect(
      server.db.transaction(async (tx) => {
        await recordDataChange(tx, ['catalogue']);
        throw new Error('the import failed');
      }),
    ).rejects.toThrow('the import failed');
    expect(await readDataVersions(server.db)).toEqual(before);
  });
});

/** Another server process on the same database: its own indexes, caches and scheduler. */
async function startSecondApp(): Promise<App> {
  const app = await buildApp(
    {
      ...loadConfig({ NODE_ENV: 'test' }),
      webDistDir: fileURLToPath(new URL('../../test/no-web-dist', import.meta.url)),
      fulfillmentSimulator: { isEnabled: false, stepSeconds: 60 },
    },
    { database: { kind: getTestDatabaseKind(), db: server.db, close: async () => {} } },
  );
  await app.ready();
  return app;
}

const ST_LOUIS_ZIP = '63103';
/** Atorvastatin 20 mg tablets (ids are stable hashes of the catalogue entry). */
const ATORVASTATIN_20_MG = 240139578;

describe('several server processes on one database', () => {
  it('all answer with an imported pharmacy directory and a new price within seconds', async () => {
    const second = await startSecondApp();
    const client = createApiClient(server.baseUrl);
    const readHere = (url: string) => client.get<unknown>(url).then((response) => response.body);
    const readThere = (url: string) => second.inject({ url }).then((response) => response.json());
    try {
      const rows = await server.db.select().from(pharmacies);
      const [model] = rows.filter((row) => !row.isMailOrder);
      if (!model) throw new Error('the test seed has no pharmacy');
      const added = { ...model, id: 'rx-999000111', npi: '1999000111', name: 'Gateway Arch Rx' };
      const pharmacyUrl = `/api/v2/pharmacies/preferred/${added.id}`;
      const namedAdded = { result: expect.objectContaining({ name: 'Gateway Arch Rx' }) };
      expect(await readThere(pharmacyUrl)).toMatchObject({ status: 404 });

      await replacePharmacyDirectory(
        server.db,
        [...rows.filter((row) => !row.isMailOrder), added],
        'npidata.csv',
      );
      for (const read of [readHere, readThere]) {
        await vi.waitFor(async () => expect(await read(pharmacyUrl)).toMatchObject(namedAdded), {
          timeout: 15_000,
          interval: 100,
        });
      }

      const priceUrl =
        `/api/v2/pharmacies?zip_code=${ST_LOUIS_ZIP}&med_id=${ATORVASTATIN_20_MG}` +
        `&quantity=30&limit=1&radius=150`;
      const readPrice = async (read: typeof readHere) =>
        ((await read(priceUrl)) as { results: Array<{ price: { amount_cents: number } }> })
          .results[0]?.price.amount_cents;
      const oldPrice = await readPrice(readThere);
      await server.db.transaction(async (tx) => {
        await tx
          .update(medications)
          .set({ unitCostMicrodollars: sql`${medications.unitCostMicrodollars} * 10` })
          .where(eq(medications.medId, ATORVASTATIN_20_MG));
        await recordDataChange(tx, ['catalogue']);
      });
      for (const read of [readHere, readThere]) {
        await vi.waitFor(
          async () => expect(await readPrice(read)).toBeGreaterThan(oldPrice ?? Infinity),
          { timeout: 15_000, interval: 100 },
        );
      }
    } finally {
      await second.close();
    }
  });
});
