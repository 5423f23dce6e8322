import type { Order, OrderItem } from '@fillwell/contracts';
import { SHIPPING_LABELS } from '@fillwell/domain';
import { TRANSFER_TIME } from './order-copy';
import { formatLongDate, hasConsultation, isOrderCancelled, isTransferItem } from './order-rules';

export const CONFIRMATION_HEADLINES = {
  purchase: 'Purchase Complete',
  consultation: 'Start your consultation now',
} as const;

export function getConfirmationHeadline(order: Order): string {
  return hasConsultation(order)
    ? CONFIRMATION_HEADLINES.consultation
    : CONFIRMATION_HEADLINES.purchase;
}

/** Still waiting for the prescription: nothing has been dispensed yet. */
function isRetrievingPrescription(order: Order): boolean {
  return order.fulfillmentStatus === 'pending' || order.fulfillmentStatus === 'transferring';
}

function getPharmacyName(order: Order): string {
  return order.pharmacy?.name ?? 'the pharmacy';
}

function getConsultationMessage(order: Order): string {
  const next =
    order.fulfillment === 'pickup'
      ? `If the doctor prescribes, we send your order to ${getPharmacyName(order)}.`
      : `If the doctor prescribes, your order ships free by ${SHIPPING_LABELS.delivery}.`;
  return `Your online doctor visit takes about 5 minutes, and a doctor reviews it within 24 hours. ${next}`;
}

function getPickupMessage(order: Order): string {
  const pharmacy = getPharmacyName(order);
  switch (order.fulfillmentStatus) {
    case 'ready_for_pickup':
      return `Your order is ready for pickup at ${pharmacy}.`;
    case 'picked_up':
      return `You picked up your order at ${pharmacy}.`;
    default:
      return `We sent your order to ${pharmacy}. We'll text you when it is ready for pickup.`;
  }
}

function getDeliveryMessage(order: Order): string {
  const arrival = order.estimatedDeliveryDate
    ? ` Estimated delivery: ${formatLongDate(order.estimatedDeliveryDate)}.`
    : '';
  switch (order.fulfillmentStatus) {
    case 'shipping':
      return `Your order is on its way by ${SHIPPING_LABELS.delivery}.${arrival}`;
    case 'delivered':
      return 'Your order was delivered.';
    case 'dispensing':
      return `The pharmacy is preparing your order. It ships free by ${SHIPPING_LABELS.delivery}.${arrival}`;
    default:
      return `Your order ships free by ${SHIPPING_LABELS.delivery} once we receive your prescription.${arrival}`;
  }
}

/** What the person must know about one item's prescription while we wait for it. */
function getSourceMessage(order: Order, item: OrderItem): string | null {
  if (isTransferItem(item)) {
    const source =
      item.rxSourceName ?? (item.transferSource === 'provider' ? 'your doctor' : 'your pharmacy');
    return `We're transferring your prescription from ${source}. Transfers take ${TRANSFER_TIME}.`;
  }
  if (item.rxSrcType === 'user' || item.transferSource === 'user') {
    return `Ask your doctor to send the prescription for ${item.formattedName} to ${getPharmacyName(order)}.`;
  }
  return null;
}

/**
 * The confirmation's message (core-shopping §2): it depends on delivery or pickup, a doctor
 * visit, whether the prescription is still being retrieved, and where each one comes from.
 */
export function buildConfirmationMessages(order: Order): string[] {
  if (isOrderCancelled(order)) return ['This order was cancelled.'];
  const lead = hasConsultation(order)
    ? getConsultationMessage(order)
    : order.fulfillment === 'pickup'
      ? getPickupMessage(order)
      : getDeliveryMessage(order);
  if (!isRetrievingPrescription(order)) return [lead];
  const sourceMessages = order.items
    .filter((item) => item.status === 'active')
    .map((item) => getSourceMessage(order, item))
    .filter((message): message is string => message !== null);
  return [lead, ...new Set(sourceMessages)];
}
