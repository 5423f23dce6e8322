import type { SubscriptionEligibility } from '@fillwell/contracts';
import { SUBSCRIPTION_MESSAGES } from '@fillwell/domain';
import type { Executor } from '../../db/client';
import type { CatalogueDrug } from '../catalog/index';
import { listTelemedConditionsBySlug, telemedEligibility } from '../telemed/index';
import { listSubscriptionConditions } from './subscription-choice';

export interface SubscriptionJudgement {
  isOffered: boolean;
  isEligible: boolean;
  condition: string | null;
  reason: string | null;
}

/**
 * A drug is subscription-eligible when one of its telemed conditions is a subscription condition
 * whose visit the person can have (the telemed module's age, sex and state rules).
 */
export async function judgeSubscription(
  db: Executor,
  drug: CatalogueDrug,
  state: string | null,
  patient: telemedEligibility.TelemedPatient,
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
  const rows = await listTelemedConditionsBySlug(db, conditions);
  const requirements = rows.map(telemedEligibility.toTelemedRequirement);
  const judged = telemedEligibility.judgeMedication(requirements, state, patient);
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
