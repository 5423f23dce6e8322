import type { ConditionEligibility } from '@fillwell/contracts';
import { TREATMENT_MESSAGES } from '@fillwell/domain';
import { telemedEligibility, type TelemedConditionRow } from '../telemed/index';

type Requirement = telemedEligibility.TelemedRequirement;
export type Patient = telemedEligibility.TelemedPatient;

const UNKNOWN_PATIENT: Patient = { age: null, gender: null };

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
  row: TelemedConditionRow,
  state: string | null,
  patient: Patient,
): ConditionEligibility {
  const requirement = telemedEligibility.toTelemedRequirement(row);
  const reasons = listIneligibilityReasons(requirement, state, patient);
  return {
    condition: row.slug,
    name: row.name,
    consultationType: row.consultationType,
    isEligible: reasons.length === 0,
    reasons,
  };
}

/** Eligible when any of the conditions judged accepts the person; else every distinct reason. */
export function judgeAny(rows: readonly TelemedConditionRow[], state: string, patient: Patient) {
  if (!rows.length) {
    return { isEligible: false, reasons: [TREATMENT_MESSAGES.consultationTypeUnavailable] };
  }
  const judged = rows.map((row) => judgeCondition(row, state, patient));
  if (judged.some((entry) => entry.isEligible)) return { isEligible: true, reasons: [] };
  return { isEligible: false, reasons: [...new Set(judged.flatMap((entry) => entry.reasons))] };
}
