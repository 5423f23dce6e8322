import type { ConsultationStatus } from '@fillwell/domain';
import type { ConsultationRow, OrderItemRow } from '../../db/schema/index';
import { readConsultationStatus } from './stored-values';

/** Statuses in which the doctor has not decided yet. */
const UNDECIDED: ReadonlySet<ConsultationStatus> = new Set([
  'incomplete',
  'awaiting_doctor_review',
  'not_eligible',
]);

/**
 * Where the order's online doctor visit is. A visit whose medication the person cancelled before
 * the doctor decided will never be decided: it shows as cancelled.
 */
export function readOrderConsultationStatus(
  consultations: readonly ConsultationRow[],
  items: readonly OrderItemRow[],
): ConsultationStatus | null {
  const [consultation] = consultations;
  if (!consultation) return null;
  const status = readConsultationStatus(consultation.status);
  const item = items.find((entry) => entry.id === consultation.orderItemId);
  return item?.status === 'cancelled' && UNDECIDED.has(status) ? 'cancelled' : status;
}
