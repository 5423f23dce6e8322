import { sql } from 'drizzle-orm';
import type { PriceCategory } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import { drugSelections } from '../../db/schema/index';

export interface DrugSelection {
  sessionId: string;
  medNameId: number;
  medId: number;
  quantity: number;
  priceCategory: PriceCategory;
  pinned: boolean;
}

/** Records a visitor's choice on a drug page; one row per session and drug, the latest wins. */
export async function saveDrugSelection(db: AppDatabase, selection: DrugSelection): Promise<void> {
  const { sessionId, medNameId, ...choice } = selection;
  await db
    .insert(drugSelections)
    .values({ sessionId, medNameId, ...choice })
    .onConflictDoUpdate({
      target: [drugSelections.sessionId, drugSelections.medNameId],
      set: { ...choice, updatedAt: sql`now()` },
    });
}
