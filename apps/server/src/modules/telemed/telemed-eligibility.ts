import { CHECKOUT_MESSAGES } from '@fillwell/domain';

/** A telemedicine condition's eligibility rules (telemed_conditions). */
export interface TelemedRequirement {
  slug: string;
  name: string;
  minAge: number;
  /** AGE_AND_OVER means no upper limit. */
  maxAge: number;
  eligibleStates: readonly string[];
  maleEligible: boolean;
  femaleEligible: boolean;
}

/** What is known of the person: age and sex only when the profile gives them. */
export interface TelemedPatient {
  age: number | null;
  gender: 'male' | 'female' | null;
}

export interface ItemEligibility {
  condition: string | null;
  isEligible: boolean;
  /** Why not, in plain words; null when eligible. */
  reason: string | null;
}

/** A maximum age of 99 means "and over" (partner-and-shell §5). */
export const AGE_AND_OVER = 99;

export const TELEMED_MESSAGES = {
  stateUnknown: 'Choose the state you are in to check if an online doctor visit is available',
  notOffered: 'This medication is not available with an online doctor visit',
} as const;

/** Whole years from an ISO date of birth (YYYY-MM-DD) to today (UTC); null when unreadable. */
export function computeAge(dob: string | null, today: Date): number | null {
  const match = dob ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCMonth() !== month - 1 || born.getTime() > today.getTime()) return null;
  const hasHadBirthday =
    today.getUTCMonth() > month - 1 ||
    (today.getUTCMonth() === month - 1 && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hasHadBirthday ? 0 : 1);
}

/** A condition's rules, from its telemed_conditions row (or anything carrying them). */
export function toTelemedRequirement(row: TelemedRequirement): TelemedRequirement {
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

/** What is known of a person: age from the date of birth (at `today`), sex when male or female. */
export function toTelemedPatient(
  dob: string | null,
  gender: string | null,
  today: Date,
): TelemedPatient {
  return {
    age: computeAge(dob, today),
    gender: gender === 'male' || gender === 'female' ? gender : null,
  };
}

export function describeAgeRange(requirement: Pick<TelemedRequirement, 'minAge' | 'maxAge'>) {
  return requirement.maxAge >= AGE_AND_OVER
    ? `${requirement.minAge} and over`
    : `aged ${requirement.minAge} to ${requirement.maxAge}`;
}

/** Null when the person in the state can have a visit for the condition; else why not. */
export function findIneligibility(
  requirement: TelemedRequirement,
  state: string,
  patient: TelemedPatient,
): string | null {
  if (!requirement.eligibleStates.includes(state)) return CHECKOUT_MESSAGES.notEligibleForVisit;
  const { age, gender } = patient;
  const isTooYoung = age !== null && age < requirement.minAge;
  const isTooOld = age !== null && requirement.maxAge < AGE_AND_OVER && age > requirement.maxAge;
  if (isTooYoung || isTooOld) {
    return `Online doctor visits for ${requirement.name} are for people ${describeAgeRange(requirement)}.`;
  }
  if (gender === 'male' && !requirement.maleEligible) {
    return `Online doctor visits for ${requirement.name} are for women only.`;
  }
  if (gender === 'female' && !requirement.femaleEligible) {
    return `Online doctor visits for ${requirement.name} are for men only.`;
  }
  return null;
}

/**
 * A medication's visit eligibility: eligible through the first of its conditions that allows it;
 * otherwise the reason its first known condition gives.
 */
export function judgeMedication(
  requirements: readonly TelemedRequirement[],
  state: string | null,
  patient: TelemedPatient,
): ItemEligibility {
  const [first] = requirements;
  if (!first) return { condition: null, isEligible: false, reason: TELEMED_MESSAGES.notOffered };
  if (state === null) {
    return { condition: first.slug, isEligible: false, reason: TELEMED_MESSAGES.stateUnknown };
  }
  const reasons = requirements.map((requirement) => findIneligibility(requirement, state, patient));
  const eligibleIndex = reasons.indexOf(null);
  if (eligibleIndex >= 0) {
    return { condition: requirements[eligibleIndex]?.slug ?? null, isEligible: true, reason: null };
  }
  return { condition: first.slug, isEligible: false, reason: reasons[0] ?? null };
}
