import type { Order, OrderItem } from '@fillwell/contracts';
import {
  DELIVERY_ESTIMATE_DAYS,
  SHIPPING_LABELS,
  buildFulfillmentTimeline,
  isOrderCancellable,
  type Fulfillment,
  type OrderFulfillmentStatus,
  type OrderUpdateChannel,
} from '@fillwell/domain';
import type {
  ConsultationRow,
  OrderItemRow,
  OrderPaymentRow,
  OrderRow,
} from '../../db/schema/index';
import { buildDigitalCard } from './digital-card';
import { buildItemAlert } from './item-alert';
import { readOrderConsultationStatus } from './order-consultation';
import { isSentByOwnDoctor } from './own-doctor-prescription';
import {
  readCardBrand,
  readFulfillment,
  readFulfillmentStatus,
  readOrderStatus,
  readPriceCategory,
  readRxSourceType,
  readTransferSource,
  toMoney,
} from './stored-values';

/** An order with everything stored about it. */
export interface OrderRecord {
  order: OrderRow;
  items: OrderItemRow[];
  payments: OrderPaymentRow[];
  consultations: ConsultationRow[];
}

/** What the view needs from outside the order's own rows. */
export interface OrderViewContext {
  account: { firstName: string | null; lastName: string | null };
  /** The name of the pharmacy or prescriber an item's prescription comes from. */
  findSourceName(item: OrderItemRow): string | null;
  /** The doctor the person said sends an item's prescription. */
  findPrescriber(item: OrderItemRow): OrderItem['prescriber'];
  updateChannel: OrderUpdateChannel | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO date (YYYY-MM-DD) about a week after the order. */
export function estimateDeliveryDate(createdAt: Date): string {
  return new Date(createdAt.getTime() + DELIVERY_ESTIMATE_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** The order as the API answers it. */
export function toOrderView(record: OrderRecord, context: OrderViewContext): Order {
  const { order } = record;
  const status = readOrderStatus(order.status);
  const fulfillment = readFulfillment(order.fulfillment);
  const fulfillmentStatus = readFulfillmentStatus(order.fulfillmentStatus);
  const isDelivery = fulfillment === 'delivery';
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdOn: order.createdAt.toISOString(),
    orderStatus: status,
    fulfillmentStatus,
    fulfillment,
    priceCategory: readPriceCategory(order.priceCategory),
    items: record.items.map((item) => ({
      ...toOrderItem(item, context.findSourceName(item), fulfillment, fulfillmentStatus),
      isSentByOwnDoctor: isSentByOwnDoctor(item, fulfillment),
      prescriber: context.findPrescriber(item),
    })),
    subtotal: toMoney(order.subtotalCents),
    total: toMoney(order.totalCents),
    coupon:
      order.discountCents > 0
        ? {
            description: order.couponDescription ?? order.couponCode ?? 'Discount',
            appliedAmount: toMoney(order.discountCents),
          }
        : null,
    walletCredit: order.walletCents > 0 ? { appliedAmount: toMoney(order.walletCents) } : null,
    consultationFee: order.consultationFeeCents > 0 ? toMoney(order.consultationFeeCents) : null,
    shipping: { label: SHIPPING_LABELS[fulfillment], price: toMoney(0) },
    pharmacy: order.pharmacy,
    shippingAddress: order.shippingAddress,
    paymentMethod:
      order.cardBrand && order.cardLast4
        ? { brand: readCardBrand(order.cardBrand), last4: order.cardLast4 }
        : null,
    consultationId: record.consultations[0]?.id ?? null,
    consultationStatus: readOrderConsultationStatus(record.consultations, record.items),
    updateChannel: context.updateChannel,
    cardPaymentsRefunds: record.payments.map((payment) => ({
      id: payment.id,
      kind: payment.kind === 'refund' ? 'refund' : 'charge',
      amount: toMoney(payment.amountCents),
      createdOn: payment.createdAt.toISOString(),
    })),
    timeline: buildFulfillmentTimeline(fulfillmentStatus, fulfillment),
    digitalCard: isDelivery
      ? null
      : buildDigitalCard(order.accountId, context.account, order.orderNumber),
    estimatedDeliveryDate: isDelivery ? estimateDeliveryDate(order.createdAt) : null,
    deliveryId: isDelivery ? order.id : null,
    isCancellable: status === 'paid' && isOrderCancellable(fulfillmentStatus),
    cancellationReason: order.cancellationReason,
  };
}

function toOrderItem(
  item: OrderItemRow,
  rxSourceName: string | null,
  fulfillment: Fulfillment,
  fulfillmentStatus: OrderFulfillmentStatus,
): Omit<OrderItem, 'isSentByOwnDoctor' | 'prescriber'> {
  const rxSrcType = readRxSourceType(item.rxSrcType);
  const transferSource = readTransferSource(item.transferSource);
  const status = item.status === 'cancelled' ? 'cancelled' : 'active';
  return {
    id: item.id,
    medId: item.medId,
    medNameId: item.medNameId,
    slug: item.slug,
    formattedName: item.formattedName,
    formattedDescription: item.formattedDescription,
    quantity: item.quantity,
    priceCategory: readPriceCategory(item.priceCategory),
    price: {
      basePrice: toMoney(item.basePriceCents),
      priceWithCoupons: toMoney(item.priceWithCouponsCents),
    },
    consultation:
      item.consultationPriceCents === null ? null : { price: toMoney(item.consultationPriceCents) },
    rxSrcType,
    transferSource,
    rxSourceName,
    isRecurring: item.isRecurring,
    isAutoRefillEligible: item.isAutoRefillEligible,
    status,
    alert: buildItemAlert({
      formattedName: item.formattedName,
      status,
      rxSrcType,
      transferSource,
      rxSourceName,
      fulfillment,
      fulfillmentStatus,
    }),
  };
}
