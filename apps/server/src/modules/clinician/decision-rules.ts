import { TELEMED_ERROR_CODES } from '@fillwell/contracts';
import { CONSULTATION_STATUS_LABELS } from '@fillwell/domain';
import type { ConsultationRow, OrderItemRow, OrderPaymentRow } from '../../db/schema/index';
import { HttpError } from '../../plugins/http-error';
import { readConsultationStatus } from '../telemed/index';

export const DECISION_MESSAGES = {
  notReady: 'This visit has not been sent to the doctor yet.',
  cancelled: 'This visit was cancelled, so it cannot be decided.',
  itemCancelled: 'The patient cancelled this medication, so the visit was closed.',
  orderChanging: "The patient's order is changing just now. Please try again in a moment.",
  refundFailed:
    "We could not refund the patient's card just now, so nothing was decided. Please try again.",
  declineReason: 'Not prescribed after the online doctor visit',
} as const;

export function describeAlreadyDecided(status: string): string {
  const label = CONSULTATION_STATUS_LABELS[readConsultationStatus(status)].toLowerCase();
  return `This visit has already been decided (${label}). A decision cannot be changed.`;
}

/** Only a visit sent to the doctor and not yet decided takes a decision (409 otherwise). */
export function assertAwaitingReview(consultation: ConsultationRow): void {
  switch (consultation.status) {
    case 'awaiting_doctor_review':
      return;
    case 'incomplete':
    case 'not_eligible':
      throw new HttpError(409, TELEMED_ERROR_CODES.notReadyForReview, DECISION_MESSAGES.notReady);
    case 'cancelled':
      throw new HttpError(409, TELEMED_ERROR_CODES.alreadyDecided, DECISION_MESSAGES.cancelled);
    default:
      throw new HttpError(
        409,
        TELEMED_ERROR_CODES.alreadyDecided,
        describeAlreadyDecided(consultation.status),
      );
  }
}

/** A refund of the item, or of the whole order, is recorded: someone is changing the order. */
export function isRefundUnderWay(payments: readonly OrderPaymentRow[], item: OrderItemRow) {
  return payments.some(
    (payment) =>
      payment.kind === 'refund' &&
      (payment.orderItemId === item.id || payment.orderItemId === null),
  );
}

export function createOrderChangingError(): HttpError {
  return new HttpError(409, TELEMED_ERROR_CODES.alreadyDecided, DECISION_MESSAGES.orderChanging);
}

export function createItemCancelledError(): HttpError {
  return new HttpError(409, TELEMED_ERROR_CODES.alreadyDecided, DECISION_MESSAGES.itemCancelled);
}
