import type { MyMed, Order, RefillSchedule } from '@fillwell/contracts';
import { buildFulfillmentTimeline, formatMoney } from '@fillwell/domain';

export const TODAY = '2026-11-23';

export function createMoney(amountCents: number) {
  return { amountCents, displayValue: formatMoney(amountCents) };
}

/** Lisinopril bought for delivery with auto-refill, on its way. */
export function createMyMed(overrides: Partial<MyMed> = {}): MyMed {
  return {
    medId: 1001,
    medNameId: 11,
    slug: 'lisinopril',
    name: 'Lisinopril',
    description: '10mg tablet, 30 tablets',
    quantity: 30,
    priceCategory: 'delivery',
    pinned: false,
    drug: {
      price: {
        magic: { rawValue: 812, displayValue: '$8.12' },
        delivery: { rawValue: 620, displayValue: '$6.20' },
      },
    },
    prescription: { lastFilled: '2026-11-23', expirationDate: null },
    orderId: 'ord_1',
    orderItemId: 'oi_1',
    orderStatus: 'active',
    medStatus: { status: 'pending' },
    deliveryInfo: { status: 'pending' },
    dispenseAsWritten: false,
    pharmaPartner: 'Fillwell Mail Pharmacy',
    scheduleId: 'rfl_1',
    ...overrides,
  };
}

/** A pinned medication never ordered. */
export function createPinnedMed(overrides: Partial<MyMed> = {}): MyMed {
  return createMyMed({
    medId: 2002,
    medNameId: 22,
    slug: 'atorvastatin',
    name: 'Atorvastatin',
    description: '20mg tablet, 30 tablets',
    priceCategory: 'edlp',
    pinned: true,
    prescription: null,
    orderId: null,
    orderItemId: null,
    orderStatus: null,
    medStatus: { status: null },
    deliveryInfo: null,
    pharmaPartner: null,
    scheduleId: null,
    ...overrides,
  });
}

export function createSchedule(overrides: Partial<RefillSchedule> = {}): RefillSchedule {
  return {
    id: 'rfl_1',
    status: 'active',
    enrolledInAutorefill: true,
    details: {
      medNameId: 11,
      medId: 1001,
      slug: 'lisinopril',
      name: 'Lisinopril',
      description: '10mg tablet, 30 tablets',
      quantity: 30,
      priceCategory: 'delivery',
    },
    prevExecutionOn: null,
    nextExecutionOn: '2026-12-23',
    intervalDays: 30,
    nextPrice: createMoney(620),
    lastPrice: createMoney(620),
    cancellationReason: null,
    pauseReason: null,
    ...overrides,
  };
}

/** The paid delivery order of the lisinopril. */
export function createOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'ord_1',
    orderNumber: 'FW-7K3M9QX2',
    createdOn: '2026-11-23T12:00:00.000Z',
    orderStatus: 'paid',
    fulfillmentStatus: 'pending',
    fulfillment: 'delivery',
    priceCategory: 'delivery',
    items: [
      {
        id: 'oi_1',
        medId: 1001,
        medNameId: 11,
        slug: 'lisinopril',
        formattedName: 'Lisinopril',
        formattedDescription: '10mg tablet, 30 tablets',
        quantity: 30,
        priceCategory: 'delivery',
        price: { basePrice: createMoney(620), priceWithCoupons: createMoney(620) },
        consultation: null,
        rxSrcType: 'user',
        transferSource: 'user',
        rxSourceName: null,
        isSentByOwnDoctor: false,
        prescriber: null,
        isRecurring: true,
        isAutoRefillEligible: true,
        status: 'active',
        alert: null,
      },
    ],
    subtotal: createMoney(620),
    total: createMoney(620),
    coupon: null,
    walletCredit: null,
    consultationFee: null,
    shipping: { label: 'USPS First Class', price: createMoney(0) },
    pharmacy: null,
    shippingAddress: null,
    paymentMethod: { brand: 'visa', last4: '4242' },
    consultationId: null,
    consultationStatus: null,
    updateChannel: 'email',
    cardPaymentsRefunds: [],
    timeline: buildFulfillmentTimeline('pending', 'delivery'),
    digitalCard: null,
    estimatedDeliveryDate: '2026-11-30',
    deliveryId: 'ord_1',
    isCancellable: true,
    cancellationReason: null,
    ...overrides,
  };
}
