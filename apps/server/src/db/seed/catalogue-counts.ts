import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../client';
import {
  allergens,
  drugs,
  medicalConditions,
  medications,
  pharmacies,
  prescribers,
  telemedConditions,
  zipCodes,
} from '../schema/catalog';

export interface CatalogueCounts {
  drugs: number;
  medications: number;
  pharmacies: number;
  prescribers: number;
  zipCodes: number;
  allergens: number;
  medicalConditions: number;
  telemedConditions: number;
}

/** Row counts of the reference catalogue, e.g. for the readiness check. */
export async function countCatalogue(db: AppDatabase): Promise<CatalogueCounts> {
  return {
    drugs: await countRows(db, drugs),
    medications: await countRows(db, medications),
    pharmacies: await countRows(db, pharmacies),
    prescribers: await countRows(db, prescribers),
    zipCodes: await countRows(db, zipCodes),
    allergens: await countRows(db, allergens),
    medicalConditions: await countRows(db, medicalConditions),
    telemedConditions: await countRows(db, telemedConditions),
  };
}

async function countRows(db: AppDatabase, table: PgTable): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}
