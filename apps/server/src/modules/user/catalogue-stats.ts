import type { AppDatabase } from '../../db/client';
import { countCatalogue } from '../../db/seed/catalogue-counts';

export interface CatalogueStats {
  medicationCount: number;
  pharmacyCount: number;
}

export interface CatalogueStatsCache {
  get(): Promise<CatalogueStats>;
}

const DEFAULT_TTL_MS = 10 * 60 * 1000;

/**
 * Catalogue counts kept in memory: GET /api/v2/user runs on every page load and must not count
 * tables each time. Refreshed at most once per `ttlMs`; a failed count is retried next call.
 */
export function createCatalogueStatsCache(
  db: AppDatabase,
  options: { ttlMs?: number; now?: () => number } = {},
): CatalogueStatsCache {
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const now = options.now ?? Date.now;
  let cached: { stats: Promise<CatalogueStats>; loadedAt: number } | null = null;

  return {
    get() {
      if (!cached || now() - cached.loadedAt > ttlMs) {
        const stats = loadStats(db);
        cached = { stats, loadedAt: now() };
        stats.catch(() => {
          if (cached?.stats === stats) cached = null;
        });
      }
      return cached.stats;
    },
  };
}

async function loadStats(db: AppDatabase): Promise<CatalogueStats> {
  const counts = await countCatalogue(db);
  return { medicationCount: counts.drugs, pharmacyCount: counts.pharmacies };
}
