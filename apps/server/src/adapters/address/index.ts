import type { AppConfig } from '../../config';
import type { AppDatabase } from '../../db/client';
import type { AddressVerifier } from './address-verifier';
import { createZipDatabaseVerifier, createZipPlaceFinder } from './zip-database-verifier';

export type { AddressToVerify, AddressVerifier, VerifiedAddress } from './address-verifier';
export { createZipDatabaseVerifier } from './zip-database-verifier';
export type { FindZipPlace, ZipPlace } from './zip-database-verifier';
export { normalizeStreetLine } from './street-line';

/**
 * The verifier the configuration selects. Only the embedded ZIP database verifier exists today;
 * an external (USPS-style) service implements the same interface and is chosen here when its
 * settings are configured.
 */
export function selectAddressVerifier(
  _config: Pick<AppConfig, 'isProduction'>,
  db: AppDatabase,
): AddressVerifier {
  return createZipDatabaseVerifier(createZipPlaceFinder(db));
}
