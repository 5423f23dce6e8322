import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PatientProfile } from '@fillwell/contracts';
import type { Executor } from '../../db/client';
import { auditLog, patientProfiles, type PatientProfileRow } from '../../db/schema/index';

export type { Executor } from '../../db/client';

export const AUDIT_ACTIONS = {
  read: 'patient_profile.read',
  update: 'patient_profile.update',
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

export function toPatientProfile(row: PatientProfileRow): PatientProfile {
  return {
    hasAllergies: row.hasAllergies,
    hasOtherMedications: row.hasOtherMedications,
    hasMedicalConditions: row.hasMedicalConditions,
    allergies: row.allergies,
    medicalConditions: row.medicalConditions,
    otherMedications: row.otherMedications,
  };
}

export async function readPatientProfile(
  db: Executor,
  accountId: string,
): Promise<PatientProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(patientProfiles)
    .where(eq(patientProfiles.accountId, accountId))
    .limit(1);
  return row;
}

export async function upsertPatientProfile(
  db: Executor,
  accountId: string,
  profile: PatientProfile,
): Promise<PatientProfileRow> {
  const values = { ...profile, updatedAt: new Date() };
  const [row] = await db
    .insert(patientProfiles)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: patientProfiles.accountId, set: values })
    .returning();
  if (!row) throw new Error('Saving a patient profile returned no row');
  return row;
}

/** Who touched whose health information, and how; never the information itself. */
export async function recordAudit(
  db: Executor,
  entry: { subjectAccountId: string; actorAccountId: string; action: AuditAction },
): Promise<void> {
  await db.insert(auditLog).values({ id: randomBytes(16).toString('base64url'), ...entry });
}
