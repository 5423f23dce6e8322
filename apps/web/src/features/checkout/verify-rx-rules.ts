import type {
  Cart,
  CartItem,
  CheckoutAnswersRequest,
  PrescriptionSource,
} from '@fillwell/contracts';
import type { TelemedCartEligibility } from './api';

export type RxAnswer = 'yes' | 'no';
export type RxAnswers = Readonly<Record<string, RxAnswer>>;
/**
 * unknown while the answer loads (a spinner); needs-state when the person's state is not known
 * yet; then eligible or not eligible in that state.
 */
export type VisitEligibility = 'unknown' | 'needs-state' | 'eligible' | 'not-eligible';

type AnsweredItem = Pick<CartItem, 'id' | 'medId' | 'isTelemedEligible' | 'rxSrcType'>;
/** The prescription answers the cart keeps (core-shopping §3). */
export type KeptAnswers = Pick<Cart, 'confirmedPrescriptions' | 'isBuyingConsultations'>;

/** Answers already given: a doctor visit is a no; a confirmed prescription is a yes. */
export function getInitialAnswers(
  items: readonly AnsweredItem[],
  confirmedPrescriptions: readonly number[],
): Record<string, RxAnswer> {
  const answers: Record<string, RxAnswer> = {};
  for (const item of items) {
    if (item.rxSrcType === 'consultation') answers[item.id] = 'no';
    else if (confirmedPrescriptions.includes(item.medId)) answers[item.id] = 'yes';
  }
  return answers;
}

/** Items (still in the cart) answered no. */
export function listItemsWithoutPrescription<T extends AnsweredItem>(
  items: readonly T[],
  answers: RxAnswers,
): T[] {
  return items.filter((item) => answers[item.id] === 'no');
}

/** A no on an item no online visit can prescribe: a prescription is required for it. */
export function isPrescriptionRequired(item: AnsweredItem, answers: RxAnswers): boolean {
  return answers[item.id] === 'no' && !item.isTelemedEligible;
}

/** Only one medication may be bought without a prescription at a time. */
export function hasTooManyWithoutPrescription(
  items: readonly AnsweredItem[],
  answers: RxAnswers,
): boolean {
  return listItemsWithoutPrescription(items, answers).length > 1;
}

/** Whether the visit for this item can be had in the state judged. */
export function toVisitEligibility(
  eligibility: TelemedCartEligibility | undefined,
  itemId: string | undefined,
): VisitEligibility {
  if (!eligibility) return 'unknown';
  if (eligibility.state === null && !eligibility.isEligible) return 'needs-state';
  const item = eligibility.items.find((entry) => entry.itemId === itemId);
  return (item?.isEligible ?? eligibility.isEligible) ? 'eligible' : 'not-eligible';
}

export interface VerifyRxState {
  items: readonly AnsweredItem[];
  answers: RxAnswers;
  visitEligibility: VisitEligibility;
  isConsultConfirmed: boolean;
}

/**
 * Continue: every item is yes, or no while telemed-eligible, in an eligible state, with the
 * consult confirmed (core-shopping §4). At most one item goes without a prescription.
 */
export function canContinueVerifyRx(state: VerifyRxState): boolean {
  const { items, answers } = state;
  if (items.length === 0) return false;
  if (!items.every((item) => answers[item.id] !== undefined)) return false;
  if (items.some((item) => isPrescriptionRequired(item, answers))) return false;
  const withoutPrescription = listItemsWithoutPrescription(items, answers);
  if (withoutPrescription.length === 0) return true;
  if (withoutPrescription.length > 1) return false;
  return state.visitEligibility === 'eligible' && state.isConsultConfirmed;
}

/** The rxSrcType an answer asks for: a no on an item a visit can prescribe is a doctor visit. */
function toRxSourceType(item: AnsweredItem, answer: RxAnswer | undefined) {
  if (answer === undefined) return item.rxSrcType;
  return answer === 'no' && item.isTelemedEligible ? 'consultation' : null;
}

