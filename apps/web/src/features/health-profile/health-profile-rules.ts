import {
  HEALTH_PROFILE_LIMITS,
  HEALTH_PROFILE_MESSAGES,
  isPatientProfileComplete,
  type Allergy,
  type MedicalCondition,
  type OtherMedication,
  type PatientProfile,
  type SavePatientProfileRequest,
} from '@fillwell/contracts';
import { HEALTH_QUESTIONS } from '@fillwell/domain';

export type HealthTopic = 'allergies' | 'otherMedications' | 'medicalConditions';

/** One entry of any list, as the form shows it. */
export interface HealthEntry {
  /** Same key, same thing: the listed id, or the typed text. */
  key: string;
  label: string;
  value: Allergy | MedicalCondition | OtherMedication;
}

export interface HealthTopicText {
  answerField: 'hasAllergies' | 'hasOtherMedications' | 'hasMedicalConditions';
  question: string;
  listLabel: string;
  searchLabel: string;
  /** The fewest characters that start a search. */
  minChars: number;
  /** Whether a person may add an entry that is not listed. */
  allowsCustom: boolean;
}

/** The three questions of the additional-info step, in the order they are asked. */
export const HEALTH_TOPICS: Readonly<Record<HealthTopic, HealthTopicText>> = {
  allergies: {
    answerField: 'hasAllergies',
    question: HEALTH_QUESTIONS.allergies,
    listLabel: 'Your allergies',
    searchLabel: 'Search allergies',
    minChars: HEALTH_PROFILE_LIMITS.searchMinChars,
    allowsCustom: true,
  },
  otherMedications: {
    answerField: 'hasOtherMedications',
    question: HEALTH_QUESTIONS.otherMedications,
    listLabel: 'Your other medications',
    searchLabel: 'Search medications',
    minChars: HEALTH_PROFILE_LIMITS.medicationSearchMinChars,
    allowsCustom: false,
  },
  medicalConditions: {
    answerField: 'hasMedicalConditions',
    question: HEALTH_QUESTIONS.medicalConditions,
    listLabel: 'Your medical conditions',
    searchLabel: 'Search medical conditions',
    minChars: HEALTH_PROFILE_LIMITS.searchMinChars,
    allowsCustom: true,
  },
};

export const HEALTH_TOPIC_ORDER: readonly HealthTopic[] = [
  'allergies',
  'otherMedications',
  'medicalConditions',
];

export interface HealthProfileDraft {
  hasAllergies: boolean | null;
  hasOtherMedications: boolean | null;
  hasMedicalConditions: boolean | null;
  allergies: Allergy[];
  otherMedications: OtherMedication[];
  medicalConditions: MedicalCondition[];
}

export function toDraft(profile: PatientProfile | null | undefined): HealthProfileDraft {
  return {
    hasAllergies: profile?.hasAllergies ?? null,
    hasOtherMedications: profile?.hasOtherMedications ?? null,
    hasMedicalConditions: profile?.hasMedicalConditions ?? null,
    allergies: profile?.allergies ?? [],
    otherMedications: profile?.otherMedications ?? [],
    medicalConditions: profile?.medicalConditions ?? [],
  };
}

/** Continue needs every question answered and at least one entry for each yes. */
export function isDraftComplete(draft: HealthProfileDraft): boolean {
  return isPatientProfileComplete(draft);
}

/** A no answer sends an empty list, whatever was picked before it. */
export function toSaveRequest(draft: HealthProfileDraft): SavePatientProfileRequest {
  return {
    hasAllergies: draft.hasAllergies === true,
    hasOtherMedications: draft.hasOtherMedications === true,
    hasMedicalConditions: draft.hasMedicalConditions === true,
    allergies: draft.hasAllergies ? draft.allergies : [],
    otherMedications: draft.hasOtherMedications ? draft.otherMedications : [],
    medicalConditions: draft.hasMedicalConditions ? draft.medicalConditions : [],
  };
}

export function toAllergyEntry(allergy: Allergy): HealthEntry {
  const key = allergy.allergenId ? `id:${allergy.allergenId}` : textKey(allergy.description);
  return { key, label: allergy.description, value: allergy };
}

export function toConditionEntry(condition: MedicalCondition): HealthEntry {
  const key = condition.code ? `id:${condition.code}` : textKey(condition.description);
  return { key, label: condition.description, value: condition };
}

export function toMedicationEntry(medication: OtherMedication): HealthEntry {
  return { key: `id:${medication.medNameId}`, label: medication.description, value: medication };
}

export function toCustomEntry(topic: HealthTopic, text: string): HealthEntry {
  const description = text.trim();
  return topic === 'allergies'
    ? toAllergyEntry({ description, allergenId: null, allergenIdTypeCode: null })
    : toConditionEntry({ description, code: null });
}

function textKey(text: string): string {
  return `text:${text.trim().toLowerCase()}`;
}

export function listEntries(draft: HealthProfileDraft, topic: HealthTopic): HealthEntry[] {
  if (topic === 'allergies') return draft.allergies.map(toAllergyEntry);
  if (topic === 'otherMedications') return draft.otherMedications.map(toMedicationEntry);
  return draft.medicalConditions.map(toConditionEntry);
}

/** The draft with a topic's list replaced by these entries. */
export function withEntries(
  draft: HealthProfileDraft,
  topic: HealthTopic,
  entries: readonly HealthEntry[],
): HealthProfileDraft {
  const values = entries.map((entry) => entry.value);
  if (topic === 'allergies') return { ...draft, allergies: values as Allergy[] };
  if (topic === 'otherMedications') {
    return { ...draft, otherMedications: values as OtherMedication[] };
  }
  return { ...draft, medicalConditions: values as MedicalCondition[] };
}

export type SearchTermCheck =
  { isSearchable: true; error: null } | { isSearchable: false; error: string | null };

/** Short terms wait silently; terms over 50 characters get the spec's message. */
export function checkSearchTerm(term: string, minChars: number): SearchTermCheck {
  const trimmed = term.trim();
  if (trimmed.length > HEALTH_PROFILE_LIMITS.searchMaxChars) {
    return { isSearchable: false, error: HEALTH_PROFILE_MESSAGES.searchTooLong };
  }
  if (trimmed.length < minChars) return { isSearchable: false, error: null };
  return { isSearchable: true, error: null };
}

/** Whether a typed text may be added as an entry of one's own. */
export function canAddCustomEntry(
  topic: HealthTopic,
  term: string,
  existing: readonly HealthEntry[],
): boolean {
  const text = term.trim();
  if (!HEALTH_TOPICS[topic].allowsCustom || !text) return false;
  if (text.length > HEALTH_PROFILE_LIMITS.searchMaxChars) return false;
  const key = textKey(text);
  return !existing.some((entry) => entry.key === key || textKey(entry.label) === key);
}
