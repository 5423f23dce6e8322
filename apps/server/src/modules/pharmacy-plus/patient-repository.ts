import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  partnerPatients,
  partnerPharmacies,
  partnerPrescriptionPrices,
  partnerPrescriptions,
  type PartnerPatientRow,
  type PartnerPharmacyRow,
  type PartnerPrescriptionPriceRow,
  type PartnerPrescriptionRow,
} from '../../db/schema/index';

/** A prescription with its prices, cheapest supply first as the pharmacy listed them. */
export interface PrescriptionWithPrices {
  prescription: PartnerPrescriptionRow;
  prices: PartnerPrescriptionPriceRow[];
}

export async function findPharmacy(
  db: Executor,
  pharmacyId: string,
): Promise<PartnerPharmacyRow | null> {
  const rows = await db
    .select()
    .from(partnerPharmacies)
    .where(eq(partnerPharmacies.id, pharmacyId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findPatient(
  db: Executor,
  patientId: string,
): Promise<PartnerPatientRow | null> {
  const rows = await db
    .select()
    .from(partnerPatients)
    .where(eq(partnerPatients.id, patientId))
    .limit(1);
  return rows[0] ?? null;
}

/** The account's patients (one per partner pharmacy), the latest linked first. */
export async function listAccountPatients(
  db: Executor,
  accountId: string,
): Promise<PartnerPatientRow[]> {
  return db
    .select()
    .from(partnerPatients)
    .where(eq(partnerPatients.accountId, accountId))
    .orderBy(desc(partnerPatients.createdAt));
}

export async function listPrescriptions(
  db: Executor,
  patientIds: readonly string[],
): Promise<PrescriptionWithPrices[]> {
  if (patientIds.length === 0) return [];
  const prescriptions = await db
    .select()
    .from(partnerPrescriptions)
    .where(inArray(partnerPrescriptions.patientId, [...patientIds]))
    .orderBy(asc(partnerPrescriptions.createdAt), asc(partnerPrescriptions.id));
  return attachPrices(db, prescriptions);
}

export async function findPrescription(
  db: Executor,
  patientId: string,
  prescriptionId: string,
): Promise<PrescriptionWithPrices | null> {
  const rows = await db
    .select()
    .from(partnerPrescriptions)
    .where(
      and(
        eq(partnerPrescriptions.id, prescriptionId),
        eq(partnerPrescriptions.patientId, patientId),
      ),
    )
    .limit(1);
  const [found] = await attachPrices(db, rows);
  return found ?? null;
}

export async function findPrescriptionByMedName(
  db: Executor,
  patientId: string,
  medNameId: number,
): Promise<PrescriptionWithPrices | null> {
  const rows = await db
    .select()
    .from(partnerPrescriptions)
    .where(
      and(
        eq(partnerPrescriptions.patientId, patientId),
        eq(partnerPrescriptions.medNameId, medNameId),
      ),
    )
    .orderBy(desc(partnerPrescriptions.createdAt))
    .limit(1);
  const [found] = await attachPrices(db, rows);
  return found ?? null;
}

async function attachPrices(
  db: Executor,
  prescriptions: PartnerPrescriptionRow[],
): Promise<PrescriptionWithPrices[]> {
  if (prescriptions.length === 0) return [];
  const prices = await db
    .select()
    .from(partnerPrescriptionPrices)
    .where(
      inArray(
        partnerPrescriptionPrices.prescriptionId,
        prescriptions.map((row) => row.id),
      ),
    )
    .orderBy(asc(partnerPrescriptionPrices.position));
  return prescriptions.map((prescription) => ({
    prescription,
    prices: prices.filter((price) => price.prescriptionId === prescription.id),
  }));
}

export async function updatePrescription(
  db: Executor,
  prescriptionId: string,
  changes: Partial<Omit<PartnerPrescriptionRow, 'id' | 'patientId' | 'createdAt'>>,
): Promise<void> {
  await db
    .update(partnerPrescriptions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(partnerPrescriptions.id, prescriptionId));
}
