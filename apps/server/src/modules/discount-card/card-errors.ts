import { DISCOUNT_CARD_ERROR_CODES } from '@fillwell/contracts';
import { DISCOUNT_CARD_MESSAGES } from '@fillwell/domain';
import { HttpError } from '../../plugins/http-error';

type CardFailure = keyof typeof CARD_FAILURE_STATUS;

const CARD_FAILURE_STATUS = {
  mobileUnverified: 400,
  cardExists: 409,
  phoneHasCard: 409,
  noCard: 404,
  matchCodeUnknown: 404,
  matchCodeUsed: 409,
  matchCodeOwnReferral: 400,
  couponUnknown: 404,
  pharmacyNotInNetwork: 400,
} as const satisfies Partial<Record<keyof typeof DISCOUNT_CARD_MESSAGES, number>>;

/** A discount-card call's failure in the one error shape, with its message and code. */
export function createCardError(failure: CardFailure): HttpError {
  return new HttpError(
    CARD_FAILURE_STATUS[failure],
    DISCOUNT_CARD_ERROR_CODES[failure],
    DISCOUNT_CARD_MESSAGES[failure],
  );
}
