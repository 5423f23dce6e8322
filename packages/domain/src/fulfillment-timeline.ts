/**
 * Where a filled prescription is. Delivery: pending → (transferring) → dispensing → shipping →
 * delivered. Pickup: pending → (transferring) → dispensing → ready_for_pickup → picked_up.
 */
export const ORDER_FULFILLMENT_STATUSES = [
  'pending',
  'transferring',
  'dispensing',
  'shipping',
  'delivered',
  'ready_for_pickup',
  'picked_up',
  'cancelled',
] as const;
export type OrderFulfillmentStatus = (typeof ORDER_FULFILLMENT_STATUSES)[number];

export type TimelineStepState = 'completed' | 'in-progress' | 'incomplete';

export interface TimelineStep {
  label: string;
  state: TimelineStepState;
}

export const TIMELINE_LABELS = [
  'Order Received',
  'Retrieving Prescription',
  'Order Processing',
  'Order Shipped',
  'Order Delivered',
] as const;

/** The timeline step a status reaches (partner-and-shell §2.7); 0 is Order Received. */
function getReachedStep(status: OrderFulfillmentStatus): number {
  switch (status) {
    case 'pending':
    case 'transferring':
      return 1;
    case 'dispensing':
      return 2;
    case 'shipping':
    case 'ready_for_pickup':
      return 3;
    case 'delivered':
    case 'picked_up':
      return 4;
    case 'cancelled':
      return 0;
  }
}

/**
 * The five steps with their states. Order Received is complete once any status exists; steps
 * before the reached one are complete, the reached one is in progress (complete at the end).
 * Pickup orders say 'Ready for Pickup' and 'Picked Up' for the last two steps.
 */
export function buildFulfillmentTimeline(
  status: OrderFulfillmentStatus | null,
  fulfillment: 'pickup' | 'delivery' = 'delivery',
): TimelineStep[] {
  const labels: string[] = [...TIMELINE_LABELS];
  if (fulfillment === 'pickup') labels.splice(3, 2, 'Ready for Pickup', 'Picked Up');
  if (status === null) return labels.map((label) => ({ label, state: 'incomplete' }));
  const reached = getReachedStep(status);
  const isFinal = status === 'delivered' || status === 'picked_up';
  return labels.map((label, index) => ({
    label,
    state:
      index === 0 || index < reached || (isFinal && index === reached)
        ? 'completed'
        : index === reached && status !== 'cancelled'
          ? 'in-progress'
          : 'incomplete',
  }));
}

/** The next status on the way, or null at the end (for the fulfillment service and simulator). */
export function getNextFulfillmentStatus(
  status: OrderFulfillmentStatus,
  fulfillment: 'pickup' | 'delivery',
): OrderFulfillmentStatus | null {
  switch (status) {
    case 'pending':
    case 'transferring':
      return 'dispensing';
    case 'dispensing':
      return fulfillment === 'pickup' ? 'ready_for_pickup' : 'shipping';
    case 'shipping':
      return 'delivered';
    case 'ready_for_pickup':
      return 'picked_up';
    default:
      return null;
  }
}

/** An order can be cancelled until it ships or is picked up. */
export function isOrderCancellable(status: OrderFulfillmentStatus): boolean {
  return ['pending', 'transferring', 'dispensing', 'ready_for_pickup'].includes(status);
}

export const FULFILLMENT_STATUS_LABELS: Record<OrderFulfillmentStatus, string> = {
  pending: 'Retrieving prescription',
  transferring: 'Transferring prescription',
  dispensing: 'Processing',
  shipping: 'Shipped',
  delivered: 'Delivered',
  ready_for_pickup: 'Ready for pickup',
  picked_up: 'Picked up',
  cancelled: 'Cancelled',
};
