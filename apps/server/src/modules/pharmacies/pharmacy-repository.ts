import { asc } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { pharmacies } from '../../db/schema/index';

export type PharmacyRecord = typeof pharmacies.$inferSelect;

/** Every pharmacy row; the pharmacy index is built from them. */
export async function readPharmacies(db: AppDatabase): Promise<PharmacyRecord[]> {
  return db.select().from(pharmacies).orderBy(asc(pharmacies.id));
}
