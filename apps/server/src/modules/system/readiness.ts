import { sql } from 'drizzle-orm';
import type { ReadinessResponse } from '@fillwell/contracts';
import type { DatabaseHandle } from '../../db/client';
import type { CatalogueCountsCache } from './catalogue-counts-cache';

const EMPTY_CATALOGUE: ReadinessResponse['catalogue'] = {
  drugs: 0,
  medications: 0,
  pharmacies: 0,
  prescribers: 0,
  zipCodes: 0,
  allergens: 0,
  medicalConditions: 0,
  telemedConditions: 0,
};

/** Ready means: the database answers and the catalogue has drugs and pharmacies to show. */
export async function checkReadiness(
  database: DatabaseHandle,
  catalogueCounts: CatalogueCountsCache,
): Promise<ReadinessResponse> {
  const isConnected = await isDatabaseConnected(database);
  const catalogue = isConnected ? await countCatalogueSafely(catalogueCounts) : EMPTY_CATALOGUE;
  const isReady = isConnected && catalogue.drugs > 0 && catalogue.pharmacies > 0;
  return {
    status: isReady ? 'ready' : 'not_ready',
    database: { kind: database.kind, isConnected },
    catalogue,
  };
}

async function isDatabaseConnected(database: DatabaseHandle): Promise<boolean> {
  try {
    await database.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

async function countCatalogueSafely(
  catalogueCounts: CatalogueCountsCache,
): Promise<ReadinessResponse['catalogue']> {
  try {
    return await catalogueCounts.get();
  } catch {
    return EMPTY_CATALOGUE;
  }
}
