import type { Money, PartnerOrder, PartnerPharmacy } from '@fillwell/contracts';
import { formatMoney } from '@/lib/money';

export function money(amountCents: number): Money {
  return { amountCents, displayValue: formatMoney(amountCents) };
}

export const PHARMACY: PartnerPharmacy = {
  id: 'pharmacy-1',
  name: 'Lindell Pharmacy',
  phone: '3145550100',
  address: {
    address1: '1 Main St',
    address2: null,
    city: 'Saint Louis',
    state: 'MO',
    zipCode: '63108',
  },
};

const PRICE_30 = {
  id: 'p-30',
  price: money(1200),
  quantity: 30,
  daysSupply: 30,
  label: '30-day supply (30 tablets)',
};

/** A submitted order of one 30-day atorvastatin, waiting at the pharmacy, by express. */
export function createPartnerOrder(overrides: Partial<PartnerOrder> = {}): PartnerOrder {
  return {
    id: 'order-1',
    patientId: 'patient-1',
    orderType: 'reverie',
    orderNumber: 'FW-1001',
    createdOn: '2026-11-27T09:00:00.000Z',
    submittedOn: '2026-11-27T10:00:00.000Z',
    orderStatus: 'paid',
    fulfillmentStatus: 'pending',
    items: [
      {
        id: 'item-1',
        prescriptionId: 'rx-1',
        medId: 110,
        medNameId: 11,
        slug: 'atorvastatin',
        name: 'Atorvastatin 20 mg tablet',
        description: '20 mg tablet',
        cartItemId: null,
        isInCart: false,
        isRecurring: false,
        isAutoRefillEligible: true,
        consultationPrice: null,
        prices: [PRICE_30],
        selectedPriceId: PRICE_30.id,
        price: PRICE_30.price,
        quantity: 30,
        daysSupply: 30,
        status: 'active',
        detail: { rxosPrescriptionId: 'rx-1', selectedAutoRefillOptedIn: false },
      },
    ],
    subtotal: money(1200),
    fulfillmentPrice: money(1500),
    total: money(2700),
    fulfillmentSelection: {
      id: 'express_shipping',
      price: money(1500),
      displayName: 'Express shipping',
      fulfillmentType: 'delivery',
      signatureOptedIn: true,
    },
    specialInstructions: null,
    paymentCard: { id: 'card-1', brand: 'visa', last4: '4242' },
    pharmacy: PHARMACY,
    shippingAddress: PHARMACY.address,
    patient: { id: 'patient-1', firstName: 'Pat', lastName: 'Lee' },
    ...overrides,
  };
}
