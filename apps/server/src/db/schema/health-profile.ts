import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export interface AllergyEntry {
  description: string;
  /** Null for an allergy the person typed themselves. */
  allergenId: number | null;
  allergenIdTypeCode: number | null;
}
export interface MedicalConditionEntry {
  description: string;
  /** ICD-10-CM code; null for a condition the person typed themselves. */
  code: string | null;
}
export interface OtherMedicationEntry {
  description: string;
  medNameId: number;
}

/** What the pharmacist needs to know: one row per account. Health information: owner only. */
export const patientProfiles = pgTable('patient_profiles', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  hasAllergies: boolean('has_allergies').notNull(),
  hasMedicalConditions: boolean('has_medical_conditions').notNull(),
  hasOtherMedications: boolean('has_other_medications').notNull(),
  allergies: jsonb('allergies').$type<AllergyEntry[]>().notNull(),
  medicalConditions: jsonb('medical_conditions').$type<MedicalConditionEntry[]>().notNull(),
  otherMedications: jsonb('other_medications').$type<OtherMedicationEntry[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PatientProfileRow = typeof patientProfiles.$inferSelect;

/** Who read or changed health information, and when. Rows are only ever added. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    /** The account whose data was touched. */
    subjectAccountId: text('subject_account_id').notNull(),
    /** The account that acted (the same as the subject for a person's own reads). */
    actorAccountId: text('actor_account_id'),
    /** e.g. patient_profile.read, patient_profile.update */
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_subject_idx').on(table.subjectAccountId, table.createdAt)],
);
export type AuditLogRow = typeof auditLog.$inferSelect;
