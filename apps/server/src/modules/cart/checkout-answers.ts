import type { Cart, CheckoutAnswers, PrescriptionSource } from '@fillwell/contracts';
import { CART_MESSAGES } from '@fillwell/domain';
import type { CartItemRow } from '../../db/schema/index';
import { createValidationError } from '../../plugins/http-error';
import type { CatalogueIndex } from '../catalog/index';
import {
  applyPrescriptionSources,
  type PrescriptionSourceDependencies,
} from './cart-prescriptions';
import { refresh, type MutationContext } from './cart-mutation';
import { updateCartItem } from './cart-repository';
import { keepVisitPatient } from './checkout-answers-visit';
import { PRESCRIPTION_SOURCE_MESSAGES } from './prescription-sources';

/** How a settled prescription question was answered. */
export type RxAnswer = 'prescription' | 'visit';

export const CHECKOUT_ANSWER_MESSAGES = {
  visitNotConfirmed: "Confirm the medication bought with a doctor's visit as well",
} as const;

export type CartCheckoutAnswers = Pick<Cart, 'confirmedPrescriptions' | 'isBuyingConsultations'>;

type AnsweredRow = Pick<CartItemRow, 'medId' | 'rxSrcType' | 'rxAnswer' | 'rxAnswerMedId'>;

/**
 * The answer an item keeps: only while it is still the medication answered for, and a visit
 * answer only while a visit still writes its prescription (and the other way round).
 */
function readAnswer(item: AnsweredRow): RxAnswer | null {
  if (item.rxAnswerMedId !== item.medId) return null;
  const isVisit = item.rxSrcType === 'consultation';
  if (item.rxAnswer === 'visit') return isVisit ? 'visit' : null;
  if (item.rxAnswer === 'prescription') return isVisit ? null : 'prescription';
  return null;
}

/** The cart's checkout answers, as the wire names them, from its items. */
export function readCheckoutAnswers(
  items: readonly (AnsweredRow & Pick<CartItemRow, 'medNameId'>)[],
): CartCheckoutAnswers {
  const confirmedPrescriptions: number[] = [];
  const isBuyingConsultations: number[] = [];
  for (const item of items) {
    const answer = readAnswer(item);
    if (answer) confirmedPrescriptions.push(item.medId);
    if (answer === 'visit') isBuyingConsultations.push(item.medNameId);
  }
  return { confirmedPrescriptions, isBuyingConsultations };
}

/**
 * Every id must name an item of the cart; a visit must be a confirmed item too, of a medication
 * an online visit can prescribe.
 */
function assertAnswersFit(
  items: readonly CartItemRow[],
  answers: CheckoutAnswers,
  catalogue: CatalogueIndex,
): void {
  const errors: Record<string, string[]> = {};
  const medIds = new Set(items.map((item) => item.medId));
  const confirmedNames = new Set(
    items
      .filter((item) => answers.confirmedPrescriptions.includes(item.medId))
      .map((item) => item.medNameId),
  );
  const names = new Set(items.map((item) => item.medNameId));
  answers.confirmedPrescriptions.forEach((medId, index) => {
    if (!medIds.has(medId))
      errors[`confirmed_prescriptions.${index}`] = [CART_MESSAGES.itemNotFound];
  });
  answers.isBuyingConsultations.forEach((medNameId, index) => {
    const field = `is_buying_consultations.${index}`;
    if (!names.has(medNameId)) errors[field] = [CART_MESSAGES.itemNotFound];
    else if (!confirmedNames.has(medNameId)) {
      errors[field] = [CHECKOUT_ANSWER_MESSAGES.visitNotConfirmed];
    } else if (!catalogue.getDrug(medNameId)?.telemedConditions.length) {
      errors[field] = [PRESCRIPTION_SOURCE_MESSAGES.notTelemedEligible];
    }
  });
  if (Object.keys(errors).length > 0) throw createValidationError(errors);
}

function toAnswer(item: CartItemRow, answers: CheckoutAnswers): RxAnswer | null {
  if (answers.isBuyingConsultations.includes(item.medNameId)) return 'visit';
  return answers.confirmedPrescriptions.includes(item.medId) ? 'prescription' : null;
}

/**
 * Replaces the locked cart's prescription answers. A visit answer makes the item's prescription
 * come from a doctor's visit, a prescription answer undoes one; an item left unanswered keeps its
 * source (verify-rx saves a no as it is given). The sources are checked as the prescriptions call
 * checks them: a visit only for a medication one can prescribe, one per cart. The visit's
 * eligibility answers, when given, are kept for the account.
 */
export async function applyCheckoutAnswers(
  context: MutationContext,
  answers: CheckoutAnswers,
  accountId: string | null,
  dependencies: PrescriptionSourceDependencies,
): Promise<void> {
  assertAnswersFit(context.items, answers, dependencies.catalogue);
  const sourceChanges: PrescriptionSource[] = [];
  for (const item of context.items) {
    const answer = toAnswer(item, answers);
    const isVisit = item.rxSrcType === 'consultation';
    if (answer === 'visit' && !isVisit)
      sourceChanges.push({ itemId: item.id, rxSrcType: 'consultation' });
    if (answer === 'prescription' && isVisit)
      sourceChanges.push({ itemId: item.id, rxSrcType: null });
  }
  if (sourceChanges.length > 0) {
    await applyPrescriptionSources(context, sourceChanges, dependencies);
  }
  for (const item of context.items) {
    const answer = toAnswer(item, answers);
    await updateCartItem(context.tx, context.cart.id, item.id, {
      rxAnswer: answer,
      rxAnswerMedId: answer ? item.medId : null,
    });
  }
  if (answers.visitPatient) {
    await keepVisitPatient(context.tx, context.cart, accountId, answers.visitPatient);
  }
  await refresh(context);
}
