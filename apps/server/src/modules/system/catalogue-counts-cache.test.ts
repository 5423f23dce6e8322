import { describe, expect, it, vi } from 'vitest';
import type { AppDatabase } from '../../db/client';

const countCatalogue = vi.hoisted(() => vi.fn());
vi.mock('../../db/seed/catalogue-counts', () => ({ countCatalogue }));

const { createCatalogueCountsCache } = await import('./catalogue-counts-cache');
const db = {} as AppDatabase;
const counts = {
  drugs: 1,
  medications: 2,
  pharmacies: 3,
  prescribers: 4,
  zipCodes: 5,
  allergens: 6,
  medicalConditions: 7,
  telemedConditions: 8,
};

describe('createCatalogueCountsCache', () => {
  it('counts once per time-to-live', async () => {
    countCatalogue.mockReset().mockResolvedValue(counts);
    let time = 0;
    const cache = createCatalogueCountsCache(db, { ttlMs: 1000, now: () => time });
    await cache.get();
    time = 999;
    await cache.get();
    expect(countCatalogue).toHaveBeenCalledTimes(1);
    time = 1001;
    expect(await cache.get()).toEqual(counts);
    expect(countCatalogue).toHaveBeenCalledTimes(2);
  });

  it('retries after a failed count', async () => {
    countCatalogue.mockReset().mockRejectedValueOnce(new Error('down')).mockResolvedValue(counts);
    const cache = createCatalogueCountsCache(db, { now: () => 0 });
    await expect(cache.get()).rejects.toThrow('down');
    expect(await cache.get()).toEqual(counts);
  });

  it('counts afresh after the catalogue changed', async () => {
    countCatalogue.mockReset().mockResolvedValue(counts);
    const cache = createCatalogueCountsCache(db, { ttlMs: 1000, now: () => 0 });
    await cache.get();
    cache.invalidate();
    await cache.get();
    expect(countCatalogue).toHaveBeenCalledTimes(2);
  });
});
