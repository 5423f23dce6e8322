import {
  PHARMACY_PLUS_ERROR_CODES as CODES,
  PHARMACY_PLUS_MESSAGES as MESSAGES,
  formatCannotAddItemMessage,
} from '@fillwell/contracts';
import { HttpError } from '../../plugins/http-error';

/** The Pharmacy Plus failures, each in the one error shape with the specification's text. */
export const plusErrors = {
  patientNotFound: () => new HttpError(404, CODES.patientNotFound, MESSAGES.patientNotFound),
  patientMissing: () => new HttpError(404, CODES.patientNotFound, MESSAGES.patientMissing),
  notVerified: () => new HttpError(403, CODES.patientNotVerified, MESSAGES.patientNotVerified),
  codeInvalid: () =>
    new HttpError(400, CODES.codeInvalid, MESSAGES.codeInvalid, {
      validationErrors: { verify_code: [MESSAGES.codeInvalid] },
    }),
  codeAttemptsExceeded: () =>
    new HttpError(429, CODES.codeAttemptsExceeded, MESSAGES.codeAttemptsExceeded),
  tooManyAttempts: (wait: string) =>
    new HttpError(429, CODES.tooManyAttempts, `Too many attempts. Please try again in ${wait}.`),
  exitTokenUnknown: () => new HttpError(404, CODES.exitTokenUnknown, MESSAGES.exitTokenUnknown),
  exitTokenExpired: () => new HttpError(410, CODES.exitTokenExpired, MESSAGES.exitTokenExpired),
  exitTokenUsed: () => new HttpError(410, CODES.exitTokenUsed, MESSAGES.exitTokenUsed),
  orderMissing: () => new HttpError(404, CODES.orderMissing, MESSAGES.orderMissing),
  orderNotOpen: () => new HttpError(409, CODES.orderNotOpen, MESSAGES.orderNotOpen),
  orderEmpty: () => new HttpError(422, CODES.orderEmpty, MESSAGES.orderEmpty),
  orderSubmitted: () => new HttpError(422, CODES.orderSubmitted, MESSAGES.orderSubmitted),
  itemMissing: () => new HttpError(404, CODES.itemMissing, MESSAGES.originalItemMissing),
  prescriptionMissing: () => new HttpError(404, CODES.prescriptionMissing, MESSAGES.newItemMissing),
  pricesMissing: () => new HttpError(422, CODES.priceMissing, MESSAGES.pricesMissing),
  cannotAddItem: (name: string) =>
    new HttpError(422, CODES.cannotAddItem, formatCannotAddItemMessage(name)),
  priceMissing: () =>
    new HttpError(400, CODES.priceMissing, MESSAGES.priceMissing, {
      validationErrors: { selected_price_id: [MESSAGES.priceMissing] },
    }),
  fulfillmentRequired: () =>
    new HttpError(422, CODES.fulfillmentRequired, MESSAGES.fulfillmentRequired),
  fulfillmentUnavailable: () =>
    new HttpError(400, CODES.fulfillmentUnavailable, MESSAGES.fulfillmentFailed),
  signatureUnavailable: () =>
    new HttpError(400, CODES.signatureUnavailable, MESSAGES.signatureUnavailable, {
      validationErrors: { signature_opted_in: [MESSAGES.signatureUnavailable] },
    }),
  cardNotFound: () =>
    new HttpError(404, CODES.cardNotFound, MESSAGES.cardNotFound, {
      validationErrors: { card_id: [MESSAGES.cardNotFound] },
    }),
  paymentFailed: (code: string, message: string) =>
    new HttpError(402, code || CODES.paymentFailed, message),
  itemNotCancellable: () =>
    new HttpError(409, CODES.itemNotCancellable, MESSAGES.itemNotCancellable),
  autoRefillNotEligible: () =>
    new HttpError(409, CODES.autoRefillNotEligible, MESSAGES.autoRefillNotEligible),
  autoRefillNotEnrolled: () =>
    new HttpError(409, CODES.autoRefillNotEnrolled, MESSAGES.autoRefillNotEnrolled),
  refillDateInvalid: (message: string) =>
    new HttpError(400, CODES.refillDateInvalid, message, {
      validationErrors: { expected_date: [message] },
    }),
  surveyMissing: () => new HttpError(404, CODES.surveyMissing, MESSAGES.surveyMissing),
  questionMissing: () => new HttpError(404, CODES.questionMissing, MESSAGES.questionMissing),
  answerInvalid: (message: string) =>
    new HttpError(400, CODES.answerInvalid, message, { validationErrors: { value: [message] } }),
  chatTokenInvalid: () => new HttpError(401, CODES.chatTokenInvalid, MESSAGES.chatTokenInvalid),
  conversationMissing: () =>
    new HttpError(404, CODES.conversationMissing, MESSAGES.conversationMissing),
  referralUnknown: () => new HttpError(404, CODES.referralUnknown, MESSAGES.referralUnknown),
};
