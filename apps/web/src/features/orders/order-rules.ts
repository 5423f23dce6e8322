import type { Order, OrderItem } from '@fillwell/contracts';
import { FULFILLMENT_STATUS_LABELS } from '@fillwell/domain';

/** How often an open page asks for an order that is still on its way (core-shopping §2). */
export const ORDER_POLL_INTERVAL_MS = 5_000;

/**
 * How order pages query: afresh each time they open (orders move on, and another account may
 * have signed in since), then again every few seconds while the order is on its way.
 */
export function getOrderQueryOptions(isPolling: boolean) {
  return {
    refetchOnMountOrArgChange: true,
    pollingInterval: isPolling ? ORDER_POLL_INTERVAL_MS : 0,
  } as const;
}

const FINAL_STATUSES: ReadonlySet<Order['fulfillmentStatus']> = new Set([
  'delivered',
  'picked_up',
  'cancelled',
]);

/** Nothing more will happen to the order: delivered, picked up or cancelled. */
export function isOrderFinal(order: Order): boolean {
  return order.orderStatus === 'cancelled' || FINAL_STATUSES.has(order.fulfillmentStatus);
}

export function isOrderCancelled(order: Order): boolean {
  return order.orderStatus === 'cancelled' || order.fulfillmentStatus === 'cancelled';
}

/** The order's status for a list: "Ready for pickup", "Cancelled", … */
export function getOrderStatusLabel(order: Order): string {
  return isOrderCancelled(order)
    ? FULFILLMENT_STATUS_LABELS.cancelled
    : FULFILLMENT_STATUS_LABELS[order.fulfillmentStatus];
}

/** An order bought with an online doctor visit starts with the visit. */
export function hasConsultation(order: Order): boolean {
  return (
    order.consultationId !== null ||
    order.items.some((item) => item.status === 'active' && item.rxSrcType === 'consultation')
  );
}

/** An item can be cancelled on its own while its order can and it is not the last one left. */
export function canCancelItem(order: Order, item: OrderItem): boolean {
  const activeItems = order.items.filter((entry) => entry.status === 'active');
  return order.isCancellable && item.status === 'active' && activeItems.length > 1;
}

export function getPharmacyName(order: Order): string {
  return order.pharmacy?.name ?? 'the pharmacy';
}

/** Still waiting for the prescription: nothing has been dispensed yet. */
export function isRetrievingPrescription(order: Order): boolean {
  return order.fulfillmentStatus === 'pending' || order.fulfillmentStatus === 'transferring';
}

/**
 * The items of an order still to be picked up whose prescription the person's own doctor sends
 * to the pharmacy: while it is awaited the person is told where to have it sent, and until the
 * pickup they may say who their doctor is.
 */
export function listOwnDoctorItems(order: Order): OrderItem[] {
  if (isOrderCancelled(order) || order.fulfillmentStatus === 'picked_up') return [];
  return order.items.filter((item) => item.status === 'active' && item.isSentByOwnDoctor);
}

/** The item's prescription is being transferred from another pharmacy or a prescriber. */
export function isTransferItem(item: OrderItem): boolean {
  return item.transferSource === 'pharmacy' || item.transferSource === 'provider';
}

export function sortNewestFirst(orders: readonly Order[]): Order[] {
  return [...orders].sort((a, b) => Date.parse(b.createdOn) - Date.parse(a.createdOn));
}

export function getRefunds(order: Order): Order['cardPaymentsRefunds'] {
  return order.cardPaymentsRefunds.filter((payment) => payment.kind === 'refund');
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const LONG_CALENDAR_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * "MMMM D, YYYY" (partner-and-shell §2.7). A calendar date (2026-03-14) is the same day
 * everywhere; a time is shown on the viewer's day.
 */
export function formatLongDate(value: string): string {
  const isCalendarDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return (isCalendarDate ? LONG_CALENDAR_DATE : LONG_DATE).format(new Date(value));
}

/** What the returned order refunds that the earlier one did not, in cents. */
export function getNewRefundCents(before: Order, after: Order): number {
  const known = new Set(before.cardPaymentsRefunds.map((payment) => payment.id));
  return getRefunds(after)
    .filter((refund) => !known.has(refund.id))
    .reduce((sum, refund) => sum + refund.amount.amountCents, 0);
}

/** "Pickup at Walgreens #1234, 100 Market St, St. Louis" or "Delivery to 1 Main St, Springfield, IL". */
export function describeFulfillmentPlace(order: Order): string | null {
  if (order.fulfillment === 'delivery') {
    const address = order.shippingAddress;
    return address
      ? `Delivery to ${address.address1}, ${address.city}, ${address.state}`
      : 'Home delivery';
  }
  const pharmacy = order.pharmacy;
  return pharmacy
    ? `Pickup at ${pharmacy.name}, ${pharmacy.address.street1}, ${pharmacy.address.city}`
    : null;
}
