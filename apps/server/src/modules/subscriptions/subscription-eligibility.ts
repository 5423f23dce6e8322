import type { SubscriptionEligibility } from '@fillwell/contracts';
import { SUBSCRIPTION_MESSAGES } from '@fillwell/domain';
import type { Executor } from '../../db/client';
import type { CatalogueDrug } from '../catalog/index';
import { telemedEligibility } from '../telemed/index';
import { listSubscriptionConditions } from './subscription-choice';
import { listConditionRows, type TelemedConditionRow } from './subscription-repository';

export type SubscriptionPatient = telemedEligibility.TelemedPatient;

export interface SubscriptionJudgement {
  isOffered: boolean;
  isEligible: boolean;
  condition: string | null;
  reason: string | null;
}

function toRequirement(row: TelemedConditionRow): telemedEligibility.TelemedRequirement {
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

/** What is known of the person: age (at `today`) and sex, when the profile gives them. */
export function toSubscriptionPatient(
  facts: { dob: string | null; gender: string | null } | undefined,
  today: Date,
): SubscriptionPatient {
  const gender = facts?.gender;
  return {
    age: telemedEligibility.computeAge(facts?.dob ?? null, today),
    gender: gender === 'male' || gender === 'female' ? gender : null,
  };
}

/**
 * A drug is subscription-eligible when one of its telemed conditions is a subscription condition
 * whose visit the person can have (the telemed module's age, sex and state rules).
 */
export async function judgeSubscription(
  db: Executor,
  drug: CatalogueDrug,
  state: string | null,
  patient: SubscriptionPatient,
): Promise<SubscriptionJudgement> {
  const conditions = listSubscriptionConditions(drug);
  if (!conditions.length) {
    return {
      isOffered: false,
      isEligible: false,
      condition: null,
      reason: SUBSCRIPTION_MESSAGES.notOffered,
    };
  }
  const rows = await listConditionRows(db, conditions);
  const judged = telemedEligibility.judgeMedication(rows.map(toRequirement), state, patient);
  return {
    isOffered: true,
    isEligible: judged.isEligible,
    condition: judged.condition ?? conditions[0] ?? null,
    reason: judged.reason,
  };
}

export function toEligibilityView(
  drug: CatalogueDrug,
  medId: number | null,
  state: string | null,
  judgement: SubscriptionJudgement,
): SubscriptionEligibility {
  return { medNameId: drug.medNameId, medId, state, ...judgement };
}
