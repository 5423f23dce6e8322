import { SPECIALTY_ERROR_CODES, SPECIALTY_MESSAGES } from '@fillwell/contracts';
import { HttpError } from '../../plugins/http-error';

/** The specialty flow's own failures, in the one error shape. */
export const specialtyErrors = {
  cartEmpty: () =>
    new HttpError(400, SPECIALTY_ERROR_CODES.cartEmpty, SPECIALTY_MESSAGES.cartEmpty),
  exitTokenOtherAccount: () =>
    new HttpError(
      403,
      SPECIALTY_ERROR_CODES.exitTokenOtherAccount,
      SPECIALTY_MESSAGES.exitTokenOtherAccount,
    ),
  purchaseUnavailable: () =>
    new HttpError(
      503,
      SPECIALTY_ERROR_CODES.purchaseUnavailable,
      SPECIALTY_MESSAGES.purchaseUnavailable,
    ),
};
