import type { ConditionEligibility } from '@fillwell/contracts';
import { TREATMENT_MESSAGES } from '@fillwell/domain';
import { telemedEligibility } from '../telemed/index';
import type { ConditionRow } from './telemed-catalog-repository';

type Requirement = telemedEligibility.TelemedRequirement;
export type Patient = telemedEligibility.TelemedPatient;

const UNKNOWN_PATIENT: Patient = { age: null, gender: null };

export function toRequirement(row: ConditionRow): Requirement {
  return {
    slug: row.slug,
    name: row.name,
    minAge: row.minAge,
    maxAge: row.maxAge,
    eligibleStates: row.eligibleStates,
    maleEligible: row.maleEligible,
    femaleEligible: row.femaleEligible,
  };
}

/** What is known of a person: age from the date of birth (today), sex when male or female. */
export function toPatient(dob: string | null, gender: string | null, today: Date): Patient {
  return {
    age: telemedEligibility.computeAge(dob, today),
    gender: gender === 'male' || gender === 'female' ? gender : null,
  };
}

/**
 * Every reason the person cannot have the condition's visit, in the order state, age, sex; each
 * judged alone by the telemed module's rules. Empty when eligible; unknown facts never count.
 */
export function listIneligibilityReasons(
  requirement: Requirement,
  state: string | null,
  patient: Patient,
): string[] {
  if (state === null) return [telemedEligibility.TELEMED_MESSAGES.stateUnknown];
  const inState = { ...requirement, eligibleStates: [state] };
  const reasons = [
    telemedEligibility.findIneligibility(requirement, state, UNKNOWN_PATIENT),
    telemedEligibility.findIneligibility(inState, state, { age: patient.age, gender: null }),
    telemedEligibility.findIneligibility(inState, state, { age: null, gender: patient.gender }),
  ];
  return reasons.filter((reason): reason is string => reason !== null);
}

export function judgeCondition(
  row: ConditionRow,
  state: string | null,
  patient: Patient,
): ConditionEligibility {
  const reasons = listIneligibilityReasons(toRequirement(row), state, patient);
  return {
    condition: row.slug,
    name: row.name,
    consultationType: row.consultationType,
    isEligible: reasons.length === 0,
    reasons,
  };
}

/** Eligible when any of the conditions judged accepts the person; else every distinct reason. */
export function judgeAny(rows: readonly ConditionRow[], state: string, patient: Patient) {
  if (!rows.length) {
    return { isEligible: false, reasons: [TREATMENT_MESSAGES.consultationTypeUnavailable] };
  }
  const judged = rows.map((row) => judgeCondition(row, state, patient));
  if (judged.some((entry) => entry.isEligible)) return { isEligible: true, reasons: [] };
  return { isEligible: false, reasons: [...new Set(judged.flatMap((entry) => entry.reasons))] };
}
