import type { ReadinessResponse } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { countCatalogue } from '../../db/seed/catalogue-counts';

export type CatalogueCounts = ReadinessResponse['catalogue'];

export interface CatalogueCountsCache {
  get(): Promise<CatalogueCounts>;
  /** Counts afresh on the next call (the catalogue changed). */
  invalidate(): void;
}

const DEFAULT_TTL_MS = 60 * 1000;

/**
 * Catalogue counts kept in memory: readiness probes and GET /api/v2/user (every page load) must
 * not count tables each time. Refreshed at most once per `ttlMs`, and after `invalidate()`; a
 * failed count is retried on the next call.
 */
export function createCatalogueCountsCache(
  db: AppDatabase,
  options: { ttlMs?: number; now?: () => number } = {},
): CatalogueCountsCache {
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const now = options.now ?? Date.now;
  let cached: { counts: Promise<CatalogueCounts>; loadedAt: number } | null = null;

  return {
    get() {
      if (!cached || now() - cached.loadedAt > ttlMs) {
        const counts = countCatalogue(db);
        cached = { counts, loadedAt: now() };
        counts.catch(() => {
          if (cached?.counts === counts) cached = null;
        });
      }
      return cached.counts;
    },
    invalidate() {
      cached = null;
    },
  };
}
