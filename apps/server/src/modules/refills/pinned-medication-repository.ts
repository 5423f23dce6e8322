import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pinnedMedications, type PinnedMedicationRow } from '../../db/schema/index';

export type PinnedMedication = Omit<PinnedMedicationRow, 'pinnedAt'>;

/**
 * Keeps a signed-in person's pin in step with a drug-page choice: pinned adds the medication to
 * their list (or moves it to the chosen dosage), unpinned takes it off.
 */
export async function savePinnedMedication(
  db: Executor,
  pin: PinnedMedication,
  isPinned: boolean,
): Promise<void> {
  if (!isPinned) {
    await db
      .delete(pinnedMedications)
      .where(
        and(
          eq(pinnedMedications.accountId, pin.accountId),
          eq(pinnedMedications.medNameId, pin.medNameId),
        ),
      );
    return;
  }
  // Choosing another dosage of a pinned drug moves the pin; it keeps its place on the list.
  await db
    .insert(pinnedMedications)
    .values(pin)
    .onConflictDoUpdate({
      target: [pinnedMedications.accountId, pinnedMedications.medNameId],
      set: {
        medId: pin.medId,
        slug: pin.slug,
        quantity: pin.quantity,
        priceCategory: pin.priceCategory,
      },
    });
}

export function listPinnedMedications(
  db: Executor,
  accountId: string,
): Promise<PinnedMedicationRow[]> {
  return db
    .select()
    .from(pinnedMedications)
    .where(eq(pinnedMedications.accountId, accountId))
    .orderBy(pinnedMedications.pinnedAt);
}
