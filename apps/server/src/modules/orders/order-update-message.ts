import { PRODUCT, SHIPPING_LABELS } from '@fillwell/domain';
import type { OrderRow } from '../../db/schema/index';
import { estimateDeliveryDate } from './order-view';

/** The fulfillment steps the person is told about. */
export const ANNOUNCED_STEPS = ['ready_for_pickup', 'shipping'] as const;
export type AnnouncedStep = (typeof ANNOUNCED_STEPS)[number];

export function isAnnouncedStep(status: string): status is AnnouncedStep {
  return (ANNOUNCED_STEPS as readonly string[]).includes(status);
}

/** News of an order as an email (subject and text) and as a text message (sms). */
export interface OrderNews {
  subject: string;
  text: string;
  sms: string;
}

function describePickupPlace(order: OrderRow): string {
  const pharmacy = order.pharmacy;
  if (!pharmacy) return 'the pharmacy';
  const { street1, city, state, zipCode } = pharmacy.address;
  return `${pharmacy.name}, ${street1}, ${city}, ${state} ${zipCode}`;
}

/** "Your order is ready for pickup" or "on its way", by email (text) or text message (sms). */
export function composeOrderUpdate(
  order: OrderRow,
  step: AnnouncedStep,
  siteUrl: string,
): OrderNews {
  const orderUrl = `${siteUrl}/checkout/order-confirmation/${order.id}`;
  const number = order.orderNumber;
  const footer = ['', `Your order: ${orderUrl}`, `Questions? Call us at ${PRODUCT.supportPhone}.`];
  if (step === 'ready_for_pickup') {
    const pharmacyName = order.pharmacy?.name ?? 'the pharmacy';
    return {
      subject: `Your ${PRODUCT.name} order ${number} is ready for pickup`,
      text: [
        `Your order ${number} is ready for pickup at ${describePickupPlace(order)}.`,
        `Show your ${PRODUCT.name} card at the counter: it is on your order page.`,
        ...footer,
      ].join('\n'),
      sms: `${PRODUCT.name}: order ${number} is ready for pickup at ${pharmacyName}. ${orderUrl}`,
    };
  }
  return {
    subject: `Your ${PRODUCT.name} order ${number} is on its way`,
    text: [
      `Your order ${number} has shipped by ${SHIPPING_LABELS.delivery}.`,
      `Estimated delivery: ${estimateDeliveryDate(order.createdAt)}.`,
      ...footer,
    ].join('\n'),
    sms: `${PRODUCT.name}: order ${number} is on its way. ${orderUrl}`,
  };
}
