import {
  HEALTH_PROFILE_MESSAGES,
  toSnakeKey,
  type Allergy,
  type MedicalCondition,
  type OtherMedication,
  type PatientProfile,
} from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { createValidationError } from '../../plugins/http-error';
import {
  AUDIT_ACTIONS,
  readPatientProfile,
  recordAudit,
  toPatientProfile,
  upsertPatientProfile,
} from './patient-profile-repository';
import type { ReferenceData } from './reference-data';
import { readDrugNames } from './reference-repository';

/** The save call's body after contract validation. */
export interface PatientProfileInput {
  hasAllergies?: boolean | undefined;
  hasOtherMedications?: boolean | undefined;
  hasMedicalConditions?: boolean | undefined;
  allergies: Array<{
    description: string;
    allergenId?: number | null | undefined;
    allergenIdTypeCode?: number | null | undefined;
  }>;
  medicalConditions: Array<{ description: string; code?: string | null | undefined }>;
  otherMedications: Array<{ description: string; medNameId?: number | null | undefined }>;
}

type FieldErrors = Record<string, string[]>;

/**
 * The patient profile: health information, read and changed by its owner only. Every read and
 * every change is written to the audit log, in the same transaction.
 */
export function createPatientProfileService(db: AppDatabase, reference: ReferenceData) {
  async function resolveAllergies(input: PatientProfileInput['allergies'], errors: FieldErrors) {
    const { byKey } = await reference.allergens();
    const byText = new Map([...byKey.values()].map((row) => [normalize(row.description), row]));
    return input.map((entry, index): Allergy => {
      const listed = entry.allergenId
        ? byKey.get(String(entry.allergenId))
        : byText.get(normalize(entry.description));
      if (entry.allergenId && !listed) {
        addError(
          errors,
          ['allergies', index, 'allergenId'],
          HEALTH_PROFILE_MESSAGES.unknownAllergen,
        );
      }
      return listed
        ? {
            description: listed.description,
            allergenId: listed.allergenId,
            allergenIdTypeCode: listed.allergenIdTypeCode,
          }
        : { description: entry.description, allergenId: null, allergenIdTypeCode: null };
    });
  }

  async function resolveConditions(
    input: PatientProfileInput['medicalConditions'],
    errors: FieldErrors,
  ) {
    const { byKey } = await reference.conditions();
    return input.map((entry, index): MedicalCondition => {
      const listed = entry.code ? byKey.get(entry.code) : undefined;
      if (entry.code && !listed) {
        addError(
          errors,
          ['medicalConditions', index, 'code'],
          HEALTH_PROFILE_MESSAGES.unknownCondition,
        );
      }
      return listed ?? { description: entry.description, code: null };
    });
  }

  async function resolveMedications(
    input: PatientProfileInput['otherMedications'],
    errors: FieldErrors,
  ) {
    const ids = input.map((entry) => entry.medNameId ?? 0);
    const names = await readDrugNames(db, ids.filter(Boolean));
    return input.map((entry, index): OtherMedication => {
      const medNameId = entry.medNameId ?? 0;
      const name = names.get(medNameId);
      if (!name) {
        addError(
          errors,
          ['otherMedications', index, 'medNameId'],
          HEALTH_PROFILE_MESSAGES.unknownMedication,
        );
      }
      return { description: name ?? entry.description, medNameId };
    });
  }

  async function resolveProfile(input: PatientProfileInput): Promise<PatientProfile> {
    const hasAllergies = input.hasAllergies ?? input.allergies.length > 0;
    const hasOtherMedications = input.hasOtherMedications ?? input.otherMedications.length > 0;
    const hasMedicalConditions = input.hasMedicalConditions ?? input.medicalConditions.length > 0;
    const errors: FieldErrors = {};
    const profile: PatientProfile = {
      hasAllergies,
      hasOtherMedications,
      hasMedicalConditions,
      allergies: hasAllergies ? await resolveAllergies(input.allergies, errors) : [],
      medicalConditions: hasMedicalConditions
        ? await resolveConditions(input.medicalConditions, errors)
        : [],
      otherMedications: hasOtherMedications
        ? await resolveMedications(input.otherMedications, errors)
        : [],
    };
    findRepeatedDescriptions(profile, errors);
    if (Object.keys(errors).length > 0) throw createValidationError(errors);
    return profile;
  }

  return {
    async read(accountId: string): Promise<PatientProfile | null> {
      return db.transaction(async (tx) => {
        const row = await readPatientProfile(tx, accountId);
        await recordAudit(tx, {
          subjectAccountId: accountId,
          actorAccountId: accountId,
          action: AUDIT_ACTIONS.read,
        });
        return row ? toPatientProfile(row) : null;
      });
    },

    async save(accountId: string, input: PatientProfileInput): Promise<PatientProfile> {
      const profile = await resolveProfile(input);
      return db.transaction(async (tx) => {
        const row = await upsertPatientProfile(tx, accountId, profile);
        await recordAudit(tx, {
          subjectAccountId: accountId,
          actorAccountId: accountId,
          action: AUDIT_ACTIONS.update,
        });
        return toPatientProfile(row);
      });
    },
  };
}

export type PatientProfileService = ReturnType<typeof createPatientProfileService>;

function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

function addError(errors: FieldErrors, path: Array<string | number>, message: string): void {
  const field = path.map((part) => (typeof part === 'string' ? toSnakeKey(part) : part)).join('.');
  (errors[field] ??= []).push(message);
}

/** After typed entries are matched to listed ones, the same thing may appear twice. */
function findRepeatedDescriptions(profile: PatientProfile, errors: FieldErrors): void {
  const lists = [
    ['allergies', profile.allergies],
    ['medicalConditions', profile.medicalConditions],
    ['otherMedications', profile.otherMedications],
  ] as const;
  for (const [field, entries] of lists) {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const key = normalize(entry.description);
      if (seen.has(key)) {
        addError(errors, [field, index, 'description'], HEALTH_PROFILE_MESSAGES.duplicateEntry);
      }
      seen.add(key);
    });
  }
}
