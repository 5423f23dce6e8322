import { asc } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { drugs, medications } from '../../db/schema/index';

export type DrugRecord = typeof drugs.$inferSelect;
export type MedicationRecord = typeof medications.$inferSelect;

/** Every drug and medication row; the catalogue index is built from them. */
export async function readCatalogueRows(
  db: AppDatabase,
): Promise<{ drugs: DrugRecord[]; medications: MedicationRecord[] }> {
  const drugRows = await db.select().from(drugs).orderBy(asc(drugs.medNameId));
  const medicationRows = await db
    .select()
    .from(medications)
    .orderBy(asc(medications.medNameId), asc(medications.sortOrder), asc(medications.medId));
  return { drugs: drugRows, medications: medicationRows };
}