/** The prescription sources to save so the cart matches the answers (only the ones that differ). */
export function listSourceChanges(
  items: readonly AnsweredItem[],
  answers: RxAnswers,
): PrescriptionSource[] {
  return items.flatMap((item) => {
    const rxSrcType = toRxSourceType(item, answers[item.id]);
    return rxSrcType === item.rxSrcType ? [] : [{ itemId: item.id, rxSrcType }];
  });
}

/**
 * What the cart keeps while verify-rx is answered: a yes at once; a no stays a confirmed visit
 * only when it already was one (a new visit is confirmed by Continue).
 */
export function toKeptAnswers(
  items: readonly (AnsweredItem & Pick<CartItem, 'medNameId'>)[],
  answers: RxAnswers,
  kept: KeptAnswers,
): KeptAnswers {
  const isKeptVisit = (item: AnsweredItem & Pick<CartItem, 'medNameId'>) =>
    item.rxSrcType === 'consultation' && kept.isBuyingConsultations.includes(item.medNameId);
  const visits = items.filter((item) => answers[item.id] === 'no' && isKeptVisit(item));
  const confirmed = items.filter((item) => answers[item.id] === 'yes' || visits.includes(item));
  return {
    confirmedPrescriptions: confirmed.map((item) => item.medId),
    isBuyingConsultations: visits.map((item) => item.medNameId),
  };
}

/** Continue on verify-rx: every item is settled, the ones without a prescription by a visit. */
export function toFinishedAnswers(
  items: readonly (AnsweredItem & Pick<CartItem, 'medNameId'>)[],
): CheckoutAnswersRequest {
  return {
    confirmedPrescriptions: items.map((item) => item.medId),
    isBuyingConsultations: items
      .filter((item) => item.rxSrcType === 'consultation')
      .map((item) => item.medNameId),
  };
}

export function isSameKeptAnswers(left: KeptAnswers, right: KeptAnswers): boolean {
  const sameList = (a: readonly number[], b: readonly number[]) =>
    a.length === b.length && a.every((value) => b.includes(value));
  return (
    sameList(left.confirmedPrescriptions, right.confirmedPrescriptions) &&
    sameList(left.isBuyingConsultations, right.isBuyingConsultations)
  );
}

/**
 * verify-rx's heading: the default question, the cold-sores visit check, or the person's own
 * prescriptions being refilled (core-shopping §2).
 */
export type VerifyRxVariant = 'default' | 'cold-sores' | 'seamless-refills';

export const VERIFY_RX_VARIANT_HEADINGS = {
  'cold-sores': 'Check eligibility for online doctor visit',
  'seamless-refills': 'Your Prescriptions',
} as const;

/** The telemedicine condition whose visits get their own verify-rx heading. */
export const COLD_SORES_CONDITION = 'cold-sores';

/** A prescription on the account, as the account's medications list it. */
export interface OwnPrescription {
  medNameId: number;
  prescription: { expirationDate: string | null } | null;
}

/** medNameIds the account holds a prescription for that has not expired on `today`. */
export function listRefillableMedNameIds(
  meds: readonly OwnPrescription[],
  today: string,
): Set<number> {
  return new Set(
    meds
      .filter(({ prescription }) => {
        if (!prescription) return false;
        return prescription.expirationDate === null || prescription.expirationDate >= today;
      })
      .map((med) => med.medNameId),
  );
}

export interface VerifyRxVariantInput {
  items: readonly Pick<CartItem, 'medNameId' | 'rxSrcType'>[];
  /** The condition of the online visit the one item without a prescription would need. */
  visitCondition: string | null;
  /** Medications the account already has a valid prescription for. */
  refillableMedNameIds: ReadonlySet<number>;
}

/**
 * Cold sores: the medication without a prescription is bought with a cold-sores visit. Seamless
 * refills: every medication is a refill of a prescription the account already holds and none is
 * bought with a visit. Otherwise the default question.
 */
export function getVerifyRxVariant(input: VerifyRxVariantInput): VerifyRxVariant {
  if (input.visitCondition === COLD_SORES_CONDITION) return 'cold-sores';
  const isAllRefills =
    input.items.length > 0 &&
    input.items.every(
      (item) => item.rxSrcType !== 'consultation' && input.refillableMedNameIds.has(item.medNameId),
    );
  return isAllRefills ? 'seamless-refills' : 'default';
}
