import type { ReveriePrescription } from '@fillwell/contracts';
import { formatScheduleDate } from '@fillwell/domain';

/** "3 refills left", "1 refill left", "No refills left". */
export function describeRefillsLeft(count: number): string {
  if (count <= 0) return 'No refills left';
  return `${count} refill${count === 1 ? '' : 's'} left`;
}

export function describeLastFill(lastFilledOn: string | null): string {
  return lastFilledOn ? `Last filled ${formatScheduleDate(lastFilledOn)}` : 'Not filled yet';
}

/** The auto-refill state in words. */
export function describeAutoRefill(details: ReveriePrescription['refillDetails']): string {
  if (!details.isAutoRefillEligible) return 'Auto-refill not available';
  if (!details.enrolledInAutorefill) return 'Auto-refill off';
  return details.consumerRefillDate
    ? `Auto-refill on: next refill ${formatScheduleDate(details.consumerRefillDate)}`
    : 'Auto-refill on';
}
