import { CLAIM_ERROR_CODES } from '@fillwell/contracts';
import { DISCOUNT_CARD_MESSAGES } from '@fillwell/domain';
import { HttpError } from '../../plugins/http-error';

/** A claim's rejections, each with its own status and code (see CLAIM_ERROR_CODES). */
export const CLAIM_REJECTIONS = {
  planUnknown: () =>
    new HttpError(400, CLAIM_ERROR_CODES.planUnknown, DISCOUNT_CARD_MESSAGES.claimPlanUnknown),
  memberUnknown: () =>
    new HttpError(404, CLAIM_ERROR_CODES.memberUnknown, DISCOUNT_CARD_MESSAGES.memberUnknown),
  cardInactive: () =>
    new HttpError(409, CLAIM_ERROR_CODES.cardInactive, DISCOUNT_CARD_MESSAGES.cardInactive),
  drugNotCovered: () =>
    new HttpError(422, CLAIM_ERROR_CODES.drugNotCovered, DISCOUNT_CARD_MESSAGES.drugNotCovered),
  pharmacyOutOfNetwork: () =>
    new HttpError(
      422,
      CLAIM_ERROR_CODES.pharmacyOutOfNetwork,
      DISCOUNT_CARD_MESSAGES.pharmacyOutOfNetwork,
    ),
  quantityOverLimit: () =>
    new HttpError(
      400,
      CLAIM_ERROR_CODES.quantityOverLimit,
      DISCOUNT_CARD_MESSAGES.quantityOverLimit,
    ),
} as const;
