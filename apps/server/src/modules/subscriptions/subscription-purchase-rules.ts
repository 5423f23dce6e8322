import { ORDER_ERROR_CODES, SUBSCRIPTION_ERROR_CODES } from '@fillwell/contracts';
import { CHECKOUT_MESSAGES, SUBSCRIPTION_MESSAGES } from '@fillwell/domain';
import type { PaymentCardRow } from '../../db/schema/index';
import { createNotFoundError, HttpError } from '../../plugins/http-error';
import { PURCHASE_ERRORS } from '../orders/index';
import { CARD_NOT_FOUND_MESSAGE } from '../payments/index';
import type { SubscriberFacts } from './subscription-repository';

/** The subscription purchase's own refusals, each in the one error shape. */
export const SUBSCRIPTION_ERRORS = {
  exists: () =>
    new HttpError(409, SUBSCRIPTION_ERROR_CODES.exists, SUBSCRIPTION_MESSAGES.alreadyExists, {
      errorDetails: { path: SUBSCRIPTION_MESSAGES.alreadyExistsPath },
    }),
  fullAccountRequired: () =>
    new HttpError(
      403,
      SUBSCRIPTION_ERROR_CODES.fullAccountRequired,
      SUBSCRIPTION_MESSAGES.fullAccountRequired,
    ),
  notEligible: (reason: string) => new HttpError(400, SUBSCRIPTION_ERROR_CODES.notEligible, reason),
  consentRequired: () =>
    new HttpError(400, ORDER_ERROR_CODES.consentRequired, SUBSCRIPTION_MESSAGES.consentRequired),
  unavailable: (message: string) => new HttpError(502, 'payment_provider_unavailable', message),
};

/** Name, date of birth, sex and the state the person is in. */
function hasCompleteProfile(facts: SubscriberFacts): boolean {
  const { firstName, lastName, dob, gender, telemedCurrentState } = facts;
  return Boolean(firstName && lastName && dob && gender && telemedCurrentState);
}

/**
 * A subscription needs a full account (email and password) and each checkout step done, checked
 * in the order the person would fix them; error_details.step names the step.
 */
export function assertSubscriberReady(
  facts: SubscriberFacts | undefined,
  hasAddress: boolean,
  card: PaymentCardRow | undefined,
): asserts card is PaymentCardRow {
  if (facts?.type !== 'full') throw SUBSCRIPTION_ERRORS.fullAccountRequired();
  if (!hasCompleteProfile(facts)) {
    throw PURCHASE_ERRORS.checkoutIncomplete(SUBSCRIPTION_MESSAGES.profileIncomplete, 'basic-info');
  }
  if (!hasAddress) {
    throw PURCHASE_ERRORS.checkoutIncomplete(
      CHECKOUT_MESSAGES.noShippingAddress,
      'delivery-address',
    );
  }
  if (!facts.email || !facts.mobileNumber) {
    throw PURCHASE_ERRORS.checkoutIncomplete(SUBSCRIPTION_MESSAGES.phoneMissing, 'phone-number');
  }
  if (!card) throw PURCHASE_ERRORS.checkoutIncomplete(CHECKOUT_MESSAGES.noCard, 'payment-info');
}

/** The card asked for (it must be the account's), else the default one. */
export function chooseCard(
  cards: readonly PaymentCardRow[],
  cardId: string | undefined,
): PaymentCardRow | undefined {
  if (!cardId) return cards.find((row) => row.isDefault) ?? cards[0];
  const card = cards.find((row) => row.id === cardId);
  if (!card) throw createNotFoundError(CARD_NOT_FOUND_MESSAGE);
  return card;
}
