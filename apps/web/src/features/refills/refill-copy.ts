import { FULFILLMENT_STATUS_LABELS, type OrderFulfillmentStatus } from '@fillwell/domain';

export const MEDICATIONS_TITLE = 'Your Medications';

export const SECTION_TITLES = {
  pinned: 'Pinned medications',
  pending: 'Pending delivery',
  autoRefills: 'Auto-refills',
  orders: 'Order history',
} as const;

export const EMPTY_TEXTS = {
  pinned:
    'You have no pinned medications yet. Open a medication and choose "Save to my medications" to keep it here.',
  pending: 'Nothing is on its way to you right now.',
  autoRefills:
    'No auto-refills yet. Turn on auto-refill for a home-delivery medication at checkout and we reorder it every month.',
  orders: 'You have no orders yet.',
} as const;

/** The anchor of a list entry, which a detail page's back link returns to. */
export function toMedAnchor(medId: number): string {
  return `med-${medId}`;
}

export function toRefillAnchor(scheduleId: string): string {
  return `refill-${scheduleId}`;
}

function isFulfillmentStatus(status: string): status is OrderFulfillmentStatus {
  return status in FULFILLMENT_STATUS_LABELS;
}

/** "Retrieving prescription", "Shipped"… for a fulfillment status the API sends. */
export function describeProgress(status: string | null): string | null {
  if (!status) return null;
  return isFulfillmentStatus(status) ? FULFILLMENT_STATUS_LABELS[status] : status;
}
