import { asc, inArray } from 'drizzle-orm';
import type { Allergen, ConditionSearchResult } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { allergens, drugs, medicalConditions } from '../../db/schema/index';

export function readAllergens(db: AppDatabase): Promise<Allergen[]> {
  return db
    .select({
      allergenId: allergens.allergenId,
      description: allergens.description,
      allergenIdTypeCode: allergens.allergenIdTypeCode,
    })
    .from(allergens)
    .orderBy(asc(allergens.allergenId));
}

export function readMedicalConditions(db: AppDatabase): Promise<ConditionSearchResult[]> {
  return db
    .select({ code: medicalConditions.code, description: medicalConditions.description })
    .from(medicalConditions)
    .orderBy(asc(medicalConditions.code));
}

/** Catalogue names of the given med name ids (ids not in the catalogue are left out). */
export async function readDrugNames(
  db: AppDatabase,
  medNameIds: readonly number[],
): Promise<Map<number, string>> {
  if (medNameIds.length === 0) return new Map();
  const rows = await db
    .select({ medNameId: drugs.medNameId, name: drugs.name })
    .from(drugs)
    .where(inArray(drugs.medNameId, [...medNameIds]));
  return new Map(rows.map((row) => [row.medNameId, row.name]));
}
