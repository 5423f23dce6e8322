import { formatMoney } from './money';
import { VISIT_FACTS } from './visit-facts';
import { CHECKOUT_MESSAGES } from './checkout-steps';
import { US_STATES } from './geography';

/** Conditions whose medications are offered as a monthly subscription (telemed_conditions.slug). */
export const SUBSCRIPTION_CONDITIONS = [
  'erectile-dysfunction',
  'hair-loss',
  'birth-control',
] as const;

export type SubscriptionCondition = (typeof SUBSCRIPTION_CONDITIONS)[number];

export function isSubscriptionCondition(
  conditionSlug: string,
): conditionSlug is SubscriptionCondition {
  return (SUBSCRIPTION_CONDITIONS as readonly string[]).includes(conditionSlug);
}

/** A drug can be bought as a subscription when any condition it treats is a subscription one. */
export function isSubscriptionEligibleDrug(telemedConditions: readonly string[]): boolean {
  return telemedConditions.some(isSubscriptionCondition);
}

/** How a treatment is bought on the flow's last step. */
export const TREATMENT_SOURCE_TYPES = ['cart', 'subscription'] as const;
export type TreatmentSourceType = (typeof TREATMENT_SOURCE_TYPES)[number];

/** Cart (with a doctor visit) always; a monthly subscription for subscription conditions. */
export function listTreatmentSourceTypes(telemedConditions: readonly string[]) {
  return TREATMENT_SOURCE_TYPES.filter(
    (type) => type === 'cart' || isSubscriptionEligibleDrug(telemedConditions),
  );
}

/** The treatment flow, /treatments/{condition}/{med}/{step}: one entry per step index. */
export const TREATMENT_STEPS = [
  { key: 'about', title: 'About this medication' },
  { key: 'dosage', title: 'Choose your dosage and quantity' },
  { key: 'eligibility', title: 'Check if an online visit is right for you' },
  { key: 'purchase', title: 'How would you like to get it?' },
] as const;

export type TreatmentStepKey = (typeof TREATMENT_STEPS)[number]['key'];
export const TREATMENT_LAST_STEP = TREATMENT_STEPS.length - 1;

export function isTreatmentStepIndex(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= TREATMENT_LAST_STEP;
}

/** Step number over total steps, as a whole percentage (like the checkout progress bar). */
export function getTreatmentProgressPercent(stepIndex: number): number {
  if (!isTreatmentStepIndex(stepIndex)) return 0;
  return Math.round(((stepIndex + 1) / TREATMENT_STEPS.length) * 100);
}

/**
 * The largest supply an online visit prescribes: the treatment pages offer only quantities up to
 * it (the same limit as the telemed module's formulation-limits.ts; a server test keeps them equal).
 */
export const TELEHEALTH_MAX_UNITS = 90;

/** A maximum age of 99 means "and over" (partner-and-shell §5). */
export const TELEMED_AGE_AND_OVER = 99;

/** "18 and over" or "18 to 50". */
export function describeAgeRequirement(minAge: number, maxAge: number): string {
  return maxAge >= TELEMED_AGE_AND_OVER ? `${minAge} and over` : `${minAge} to ${maxAge}`;
}

export function describeSexRequirement(isMaleEligible: boolean, isFemaleEligible: boolean) {
  if (isMaleEligible && isFemaleEligible) return 'Men and women';
  if (isMaleEligible) return 'Men only';
  if (isFemaleEligible) return 'Women only';
  return 'Not available';
}

/** The states (by name, alphabetical) a condition's visits are not offered in. */
export function listExcludedStateNames(eligibleStates: readonly string[]): string[] {
  return US_STATES.filter(([code]) => !eligibleStates.includes(code)).map(([, name]) => name);
}

export const HOW_VISITS_WORK = [
  {
    title: 'Answer a few questions',
    detail: `A short online visit about your health takes about ${VISIT_FACTS.visitMinutes} minutes.`,
  },
  {
    title: 'A doctor reviews it',
    detail: `A licensed doctor reviews your answers within ${VISIT_FACTS.doctorReviewHours} hours.`,
  },
  {
    title: 'Get your medication',
    detail: 'If it is right for you, your prescription is filled and delivered free.',
  },
] as const;

/** The cheapest price a medication can be had for: "from $12.34". */
export function formatFromPrice(amountCents: number): string {
  return `from ${formatMoney(amountCents)}`;
}

export const TREATMENT_MESSAGES = {
  notPrescribed:
    "We don't currently prescribe this medication through an online doctor's visit. You'll need a valid prescription from your doctor to fill it.",
  notEligible: CHECKOUT_MESSAGES.notEligibleForVisit,
  conditionNotFound: "We couldn't find that condition",
  medicationNotFound: 'Medication not found',
  stepOutOfRange: `Step must be a whole number from 0 to ${TREATMENT_LAST_STEP}`,
  invalidMedId: "Choose one of this medication's dosages",
  invalidQuantity: 'Choose one of the quantities listed for this dosage',
  notSubscription: 'This medication is not offered as a monthly subscription',
  conditionOrTypeRequired: 'Choose a condition or a consultation type',
  consultationTypeUnavailable: 'Online doctor visits of this type are not available yet',
} as const;

/** Where the subscription cart reads the chosen dosage and quantity from. */
export function buildSubscriptionCartPath(medId: number, quantity: number): string {
  return `/subs/cart?med_id=${medId}&quantity=${quantity}`;
}

export function buildTreatmentStepPath(conditionSlug: string, medSlug: string, step: number) {
  return `/treatments/${encodeURIComponent(conditionSlug)}/${encodeURIComponent(medSlug)}/${step}`;
}
