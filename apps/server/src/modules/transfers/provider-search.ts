import type { Provider, ProviderSearchQuery } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import {
  findZipCodePoint,
  listProvidersInZip,
  searchProvidersByName,
  searchProvidersNearZip,
} from './provider-repository';

export const DEFAULT_PROVIDER_LIMIT = 10;

/** An all-digit five-character entry is a ZIP code (partner-and-shell §5). */
export function isZipCodeSearch(search: string): boolean {
  return /^\d{5}$/.test(search);
}

/** Provider search for the transfer step: by ZIP code (nearest first) or by name (best first). */
export async function searchProviders(
  db: AppDatabase,
  query: ProviderSearchQuery,
): Promise<Provider[]> {
  const limit = query.limit ?? DEFAULT_PROVIDER_LIMIT;
  if (!isZipCodeSearch(query.search)) return searchProvidersByName(db, query.search, limit);
  const point = await findZipCodePoint(db, query.search);
  return point
    ? searchProvidersNearZip(db, query.search, point, limit)
    : listProvidersInZip(db, query.search, limit);
}
