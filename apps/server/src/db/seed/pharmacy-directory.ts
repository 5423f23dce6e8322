import type { AppDatabase } from '../client';
import { recordDataChange } from '../data-versions';
import { pharmacies, zipCodes } from '../schema/catalog';
import { hashText } from './drug-catalogue';
import { MAIL_ORDER_PHARMACY_ROW } from './mail-order-pharmacy';
import type { PharmacyRow } from './pharmacy-row';
import { IMPORTED_VERSION_PREFIX } from './reference-datasets';
import { recordSeedRun } from './seed-runs';
import { replaceRows } from './table-writes';
import type { ZipCodeRow } from './zip-code-data';

/** All ZIP codes of the database, for geocoding imported addresses. */
export async function loadZipCodeIndex(db: AppDatabase): Promise<Map<string, ZipCodeRow>> {
  const rows = await db.select().from(zipCodes);
  return new Map(rows.map((row) => [row.zipCode, row]));
}

/**
 * Replaces the whole pharmacy directory with imported pharmacies (the mail-order pharmacy
 * stays) in one transaction, and records it so that later seeding keeps it and running server
 * processes reload their directory.
 */
export async function replacePharmacyDirectory(
  db: AppDatabase,
  imported: readonly PharmacyRow[],
  sourceLabel: string,
): Promise<number> {
  const rows = [MAIL_ORDER_PHARMACY_ROW, ...imported];
  const version = `${IMPORTED_VERSION_PREFIX}${hashText(rows.map((row) => row.npi).join(','))}`;
  await db.transaction(async (tx) => {
    const target = { table: pharmacies, key: pharmacies.id, keyOf: (row: PharmacyRow) => row.id };
    await replaceRows(tx, target, rows);
    await recordSeedRun(tx, {
      name: 'pharmacies',
      version,
      scale: `import ${sourceLabel}`.slice(0, 200),
      rowCounts: { pharmacies: rows.length },
    });
    await recordDataChange(tx, ['pharmacies']);
  });
  return rows.length;
}
