import { and, eq, isNull, or } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  partnerPatients,
  patientExitTokens,
  type PartnerPatientRow,
  type PatientExitTokenRow,
} from '../../db/schema/index';
import { createExitTokenStore } from '../pharmacy-plus/exit-tokens';
import { findPatient, findPharmacy, plusErrors } from '../pharmacy-plus/index';
import { specialtyErrors } from './specialty-errors';

/** An exit token read for the specialty flow, with its patient and pharmacy. */
export interface NimbusLink {
  row: PatientExitTokenRow;
  patient: PartnerPatientRow;
  pharmacyName: string;
  /** The account holding the link or its patient; null while neither joined one. */
  holderAccountId: string | null;
}

/**
 * The partner's exit tokens (the Pharmacy Plus links and table) as the specialty flow uses them:
 * the link alone identifies the patient, and joins one account only.
 */
export function createNimbusPatients(db: AppDatabase, now: () => Date) {
  const exitTokens = createExitTokenStore(db, now);

  /** 404 for an unknown token, 410 once expired (unless it joined an account). */
  async function read(token: string): Promise<NimbusLink> {
    const row = await exitTokens.read(token);
    const patient = await findPatient(db, row.patientId);
    if (!patient) throw plusErrors.exitTokenUnknown();
    const pharmacy = await findPharmacy(db, patient.partnerPharmacyId);
    return {
      row,
      patient,
      pharmacyName: pharmacy?.name ?? '',
      holderAccountId: row.mappedAccountId ?? patient.accountId,
    };
  }

  /**
   * Refuses a link another account holds: 410 for a visitor (who may sign in with it), 403 for a
   * signed-in account that is not the holder.
   */
  function assertUsableBy(link: NimbusLink, accountId: string | null): void {
    if (link.holderAccountId === null || link.holderAccountId === accountId) return;
    throw accountId ? specialtyErrors.exitTokenOtherAccount() : plusErrors.exitTokenUsed();
  }

  /** Joins the link and its patient to the account, once; the same account again is a no-op. */
  async function link(link: NimbusLink, accountId: string): Promise<void> {
    assertUsableBy(link, accountId);
    try {
      await db.transaction(async (tx) => {
        const patients = await tx
          .update(partnerPatients)
          .set({ accountId })
          .where(
            and(
              eq(partnerPatients.id, link.patient.id),
              or(isNull(partnerPatients.accountId), eq(partnerPatients.accountId, accountId)),
            ),
          )
          .returning({ id: partnerPatients.id });
        if (patients.length === 0) throw specialtyErrors.exitTokenOtherAccount();
        const tokens = await tx
          .update(patientExitTokens)
          .set({ mappedAccountId: accountId, mappedAt: now() })
          .where(
            and(
              eq(patientExitTokens.id, link.row.id),
              or(
                isNull(patientExitTokens.mappedAt),
                eq(patientExitTokens.mappedAccountId, accountId),
              ),
            ),
          )
          .returning({ id: patientExitTokens.id });
        if (tokens.length === 0) throw specialtyErrors.exitTokenOtherAccount();
      });
    } catch (error) {
      // The account already holds another patient of the same pharmacy.
      if (isUniqueViolation(error)) throw plusErrors.exitTokenUsed();
      throw error;
    }
  }

  return { read, assertUsableBy, link };
}

export type NimbusPatients = ReturnType<typeof createNimbusPatients>;
