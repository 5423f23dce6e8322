import type { PartnerOrder } from '@fillwell/contracts';

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

const STATUS_TEXT: Record<string, string> = {
  pending: 'Received',
  transferring: 'Transferring',
  dispensing: 'Processing',
  shipping: 'Shipped',
  delivered: 'Delivered',
  ready_for_pickup: 'Ready for pickup',
  picked_up: 'Picked up',
  cancelled: 'Cancelled',
};

/** Where an order is, in words. */
export function describeOrderStatus(order: PartnerOrder): string {
  if (order.orderStatus === 'open') return 'Being built by the patient';
  if (order.orderStatus === 'cancelled') return 'Cancelled';
  return STATUS_TEXT[order.fulfillmentStatus ?? 'pending'] ?? 'Received';
}

type NextStatus =
  'transferring' | 'dispensing' | 'shipping' | 'delivered' | 'ready_for_pickup' | 'picked_up';

/** The steps an order can move to next (the server allows only these). */
export function listNextSteps(order: PartnerOrder): Array<{ status: NextStatus; label: string }> {
  if (order.orderStatus !== 'paid') return [];
  const isPickup = order.fulfillmentSelection?.fulfillmentType === 'pickup';
  switch (order.fulfillmentStatus ?? 'pending') {
    case 'pending':
    case 'transferring':
      return [{ status: 'dispensing', label: 'Start processing' }];
    case 'dispensing':
      return isPickup
        ? [{ status: 'ready_for_pickup', label: 'Mark ready for pickup' }]
        : [{ status: 'shipping', label: 'Mark shipped' }];
    case 'shipping':
      return [{ status: 'delivered', label: 'Mark delivered' }];
    case 'ready_for_pickup':
      return [{ status: 'picked_up', label: 'Mark picked up' }];
    default:
      return [];
  }
}
