import { PRODUCT, formatMoney } from '@fillwell/domain';
import type { OrderItemRow, OrderRow } from '../../db/schema/index';
import { estimateDeliveryDate } from './order-view';

export interface OrderConfirmation {
  subject: string;
  text: string;
}

function describeFulfillment(order: OrderRow): string[] {
  const address = order.shippingAddress;
  if (order.fulfillment === 'delivery' && address) {
    const street = [address.address1, address.address2].filter(Boolean).join(', ');
    return [
      `Shipping to: ${street}, ${address.city}, ${address.state} ${address.zipCode}`,
      `Estimated delivery: ${estimateDeliveryDate(order.createdAt)}`,
    ];
  }
  const pharmacy = order.pharmacy;
  if (!pharmacy) return [];
  const { street1, city, state, zipCode } = pharmacy.address;
  return [`Pick up at: ${pharmacy.name}, ${street1}, ${city}, ${state} ${zipCode}`];
}

/** Subtotal of the list prices, each discount and fee on its own line, then the total. */
function describeTotals(order: OrderRow): string[] {
  return [
    `Subtotal: ${formatMoney(order.subtotalCents)}`,
    ...(order.discountCents > 0
      ? [`${order.couponDescription ?? 'Discount'}: −${formatMoney(order.discountCents)}`]
      : []),
    ...(order.consultationFeeCents > 0
      ? [`Online doctor visit: ${formatMoney(order.consultationFeeCents)}`]
      : []),
    `Total: ${formatMoney(order.totalCents)}`,
  ];
}

/** The order-confirmation message (email or text), plain text with the order's link. */
export function composeOrderConfirmation(
  order: OrderRow,
  items: readonly OrderItemRow[],
  siteUrl: string,
): OrderConfirmation {
  const charged = order.totalCents - order.walletCents;
  const lines = [
    `Thank you for your ${PRODUCT.name} order.`,
    `Order number: ${order.orderNumber}`,
    '',
    ...items.map(
      (item) =>
        `- ${item.formattedName}, ${item.formattedDescription}: ${formatMoney(item.basePriceCents)}`,
    ),
    '',
    ...describeTotals(order),
    ...(order.walletCents > 0
      ? [`Paid with wallet credit: ${formatMoney(order.walletCents)}`]
      : []),
    `Charged to your card: ${formatMoney(charged)}`,
    ...describeFulfillment(order),
    '',
    `Follow your order: ${siteUrl}/checkout/order-confirmation/${order.id}`,
    `Questions? Call us at ${PRODUCT.supportPhone}.`,
  ];
  return {
    subject: `Your ${PRODUCT.name} order ${order.orderNumber} is confirmed`,
    text: lines.join('\n'),
  };
}

/** The same news as a text message, for an account without an email address. */
export function composeOrderConfirmationSms(order: OrderRow, siteUrl: string): string {
  return `${PRODUCT.name}: your order ${order.orderNumber} is confirmed. Follow it at ${siteUrl}/checkout/order-confirmation/${order.id}`;
}
