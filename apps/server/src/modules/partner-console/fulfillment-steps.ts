import type { OrderFulfillmentStatus } from '@fillwell/domain';

/** The steps a pharmacy may take from each status (the fulfillment timeline, in order). */
const NEXT_STEPS: Record<
  'pickup' | 'delivery',
  Partial<Record<OrderFulfillmentStatus, OrderFulfillmentStatus[]>>
> = {
  pickup: {
    pending: ['transferring', 'dispensing'],
    transferring: ['dispensing'],
    dispensing: ['ready_for_pickup'],
    ready_for_pickup: ['picked_up'],
  },
  delivery: {
    pending: ['transferring', 'dispensing'],
    transferring: ['dispensing'],
    dispensing: ['shipping'],
    shipping: ['delivered'],
  },
};

/** Whether an order at `from` may move to `to`. */
export function canMoveFulfillment(
  fulfillment: 'pickup' | 'delivery',
  from: OrderFulfillmentStatus,
  to: OrderFulfillmentStatus,
): boolean {
  return NEXT_STEPS[fulfillment][from]?.includes(to) ?? false;
}

/** Where the order can go next, for the console's buttons. */
export function listNextFulfillmentSteps(
  fulfillment: 'pickup' | 'delivery',
  from: OrderFulfillmentStatus,
): OrderFulfillmentStatus[] {
  return NEXT_STEPS[fulfillment][from] ?? [];
}
