import type { Provider, ProviderSearchQuery } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import {
  findZipCodePlace,
  listProvidersInZip,
  searchProvidersByName,
  searchProvidersNearZip,
  type PatientPlace,
} from './provider-repository';

export const DEFAULT_PROVIDER_LIMIT = 10;

/** An all-digit five-character entry is a ZIP code (partner-and-shell §5). */
export function isZipCodeSearch(search: string): boolean {
  return /^\d{5}$/.test(search);
}

/**
 * Where the patient is: the ZIP code's place (its state unless another is given), else the state
 * alone. Null when the call says nothing of it.
 */
async function findPatientPlace(
  db: AppDatabase,
  query: ProviderSearchQuery,
): Promise<PatientPlace | null> {
  const zip = query.zipCode ? await findZipCodePlace(db, query.zipCode) : undefined;
  const state = query.state ?? zip?.stateCode ?? null;
  const point = zip ? { lat: zip.lat, lng: zip.lng } : null;
  return state || point ? { state, point } : null;
}

/**
 * Provider search for the transfer step and the order page: by ZIP code (nearest first) or by
 * name (best first, then near the patient when the call says where they are).
 */
export async function searchProviders(
  db: AppDatabase,
  query: ProviderSearchQuery,
): Promise<Provider[]> {
  const limit = query.limit ?? DEFAULT_PROVIDER_LIMIT;
  if (!isZipCodeSearch(query.search)) {
    return searchProvidersByName(db, query.search, limit, await findPatientPlace(db, query));
  }
  const point = await findZipCodePlace(db, query.search);
  return point
    ? searchProvidersNearZip(db, query.search, point, limit)
    : listProvidersInZip(db, query.search, limit);
}
