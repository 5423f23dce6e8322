import { QUANTITY_MESSAGES, SUBSCRIPTION_ERROR_CODES } from '@fillwell/contracts';
import {
  CART_MESSAGES,
  computeSubscriptionFeeCents,
  isSubscriptionCondition,
  SUBSCRIPTION_MEDICAL_FEE_CENTS,
  SUBSCRIPTION_MESSAGES,
  TELEHEALTH_MAX_UNITS,
} from '@fillwell/domain';
import { createNotFoundError, createValidationError, HttpError } from '../../plugins/http-error';
import { describeFormulation, isQuantityAllowed } from '../cart/index';
import type { CatalogueDrug, CatalogueIndex, CatalogueMedication } from '../catalog/index';
import { MEDICATION_NOT_FOUND } from '../catalog/index';
import type { StandingOrderItem } from '../orders/index';
import { computePrice, decodePriceId, encodePriceId } from '../pricing/index';

/** The medication and quantity a subscription is for, priced by the server. */
export interface SubscriptionChoice {
  drug: CatalogueDrug;
  medication: CatalogueMedication;
  quantity: number;
  /** The home-delivery price id of this medication and quantity. */
  medPriceId: string;
  /** The medication's home-delivery price plus the monthly care fee. */
  subscriptionFeeCents: number;
  medicalFeeCents: number;
  /** The drug's conditions that are sold as subscriptions (never empty). */
  conditions: string[];
}

export interface SubscriptionChoiceInput {
  medId: number;
  quantity: number;
  medNameId?: number;
  medPriceId?: string;
}

export const MAX_UNITS_MESSAGE = `An online visit prescribes at most ${TELEHEALTH_MAX_UNITS} units a month`;

export function createNotOfferedError(): HttpError {
  return new HttpError(400, SUBSCRIPTION_ERROR_CODES.notOffered, SUBSCRIPTION_MESSAGES.notOffered);
}

export function listSubscriptionConditions(drug: CatalogueDrug): string[] {
  return drug.telemedConditions.filter(isSubscriptionCondition);
}

function assertQuantity(medication: CatalogueMedication, quantity: number): void {
  if (!isQuantityAllowed(medication, quantity)) {
    throw createValidationError({ quantity: [QUANTITY_MESSAGES.notAllowed] });
  }
  if (quantity > TELEHEALTH_MAX_UNITS)
    throw createValidationError({ quantity: [MAX_UNITS_MESSAGE] });
}

function assertPriceId(priceId: string | undefined, medId: number, quantity: number): void {
  if (priceId === undefined) return;
  const parts = decodePriceId(priceId);
  if (parts?.medId !== medId || parts.quantity !== quantity) {
    throw createValidationError({ med_price_id: [CART_MESSAGES.priceUnavailable] });
  }
}

/**
 * Reads the client's choice against the catalogue: 404 for an unknown medication, 400 when the
 * ids disagree, the quantity is not sold (or above a visit's limit) or the drug is not offered as
 * a subscription. The price is the server's.
 */
export function resolveSubscriptionChoice(
  catalogue: CatalogueIndex,
  input: SubscriptionChoiceInput,
): SubscriptionChoice {
  const medication = catalogue.getMedication(input.medId);
  const drug = medication ? catalogue.getDrug(medication.medNameId) : undefined;
  if (!medication || !drug) throw createNotFoundError(MEDICATION_NOT_FOUND);
  if (input.medNameId !== undefined && input.medNameId !== drug.medNameId) {
    throw createValidationError({ med_name_id: [CART_MESSAGES.medicationMismatch] });
  }
  assertQuantity(medication, input.quantity);
  assertPriceId(input.medPriceId, medication.medId, input.quantity);
  const conditions = listSubscriptionConditions(drug);
  if (!conditions.length) throw createNotOfferedError();
  const price = computePrice({ medication, quantity: input.quantity, category: 'delivery' });
  return {
    drug,
    medication,
    quantity: input.quantity,
    medPriceId: encodePriceId({
      medId: medication.medId,
      quantity: input.quantity,
      category: 'delivery',
    }),
    subscriptionFeeCents: computeSubscriptionFeeCents(price.amountCents),
    medicalFeeCents: SUBSCRIPTION_MEDICAL_FEE_CENTS,
    conditions,
  };
}

/** "Sildenafil 50 mg Monthly Plan". */
export function buildPlanName(drug: CatalogueDrug, medication: CatalogueMedication): string {
  return `${drug.name} ${medication.displayDosage} Monthly Plan`;
}

/** A month's medication as the order that ships it lists it, at the monthly fee. */
export function toStandingItem(
  catalogue: CatalogueIndex,
  subscription: {
    medId: number;
    medNameId: number;
    quantity: number;
    subscriptionFeeCents: number;
  },
): StandingOrderItem {
  const medication = catalogue.getMedication(subscription.medId);
  const drug = catalogue.getDrug(subscription.medNameId);
  if (!medication || !drug) {
    throw new Error(`Medication ${subscription.medId} of a subscription left the catalogue`);
  }
  return {
    medId: medication.medId,
    medNameId: drug.medNameId,
    slug: drug.slug,
    formattedName: drug.name,
    formattedDescription: describeFormulation(medication, subscription.quantity),
    quantity: subscription.quantity,
    priceCategory: 'delivery',
    priceCents: subscription.subscriptionFeeCents,
    // The subscription's own visit prescribes it (its consultation row is written separately).
    rxSrcType: null,
    isRecurring: false,
  };
}
