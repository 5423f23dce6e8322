import type { ReverieOrder } from '@fillwell/contracts';
import { buildFulfillmentTimeline } from '@fillwell/domain';
import { FulfillmentTimeline } from '@/features/orders';

/** Where a submitted order is with the pharmacy: the fulfillment timeline. */
export function FulfillmentProgress({ order }: { order: ReverieOrder }) {
  if (order.orderStatus === 'cancelled') {
    return <p className="font-semibold text-ink">Cancelled</p>;
  }
  const fulfillment = order.fulfillmentSelection?.fulfillmentType ?? 'delivery';
  const steps = buildFulfillmentTimeline(order.fulfillmentStatus, fulfillment);
  return <FulfillmentTimeline steps={steps} />;
}
