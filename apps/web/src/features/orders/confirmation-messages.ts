import type { Order, OrderItem } from '@fillwell/contracts';
import { SHIPPING_LABELS, describeOrderUpdatePromise } from '@fillwell/domain';
import { getOrderConsultationStep } from './consultation-next-step';
import { TRANSFER_TIME } from './order-copy';
import {
  formatLongDate,
  getPharmacyName,
  isOrderCancelled,
  isRetrievingPrescription,
  isTransferItem,
} from './order-rules';

export const CONFIRMATION_HEADLINES = {
  purchase: 'Purchase Complete',
} as const;

/** 'Purchase Complete', or what the order's online doctor visit asks for now. */
export function getConfirmationHeadline(order: Order): string {
  return getOrderConsultationStep(order)?.headline ?? CONFIRMATION_HEADLINES.purchase;
}

function getPickupMessage(order: Order): string {
  const pharmacy = getPharmacyName(order);
  switch (order.fulfillmentStatus) {
    case 'ready_for_pickup':
      return `Your order is ready for pickup at ${pharmacy}.`;
    case 'picked_up':
      return `You picked up your order at ${pharmacy}.`;
    default: {
      const promise = describeOrderUpdatePromise(order.updateChannel);
      const ready = promise ? ` ${promise} when it is ready for pickup.` : '';
      return `We sent your order to ${pharmacy}.${ready}`;
    }
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
  if (item.isSentByOwnDoctor || item.rxSrcType === 'user' || item.transferSource === 'user') {
    const doctor = item.prescriber?.fullName ?? 'your doctor';
    return `Ask ${doctor} to send the prescription for ${item.formattedName} to ${getPharmacyName(order)}.`;
  }
  return null;
}

/**
 * The confirmation's message (core-shopping §2): it depends on delivery or pickup, a doctor
 * visit, whether the prescription is still being retrieved, and where each one comes from.
 */
export function buildConfirmationMessages(order: Order): string[] {
  const visitStep = getOrderConsultationStep(order);
  if (visitStep && isOrderCancelled(order)) return [visitStep.message];
  if (isOrderCancelled(order)) return ['This order was cancelled.'];
  const lead =
    visitStep?.message ??
    (order.fulfillment === 'pickup' ? getPickupMessage(order) : getDeliveryMessage(order));
  if (!isRetrievingPrescription(order)) return [lead];
  const sourceMessages = order.items
    .filter((item) => item.status === 'active')
    .map((item) => getSourceMessage(order, item))
    .filter((message): message is string => message !== null);
  return [lead, ...new Set(sourceMessages)];
}
