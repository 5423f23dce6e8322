import type { Order, OrderItem } from '@fillwell/contracts';
import { buildFulfillmentTimeline, formatMoney } from '@fillwell/domain';

export function createMoney(amountCents: number) {
  return { amountCents, displayValue: formatMoney(amountCents) };
}

export function createOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 'item_1',
    medId: 240139578,
    medNameId: 1,
    slug: 'atorvastatin',
    formattedName: 'Atorvastatin',
    formattedDescription: '20 mg tablet, 30 tablets',
    quantity: 30,
    priceCategory: 'edlp',
    price: { basePrice: createMoney(1311), priceWithCoupons: createMoney(1311) },
    consultation: null,
    rxSrcType: null,
    transferSource: null,
    rxSourceName: null,
    isSentByOwnDoctor: false,
    prescriber: null,
    isRecurring: false,
    isAutoRefillEligible: false,
    status: 'active',
    alert: null,
    ...overrides,
  };
}

const PHARMACY: NonNullable<Order['pharmacy']> = {
  id: 'ph_1',
  name: 'Walgreens #1234',
  npi: '1234567890',
  networkId: 1,
  brand: { shortName: 'walgreens', formattedName: 'Walgreens' },
  address: {
    street1: '100 Market St',
    street2: null,
    city: 'St. Louis',
    state: 'MO',
    zipCode: '63103',
  },
  phone: '3145550100',
};

/**
 * A paid pickup order of one atorvastatin, just received, paid with a Visa; the person's own
 * doctor sends its prescription, and texts are off (news comes by email).
 */
export function createOrder(overrides: Partial<Order> = {}): Order {
  const order: Order = {
    id: 'ord_1',
    orderNumber: 'FW-7K3M9QX2',
    createdOn: '2026-03-14T12:00:00.000Z',
    orderStatus: 'paid',
    fulfillmentStatus: 'pending',
    fulfillment: 'pickup',
    priceCategory: 'edlp',
    items: [createOrderItem({ isSentByOwnDoctor: true })],
    subtotal: createMoney(1311),
    total: createMoney(1311),
    coupon: null,
    walletCredit: null,
    consultationFee: null,
    shipping: { label: 'Local Pickup', price: createMoney(0) },
    pharmacy: PHARMACY,
    shippingAddress: null,
    paymentMethod: { brand: 'visa', last4: '4242' },
    consultationId: null,
    consultationStatus: null,
    updateChannel: 'email',
    cardPaymentsRefunds: [
      {
        id: 'pay_1',
        kind: 'charge',
        amount: createMoney(1311),
        createdOn: '2026-03-14T12:00:00.000Z',
      },
    ],
    timeline: buildFulfillmentTimeline('pending', 'pickup'),
    digitalCard: {
      memberId: 'FW1234567',
      rxBin: '610123',
      rxGroup: 'FILLWELL',
      rxPcn: 'FWRX',
      firstName: 'Pat',
      lastName: 'Lee',
      pharmacyHelpNumber: '(855) 345-5935',
      orderNumber: 'FW-7K3M9QX2',
    },
    estimatedDeliveryDate: null,
    deliveryId: null,
    isCancellable: true,
    cancellationReason: null,
    ...overrides,
  };
  return order;
}

/** A delivery order as it is right after the purchase. */
export function createDeliveryOrder(overrides: Partial<Order> = {}): Order {
  return createOrder({
    fulfillment: 'delivery',
    priceCategory: 'delivery',
    items: [createOrderItem()],
    shipping: { label: 'USPS First Class', price: createMoney(0) },
    pharmacy: { ...PHARMACY, id: 'ph_mail', name: 'Fillwell Mail Pharmacy' },
    shippingAddress: {
      address1: '1 Main St',
      address2: 'Apt 2',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      specialInstructions: null,
    },
    digitalCard: null,
    estimatedDeliveryDate: '2026-03-21',
    deliveryId: 'del_1',
    timeline: buildFulfillmentTimeline('pending', 'delivery'),
    ...overrides,
  });
}
